import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPersonalDataKey, PersonalData } from './personal-data.ts';

const ID = '11010519491231002x';
const vault = new PersonalData(randomBytes(32));

describe('PersonalData', () => {
  it('seals an ID number so that the clear value appears nowhere, and opens it again', () => {
    const sealed = vault.sealIdNumber(ID);
    expect(JSON.stringify(sealed)).not.toContain('11010519491231002');
    expect(sealed.masked).toBe('1101**********002X');
    expect(vault.open(sealed.sealed)).toBe(ID.toUpperCase());
    // A fresh IV each time: equal numbers do not give equal ciphertexts, only equal lookups.
    const again = vault.sealIdNumber(ID.toUpperCase());
    expect(again.sealed).not.toBe(sealed.sealed);
    expect(again.lookup).toBe(sealed.lookup);
  });

  it('refuses an altered value and a value sealed under another key', () => {
    const { sealed } = vault.sealIdNumber(ID);
    const parts = sealed.split('.');
    // Change the ciphertext's first character to one it is not, so the bytes always differ.
    const body = parts[2] ?? '';
    const altered = [parts[0], parts[1], `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`, parts[3]].join('.');
    expect(() => vault.open(altered)).toThrow();
    expect(() => new PersonalData(randomBytes(32)).open(sealed)).toThrow();
    expect(new PersonalData(randomBytes(32)).lookup(ID)).not.toBe(vault.lookup(ID));
  });

  it('takes its key from PERSONAL_DATA_KEY, else a key file outside the database made once', () => {
    const key = randomBytes(32).toString('hex');
    expect(loadPersonalDataKey({ PERSONAL_DATA_KEY: key }, null).toString('hex')).toBe(key);
    expect(() => loadPersonalDataKey({ PERSONAL_DATA_KEY: 'short' }, null)).toThrow('64 hex');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-pd-'));
    const first = loadPersonalDataKey({}, dir);
    expect(loadPersonalDataKey({}, dir)).toEqual(first);
    expect(fs.statSync(path.join(dir, 'personal-data.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
