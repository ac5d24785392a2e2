// Records how long each test file took in a run of `npm test` (the jest reports tools/test.mjs names at
// its end) into tools/test-durations.json, which tools/jest-sequencer.cjs reads to start the longest
// files first on a machine with no jest cache. Usage: node tools/test-durations.mjs REPORT_DIR
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node tools/test-durations.mjs REPORT_DIR (printed at the end of npm test)');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
// A file's path from the repository's root, also for the reports of a run in another clone (a clean
// clone in /tmp): the path's longest tail that names a file of this checkout. The sequencer looks the
// files up by that path; a path climbing out of the checkout would match nothing.
const inRepository = (name) => {
  const own = relative(root, name);
  if (!own.startsWith('..')) return own;
  const parts = name.split(sep);
  for (let i = 1; i < parts.length; i++) {
    const tail = parts.slice(i).join('/');
    if (existsSync(join(root, tail)) && /^(e2e|libs|services|tools|web)\//.test(tail)) return tail;
  }
  return own;
};
const durations = {};
for (const name of readdirSync(dir).filter((n) => /^run-\d+\.json$/.test(n))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  for (const file of report.testResults) {
    if (file.status === 'passed') durations[inRepository(file.name)] = Math.round(file.endTime - file.startTime);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, 'tools/test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to tools/test-durations.json`);
