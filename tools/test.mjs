// `npm test`: every tier in one command. Unit tests (the web app's component tests, jest project
// unit-web, among them) and integration tests run in parallel workers; then
// the browser and API tests, two files at a time (most of a file's time is spent waiting, so two share
// the machine's cores well). The files that need nothing of their own (`useSystem({ shared: true })`)
// share one embedded system per jest worker: the worker's first such file starts it, the next ones
// take it over (the earlier files' facts handled first, their own rate-limit budgets), and the e2e
// project's globalTeardown stops it (e2e/support/shared-systems.cjs; docs/conventions.md, "Tests").
// A file with settings of its own (env, the distributed profile, fakes, stop and restart tests, restore
// drills) starts its own system, with its own database, NATS subjects and queue prefix. Then the
// infrastructure fault tests, two files at a time, each with systems of its own: each stops and
// pauses servers of its own (private NATS, Redis, PostgreSQL; its own network namespace) under load
// and times the recovery, and spends most of its time waiting for an outage to pass. Prints one closing line
// "tests: N passed, N failed, N skipped" summed over the runs. PostgreSQL, Redis and NATS not
// listening where the tests look for them are started in containers first, and removed at the end
// (tools/test-services.cjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import testServices from './test-services.cjs';

const out = mkdtempSync(join(tmpdir(), 'carewith-test-'));
const extra = process.argv.slice(2);
const FAULTS = '/e2e/tests/faults/';
// --forceExit on the system tests: a file whose set-up failed half-way can leave a started system
// behind, and jest would then wait for it for ever after printing its results (a CI run hung so);
// jest still names the open handles it found.
const runs = [
  ['--selectProjects', 'unit', 'unit-web', 'int', '--maxWorkers=2'],
  ['--selectProjects', 'e2e', '--maxWorkers=2', '--forceExit', '--testPathIgnorePatterns', FAULTS],
  ['--selectProjects', 'e2e', '--maxWorkers=2', '--forceExit', '--testPathPatterns', FAULTS],
];
// Loading testcontainers and asking the engine may take a while on a busy machine; the 10 s bound is
// the preflight's, before the build.
const { decision } = await testServices.preflight(process.env, { engineTimeoutMs: 60_000 });
if (decision.action === 'stop') {
  console.error(decision.message);
  process.exit(1);
}
const containers =
  decision.action === 'containers' ? await testServices.startContainers(decision.start, process.env) : undefined;
for (const { name, url } of containers?.started ?? []) console.log(`${name} in a container at ${url}`);
const env = { ...process.env, ...containers?.env };
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
runs.forEach((args, i) => {
  const file = join(out, `run-${i}.json`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/jest/bin/jest.js', ...args, '--passWithNoTests', '--json', `--outputFile=${file}`, ...extra],
    { stdio: 'inherit', env },
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
await containers?.stop();
console.log(`\njest reports in ${out} (node tools/test-durations.mjs ${out} records the files' durations)`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed ? 1 : 0));
