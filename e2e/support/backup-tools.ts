import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

// `npm run backup` or `npm run restore` (tools/backup.mjs, tools/restore.mjs) as an operator runs
// them, with the profile's variables (DATA_DIR, DATABASE_URL) in their environment.
export function runTool(
  tool: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string; ms: number }> {
  const startedAt = performance.now();
  return new Promise((done) => {
    execFile(
      process.execPath,
      [`tools/${tool}.mjs`, ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, output: `${stdout}${stderr}`, ms: Math.round(performance.now() - startedAt) });
      },
    );
  });
}
