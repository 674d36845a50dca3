import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * `npm install` warns EBADENGINE for every locked package whose `engines.node` refuses the Node.js we
 * promise (25 warnings on a fresh clone, measured 2026-11). The promise is the root `engines.node`; its lowest
 * version must satisfy every locked package, so a newcomer on that version installs without warnings.
 */
describe('engines', () => {
  const promised: string = readJson('package.json').engines.node;
  const lowest = semver.minVersion(promised);

  it('every locked package runs on the lowest Node.js the README promises', () => {
    expect(lowest, promised).not.toBeNull();
    const packages: Record<string, { version?: string; engines?: { node?: string } }> =
      readJson('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .filter(([name, p]) => name && typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies(lowest!, p.engines!.node!, { includePrerelease: true }))
      .map(([name, p]) => `${name}@${p.version} wants node ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
