import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app-version.ts';

describe('the app versions', () => {
  it('are the seed’s: shown v5.0.1, shell 1.0.5 with code 105', () => {
    expect(APP_VERSION).toEqual({ displayVersion: 'v5.0.1', appVersion: '1.0.5', versionCode: 105 });
  });
});
