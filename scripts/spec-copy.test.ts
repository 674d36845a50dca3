import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(root, '../shared/spec');

/**
 * The spec's call and route lists are copied into docs/spec so that the tests built on them run on any
 * clone (without it they would skip silently when ../shared is missing). Where the shared spec is present,
 * the copy must be the same; on a clone without it, this says so aloud instead of passing in silence.
 */
describe('docs/spec is the shared spec', () => {
  for (const file of ['api-calls.tsv', 'routes.tsv']) {
    it(file, () => {
      const copy = readFileSync(path.join(root, 'docs/spec', file), 'utf8');
      expect(copy.split('\n').length).toBeGreaterThan(100);
      if (!existsSync(path.join(shared, file))) {
        console.warn(`NOT COMPARED: ${shared}/${file} is missing on this machine; docs/spec/${file} is used as is`);
        return;
      }
      expect(copy).toBe(readFileSync(path.join(shared, file), 'utf8'));
    });
  }
});
