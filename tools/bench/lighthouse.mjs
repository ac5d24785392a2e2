// Lighthouse mobile performance of the play page (what the loved one opens from a text message), served
// by the embedded profile; the landing page (/) as reference. Needs the lighthouse devDependency and a
// Chromium (CHROME_PATH, default /usr/bin/chromium); Lighthouse's default simulated mobile throttling.
// BENCH_LIGHTHOUSE_RUNS=n runs each page n times and reports the run with the median score.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reapPostgres, startProcess, stopProcess } from './embedded.mjs';
import { assertLocal, freeFixedPort, onInterrupt, repoRoot, sleep } from './lib.mjs';
import { createPlayers } from './system.mjs';

const TARGET_SCORE = 95;
const RUN_TIMEOUT_MS = 120_000;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1) || 1);
const LIGHTHOUSE_BIN = join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default async function lighthouse({ log }) {
  if (!existsSync(LIGHTHOUSE_BIN)) {
    return [
      { name: 'Lighthouse', value: null, unit: 'skipped', note: 'lighthouse not installed: npm install -D lighthouse' },
    ];
  }
  if (!existsSync(CHROME_PATH)) {
    return [
      { name: 'Lighthouse', value: null, unit: 'skipped', note: `no Chromium at ${CHROME_PATH} (set CHROME_PATH)` },
    ];
  }
  // The app's data dir on its own (embedded Postgres runs as another user and chowns it), Lighthouse's
  // reports and Chrome profiles in a second one.
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'carewith-bench-')));
  const workDir = realpathSync(mkdtempSync(join(tmpdir(), 'carewith-lighthouse-')));
  let app;
  // One cleanup, shared by the normal end and an interrupt (whichever comes first; the other waits for it).
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (app) await stopProcess(app).catch((e) => log(e.message));
      await reapPostgres(dataDir, log);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(workDir, { recursive: true, force: true });
    })());
  const removeInterruptHandler = onInterrupt(cleanup);
  try {
    const port = await freeFixedPort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      READY_LINE: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freeFixedPort()),
    };
    // Inherited values would change the profile; DATABASE_URL would even skip the embedded Postgres.
    for (const key of ['DATABASE_URL', 'PROFILE', 'BUS', 'QUEUE', 'EVENT_STORE', 'SERVICE_NAME']) delete env[key];
    app = await startProcess(['services/embedded/dist/main.js'], env);
    const base = `http://localhost:${port}`;
    log(`embedded profile ready at ${base}`);
    const {
      players: [{ playUrl }],
    } = await createPlayers(`http://127.0.0.1:${port}`, { count: 1, steps: 20 });
    assertLocal(playUrl, 'play URL');
    const served = await whichPage(`http://127.0.0.1:${port}${new URL(playUrl).pathname}`);
    log(`play URL serves ${served}`);

    const play = await measure(playUrl, workDir, log);
    const landing = await measure(`${base}/`, workDir, log);
    const metrics = (r) =>
      `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, FCP ${(r.fcp / 1000).toFixed(2)} s, SI ${(r.si / 1000).toFixed(2)} s; ${(r.weight / 1000).toFixed(0)} kB transferred; Chromium ${r.browser}${r.opportunities.length ? `; opportunities: ${r.opportunities.join(', ')}` : ''}`;
    const runsNote = (r) => (RUNS > 1 ? `; median of ${RUNS} runs (scores ${r.scores.join(', ')})` : '');
    const servedNote = served === 'play.html' ? 'served play.html' : `NOTE: ${served}`;
    return [
      {
        name: 'Lighthouse mobile performance: play page (/play/:token)',
        value: play.score,
        unit: 'score',
        baseline: `target >= ${TARGET_SCORE}`,
        baselineValue: TARGET_SCORE,
        note: `${play.score >= TARGET_SCORE ? 'MEETS' : 'BELOW'} target; ${metrics(play)}; ${servedNote}${runsNote(play)}${play.warnings}`,
      },
      { name: 'play page Largest Contentful Paint', value: play.lcp, unit: 'ms', note: 'Lighthouse good <= 2500 ms' },
      { name: 'play page Total Blocking Time', value: play.tbt, unit: 'ms', note: 'Lighthouse good <= 200 ms' },
      { name: 'play page Cumulative Layout Shift', value: play.cls, unit: 'CLS', note: 'Lighthouse good <= 0.1' },
      {
        name: 'Lighthouse mobile performance: landing page (/), reference',
        value: landing.score,
        unit: 'score',
        baseline: 'play page score',
        baselineValue: play.score,
        note: `${metrics(landing)}${runsNote(landing)}${landing.warnings}`,
      },
    ];
  } finally {
    await cleanup();
    removeInterruptHandler();
  }
}

// What the server answers for the play URL: the play entry, or (before it exists) the caregiver app's
// index.html by the SPA fallback, which shows its own not-found page.
async function whichPage(url) {
  const res = await fetch(url);
  const html = await res.text();
  const dist = join(repoRoot, 'web', 'dist');
  const read = (name) => (existsSync(join(dist, name)) ? readFileSync(join(dist, name), 'utf8') : undefined);
  if (res.status !== 200) return `HTTP ${res.status}`;
  if (html === read('play.html')) return 'play.html';
  if (html === read('index.html') || html === read('app.html'))
    return 'index.html (SPA fallback: no play entry built, the caregiver app renders /play/:token)';
  return 'an HTML page that is neither web/dist/play.html nor index.html';
}

async function measure(url, workDir, log) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnceMore(url, workDir, log));
  runs.sort((a, b) => a.score - b.score);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return { ...median, scores: runs.map((r) => r.score) };
}

// Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a
// run says nothing about the page, so it is tried once more before the benchmark gives up.
const TRACE_FAILURE = /NO_NAVSTART|NO_FCP|Something went wrong with recording the trace/;
async function runOnceMore(url, workDir, log) {
  try {
    return await runLighthouse(url, workDir, log);
  } catch (error) {
    if (!TRACE_FAILURE.test(String(error?.message ?? error))) throw error;
    log(`lighthouse could not record a trace of ${url}; running it again`);
    return runLighthouse(url, workDir, log);
  }
}

let runCount = 0;
async function runLighthouse(url, workDir, log) {
  const n = ++runCount;
  const output = join(workDir, `lighthouse-${n}.json`);
  const profile = join(workDir, `chrome-${n}`);
  const args = [
    LIGHTHOUSE_BIN,
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic --user-data-dir=${profile}`,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, CHROME_PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (tail = (tail + c).slice(-3000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const outcome = await Promise.race([exited, sleep(RUN_TIMEOUT_MS).then(() => 'timeout')]);
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`lighthouse ${url}: no result within ${RUN_TIMEOUT_MS / 1000} s\n${tail}`);
  }
  if (outcome.code !== 0 || !existsSync(output)) {
    throw new Error(`lighthouse ${url} exited with ${outcome.code ?? outcome.signal}\n${tail}`);
  }
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const result = {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    si: audit('speed-index'),
    // What Lighthouse says would save the most time, and what the page weighed on the wire.
    weight: audit('total-byte-weight'),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 3)
      .map((a) => `${a.id} ~${Math.round(a.details.overallSavingsMs)} ms`),
    // The score moves with the browser build (decision 245: Chromium 156's first Intl.ListFormat).
    browser: /Chrome\/(\d+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? '?',
    warnings: lhr.runWarnings?.length ? `; Lighthouse warned: ${lhr.runWarnings.join(' | ').slice(0, 200)}` : '',
  };
  log(
    `${new URL(url).pathname.replace(/\/play\/.*/, '/play/:token')}: score ${result.score.toFixed(0)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return result;
}
