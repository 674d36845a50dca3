import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A benchmark that imports the server's TypeScript runs itself again under tsx: in the first process
 * (no `flag` in the environment) this starts the child with `flag=1`, waits and exits with its status;
 * in the child it returns at once. `cwd` defaults to the repository root; LOG_LEVEL defaults to warn.
 */
export function rerunUnderTsx(scriptUrl, flag, { cwd = ROOT } = {}) {
  if (process.env[flag]) return;
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(scriptUrl)], {
    cwd,
    env: { ...process.env, [flag]: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
