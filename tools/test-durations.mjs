// Records how long each test file took in a run of `npm test` (the jest reports tools/test.mjs names at
// its end) into tools/test-durations.json, which tools/jest-sequencer.cjs reads to start the longest
// files first on a machine with no jest cache. Usage: node tools/test-durations.mjs REPORT_DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node tools/test-durations.mjs REPORT_DIR (printed at the end of npm test)');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const durations = {};
for (const name of readdirSync(dir).filter((n) => /^run-\d+\.json$/.test(n))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  for (const file of report.testResults) {
    if (file.status === 'passed') durations[relative(root, file.name)] = Math.round(file.endTime - file.startTime);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, 'tools/test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to tools/test-durations.json`);
