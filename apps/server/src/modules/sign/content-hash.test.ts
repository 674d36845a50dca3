import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './content-hash.ts';

describe('canonical JSON and the content hash', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: '甲' }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":"甲","z":1}]},"b":1}',
    );
  });

  it('gives the same hash whatever the key order, another for another value', () => {
    const one = contentHash({ houseName: '西溪花园', partyA: { name: '张三', phone: '13800000000' } });
    const two = contentHash({ partyA: { phone: '13800000000', name: '张三' }, houseName: '西溪花园' });
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ houseName: '西溪花园 ' })).not.toBe(contentHash({ houseName: '西溪花园' }));
    expect(one).toBe(
      createHash('sha256')
        .update('{"houseName":"西溪花园","partyA":{"name":"张三","phone":"13800000000"}}')
        .digest('hex'),
    );
  });
});
