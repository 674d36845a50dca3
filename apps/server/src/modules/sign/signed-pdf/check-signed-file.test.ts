import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignedFile } from './check-signed-file.ts';

const file = Buffer.from('%PDF-1.7\n…signed bytes…\n%%EOF\n');
const sha = createHash('sha256').update(file).digest('hex');

describe('checkSignedFile', () => {
  it('matches the very file, whatever the case of the kept hash', () => {
    expect(checkSignedFile(file, sha)).toEqual({ matches: true, sha256: sha });
    expect(checkSignedFile(new Uint8Array(file), ` ${sha.toUpperCase()} `).matches).toBe(true);
  });

  it('does not match a copy with one byte changed, one byte more, or a malformed hash', () => {
    const changed = Buffer.from(file);
    changed[3] = 0x45;
    expect(checkSignedFile(changed, sha).matches).toBe(false);
    expect(checkSignedFile(Buffer.concat([file, Buffer.from('\n')]), sha).matches).toBe(false);
    expect(checkSignedFile(file, sha.slice(0, 63)).matches).toBe(false);
    expect(checkSignedFile(file, '').matches).toBe(false);
  });
});
