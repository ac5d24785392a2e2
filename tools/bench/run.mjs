// Runs the benchmarks and prints one table: each figure next to a baseline measured in the same run.
// Usage: node tools/bench/run.mjs [embedded] [eventstore] [bus] [play] [bundle] [lighthouse] [sms] [growth] [group-live] [--json]
// Needs the build (npm run bench does it) and the local Postgres, NATS for `bus`, and for `play` NATS (a
// private nats-server) and Redis; `lighthouse` needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import os from 'node:os';

// Platform code logs through pino at LOG_LEVEL; keep the bench's own output readable.
process.env.LOG_LEVEL ??= 'warn';

const BENCHMARKS = {
  embedded: './embedded.mjs',
  eventstore: './eventstore.mjs',
  bus: './bus.mjs',
  play: './play.mjs',
  bundle: './bundle.mjs',
  lighthouse: './lighthouse.mjs',
  sms: './sms.mjs',
  growth: './growth.mjs',
  'group-live': './group-live.mjs',
};

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--json');
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in BENCHMARKS));
if (unknownFlags.length || unknown.length) {
  console.error(
    `Unknown: ${[...unknownFlags, ...unknown].join(' ')}. Benchmarks: ${Object.keys(BENCHMARKS).join(', ')}; flag: --json`,
  );
  process.exit(2);
}
const selected = names.length ? Object.keys(BENCHMARKS).filter((n) => names.includes(n)) : Object.keys(BENCHMARKS);

const machine = {
  node: process.version,
  cores: os.availableParallelism?.() ?? os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  loadavg: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};
// Progress goes to stderr so that --json leaves stdout machine-readable.
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const rows = [];
let failed = false;
for (const bench of selected) {
  log(`${bench} ...`);
  const started = performance.now();
  try {
    const { default: run } = await import(BENCHMARKS[bench]);
    for (const row of await run({ log: (m) => log(`${bench}: ${m}`) })) rows.push({ bench, ...withRatio(row) });
  } catch (error) {
    failed = true;
    log(`${bench} failed: ${error?.stack ?? error}`);
    rows.push({ bench, name: 'FAILED', value: null, unit: '', note: String(error?.message ?? error).split('\n')[0] });
  }
  log(`${bench} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (asJson) {
  process.stdout.write(`${JSON.stringify({ machine, rows }, null, 2)}\n`);
} else {
  console.log(`\nnode ${machine.node} | ${machine.cores} cores | ${machine.cpu} | load at start ${machine.loadavg}\n`);
  console.log(table(rows));
}
// A leaked handle (socket, timer) must not keep the run alive once the table is out.
process.exit(failed ? 1 : 0);

// ratio: value as a percent of its baseline (a row may bring its own).
function withRatio(row) {
  if (
    row.ratio === undefined &&
    typeof row.value === 'number' &&
    typeof row.baselineValue === 'number' &&
    row.baselineValue
  ) {
    return { ...row, ratio: (row.value / row.baselineValue) * 100 };
  }
  return row;
}

function fmt(value) {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return value === null || value === undefined ? '-' : String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function table(list) {
  const header = ['benchmark', 'measurement', 'value', 'unit', 'baseline', 'baseline value', 'ratio', 'note'];
  const body = list.map((r) => [
    r.bench,
    r.name,
    fmt(r.value),
    r.unit ?? '',
    r.baseline ?? '',
    r.baselineValue === undefined ? '' : fmt(r.baselineValue),
    typeof r.ratio === 'number' ? `${r.ratio.toFixed(1)}%` : '',
    r.note ?? '',
  ]);
  const numeric = new Set([2, 5, 6]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
