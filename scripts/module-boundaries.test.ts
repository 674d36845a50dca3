import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of docs/decisions/0013-module-boundaries.md, checked with dependency-cruiser
 * (.dependency-cruiser.cjs). The app may hold the violations listed in
 * .dependency-cruiser-known-violations.json, the ones found when the rules came in, and no new one;
 * a known one that is gone must leave the list too (`npm run boundaries:baseline` rewrites it), so the
 * list only shrinks. The rules themselves are tried on a small tree with one violation of each kind.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

type TViolation = { rule: string; from: string; to: string };
const key = (v: TViolation) => `${v.rule}: ${v.from} → ${v.to}`;

async function violations(paths: string[], baseDir: string): Promise<TViolation[]> {
  const result = await cruise(paths, {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('module boundaries', () => {
  it('the rules find a cycle between two modules, a foreign table and the platform reaching into a module', async () => {
    const found = await violations(['apps'], fileURLToPath(new URL('./module-boundaries-fixture/', import.meta.url)));
    expect(new Set(found.map((v) => v.rule))).toEqual(
      new Set(['no-module-cycle', 'no-foreign-tables', 'no-platform-into-modules']),
    );
    expect(found).toContainEqual({
      rule: 'no-foreign-tables',
      from: 'apps/server/src/modules/deal/deal.service.ts',
      to: 'apps/server/src/modules/listing/listing.table.ts',
    });
    const cycle = found.filter((v) => v.rule === 'no-module-cycle').map((v) => v.from);
    expect(cycle).toEqual(expect.arrayContaining(['apps/server/src/modules/listing', 'apps/server/src/modules/deal']));
  });

  it('the server and the web app add no violation to the known ones, and keep none that is gone', async () => {
    const known = JSON.parse(fs.readFileSync(`${root}.dependency-cruiser-known-violations.json`, 'utf8')) as {
      rule: { name: string };
      from: string;
      to: string;
    }[];
    const knownKeys = new Set(known.map((v) => key({ rule: v.rule.name, from: v.from, to: v.to })));
    const foundKeys = new Set((await violations(['apps/server/src', 'apps/web/src'], root)).map(key));
    expect(
      [...foundKeys].filter((k) => !knownKeys.has(k)),
      'new violations',
    ).toEqual([]);
    expect(
      [...knownKeys].filter((k) => !foundKeys.has(k)),
      'gone: run npm run boundaries:baseline',
    ).toEqual([]);
  }, 120_000);
});
