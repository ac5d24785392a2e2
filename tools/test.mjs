// `npm test`: every tier in one command. Unit and integration tests run in parallel workers; the
// browser tests (which start whole systems) run one file at a time afterwards. Prints one closing
// line "tests: N passed, N failed, N skipped" summed over both runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'carewith-test-'));
const extra = process.argv.slice(2);
const runs = [
  ['--selectProjects', 'unit', 'int', '--maxWorkers=2'],
  ['--selectProjects', 'e2e', '--runInBand'],
];
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
runs.forEach((args, i) => {
  const file = join(out, `run-${i}.json`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/jest/bin/jest.js', ...args, '--json', `--outputFile=${file}`, ...extra],
    { stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) exitCode = result.status ?? 1;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    totals.failed += 1;
  }
});
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed ? 1 : 0));
