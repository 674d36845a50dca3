import { afterEach, expect } from 'vitest';
import { cspViolations } from './browser.ts';

/**
 * Every journey doubles as a check of the Content-Security-Policy: whatever the app does in Chromium,
 * nothing of it may be blocked (a blocked script, style, image or connection is a broken screen).
 */
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'blocked by the Content-Security-Policy').toEqual([]);
});
