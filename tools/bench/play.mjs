// Play-event ingestion through the gateway, distributed profile: 50 loved ones answering at once, each
// POST /api/play/:token/event going gateway -> NATS -> games (resolve link, read stream, decide, append).
// Baselines in the same run: a plain Express 5 + pg endpoint doing one INSERT per request (same client,
// same concurrency), and raw single-row INSERTs. Also the projection lag (POST answered -> row in
// games.game_events), the projector's drain time, CPU per event by process, and a breakdown of the path.
// The system runs on a database of its own (dropped afterwards) and a private nats-server. Knobs:
// BENCH_PRIVATE_NATS=false (use BENCH_NATS_URL / the machine's NATS), BENCH_SYSTEM_ENV='{"VAR":"value"}'
// (extra env for every service), BENCH_CPU_PROF_DIR=dir (a .cpuprofile per service; cpuprofile-summary.mjs).
// Tracing: the system above runs with tracing off (the SDK not loaded), and a second one with
// tracing on, exporting OTLP http/protobuf to a local sink; both play paths are measured in alternate
// rounds and printed beside the same Express + pg baseline, and tracing on beside tracing off.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { startProcess, stopProcess } from './embedded.mjs';
import {
  bounded,
  loadPlatform,
  nextAnswer,
  phoneAddresses,
  cleanupStack,
  cpuProbe,
  quantile,
  requireFromPlatform,
  sleep,
} from './lib.mjs';
import { ApiSession, createPlayers, startDistributedSystem } from './system.mjs';

const PLAYERS = 50; // concurrent players = requests in flight
const STEPS = 20;
// A new activity plays at the loved one's level (the default one here), which keeps only its first few steps:
// the answers the bench sends name those.
const PLAYED_STEPS = (() => {
  const { DEFAULT_DIFFICULTY_LEVEL, DIFFICULTY_LEVELS } = requireFromPlatform('@carewith/contracts');
  return Math.min(STEPS, DIFFICULTY_LEVELS[DEFAULT_DIFFICULTY_LEVEL].stepsPerActivity);
})();
const EVENTS = 12_000; // per variant, over its rounds
const TIME_CAP_MS = 40_000; // per variant, over its rounds
const WARMUP = 200;
const RAW_CONCURRENCY = 8;
// The lag sampler (play-lag-sampler.mjs): players of its own, an answer every so often during the play
// rounds (about 200 over them, about 2 % more load), in a thread of its own.
const SAMPLER_PLAYERS = 2;
const SAMPLE_EVERY_MS = 50;
const LAG_POLL_MS = 10;
const DRAIN_CAP_MS = 60_000;
// Completions during an extra play round: one every so often, each timed from its COMPLETE
// stored to the family's e-mail job queued by care, through the games.activity-completed fact.
const COMPLETIONS = 80;
const COMPLETE_EVERY_MS = 100;
const COMPLETION_WAIT_MS = 30_000;
const DRAIN_POLL_MS = 50; // a count(*) of the read table; coarser than the lag polls to keep its own cost small
const TARGET_RATIO = 100; // percent of the Express + pg baseline
const HEALTH_TARGET = 2000; // GET /api/health req/s
const BREAKDOWN_COUNT = 2000;
const BREAKDOWN_CAP_MS = 6000;
const TRACING_TARGET = 90; // percent of the untraced play path (at most 10 % slower)
// Baseline and play alternate A B C D D C B A, twice (raw INSERT around them), so drift hits each alike;
// four rounds a variant, since one round of a few seconds on two busy cores varies by a tenth (a ratio
// of two variants over two rounds each moved by 3 points from one run to the next).
const ROUNDS = ['raw', 'express', 'play', 'traced', 'traced', 'play', 'express', 'raw'];
const SCHEDULE = [...ROUNDS, ...ROUNDS];
const phoneAddress = phoneAddresses(10);
const ROUNDS_PER_VARIANT = SCHEDULE.filter((name) => name === 'play').length;

export default async function play({ log }) {
  const { Client, Pool } = requireFromPlatform('pg');
  const cleanups = cleanupStack(log);
  try {
    const system = await startDistributedSystem({ log, register: (stop) => cleanups.push(stop) });
    const sink = await startOtlpSink();
    cleanups.push(sink.stop);
    const tracedSystem = await startDistributedSystem({
      log,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
      register: (stop) => cleanups.push(stop),
    });

    const setupStarted = performance.now();
    const players = await openPlayers(system);
    const tracedPlayers = await openPlayers(tracedSystem);
    log(
      `${PLAYERS} activities of ${STEPS} steps with play links in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // Baseline tables in the system's database, beside the services' schemas.
    const db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());
    const tracedDb = new Client({ connectionString: tracedSystem.databaseUrl });
    await tracedDb.connect();
    cleanups.push(() => tracedDb.end());
    await db.query(`CREATE TABLE public.bench_http_events (
      id bigserial PRIMARY KEY, stream text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`);
    await db.query(`CREATE TABLE public.bench_raw_events (
      id bigserial PRIMARY KEY, stream text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`);

    const express = await startProcess(['tools/bench/express-insert-server.mjs'], {
      ...process.env,
      DATABASE_URL: system.databaseUrl,
      TABLE: 'public.bench_http_events',
    });
    cleanups.push(() => stopProcess(express));
    const rawPool = new Pool({ connectionString: system.databaseUrl, max: RAW_CONCURRENCY });
    cleanups.push(() => rawPool.end());

    const lag = await lagSampler(system);
    cleanups.push(() => lag.close());
    const completions = await completionSampler(system);
    cleanups.push(() => completions.stop());

    // --- the four variants -------------------------------------------------------------------------
    let acked = 0; // successful play POSTs; each appends exactly one event (START once per player, then STEPs)
    let tracedAcked = 0;
    const playOp = (list, onAck) => async (_i, w) => {
      const p = list[w];
      const body = nextAnswer(p, PLAYED_STEPS);
      const started = performance.now();
      const res = await fetch(p.eventUrl, {
        method: 'POST',
        headers: { ...p.headers, 'x-forwarded-for': phoneAddress() },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      const done = performance.now();
      if (res.status !== 200)
        throw new Error(`POST /api/play/:token/event answered ${res.status}: ${text.slice(0, 200)}`);
      onAck(done - started);
    };
    const variants = {
      traced: {
        concurrency: PLAYERS,
        latencies: [],
        op: playOp(tracedPlayers, (ms) => {
          tracedAcked++;
          variants.traced.record?.(ms);
        }),
      },
      play: {
        concurrency: PLAYERS,
        latencies: [],
        op: playOp(players, (ms) => {
          acked++;
          variants.play.record?.(ms);
        }),
      },
      express: {
        concurrency: PLAYERS,
        latencies: [],
        op: async (i, w) => {
          const body = {
            stream: `play-${w}`,
            type: 'STEP',
            data: { step: i % PLAYED_STEPS, answer: 'A', timestamp: Date.now() },
          };
          const started = performance.now();
          const res = await fetch(`${express.url}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await res.text();
          const done = performance.now();
          if (res.status !== 200) throw new Error(`Express baseline answered ${res.status}: ${text.slice(0, 200)}`);
          variants.express.record?.(done - started);
        },
      },
      raw: {
        concurrency: RAW_CONCURRENCY,
        latencies: [],
        op: (i) =>
          rawPool.query({
            name: 'bench_raw_insert',
            text: 'INSERT INTO public.bench_raw_events (stream, type, data) VALUES ($1, $2, $3::jsonb)',
            values: [
              `play-${i % PLAYERS}`,
              'STEP',
              JSON.stringify({ step: i % PLAYED_STEPS, answer: 'A', timestamp: Date.now() }),
            ],
          }),
      },
    };

    const cpu = cpuProbe(system, express.child.pid, db);
    const drainEvents = async (database = db, accepted = () => acked + lag.accepted() + completions.events()) => {
      const started = performance.now();
      const behind = Math.max(0, accepted() - (await countProjected(database)));
      for (;;) {
        const projected = await countProjected(database);
        if (projected >= accepted()) return { ms: performance.now() - started, behind };
        if (performance.now() - started > DRAIN_CAP_MS)
          throw new Error(
            `projector still ${accepted() - projected} events behind ${DRAIN_CAP_MS / 1000} s after the load`,
          );
        await sleep(DRAIN_POLL_MS);
      }
    };

    log(`warm-up: ${WARMUP} requests each (every player's START is among them)`);
    for (const name of ['raw', 'express', 'play', 'traced']) {
      await bounded({
        count: WARMUP,
        concurrency: variants[name].concurrency,
        timeCapMs: 10_000,
        op: variants[name].op,
      });
    }
    await drainEvents();
    await drainEvents(tracedDb, () => tracedAcked);

    // Profiles (BENCH_CPU_PROF_DIR) cover the measured rounds only, not start-up, set-up and warm-up.
    if (process.env.BENCH_CPU_PROF_DIR) for (const p of system.processes) process.kill(p.pid, 'SIGUSR2');
    const results = Object.fromEntries(Object.keys(variants).map((k) => [k, { done: 0, ms: 0, rounds: [], cpu: {} }]));
    const drains = [];
    const perRound = Math.ceil(EVENTS / ROUNDS_PER_VARIANT);
    for (const name of SCHEDULE) {
      const v = variants[name];
      v.record = (ms) => v.latencies.push(ms);
      lag.sample(name === 'play');
      const before = await cpu.snapshot();
      const r = await bounded({
        count: perRound,
        concurrency: v.concurrency,
        timeCapMs: TIME_CAP_MS / ROUNDS_PER_VARIANT,
        op: v.op,
      });
      v.record = undefined;
      lag.sample(false);
      // The projector's catch-up belongs to the play round's cost; the next round starts on a quiet system.
      if (name === 'play') drains.push({ ...(await drainEvents()), done: r.done, loadMs: r.ms });
      if (name === 'traced') await drainEvents(tracedDb, () => tracedAcked);
      cpu.accumulate(results[name].cpu, before, await cpu.snapshot());
      results[name].done += r.done;
      results[name].ms += r.ms;
      results[name].rounds.push(r.perSecond);
      log(
        `${name}: ${r.perSecond.toFixed(0)} /s${name === 'play' ? `, projector drained in ${drains.at(-1).ms.toFixed(0)} ms` : ''}`,
      );
    }
    for (const r of Object.values(results)) {
      r.perSecond = r.done / (r.ms / 1000);
      r.capped = r.done < perRound * ROUNDS_PER_VARIANT;
    }
    await lag.settle(5000);
    // One more play round, not counted in the figures above, with loved ones completing activities
    // meanwhile: each completion's e-mails (and its conversation starters) are work of other services
    // that the play rounds must not be charged with.
    completions.sample(true);
    await bounded({
      count: perRound,
      concurrency: variants.play.concurrency,
      timeCapMs: TIME_CAP_MS / ROUNDS_PER_VARIANT,
      op: variants.play.op,
    });
    const completionLags = await completions.measure(db);
    await drainEvents();

    // --- where the time goes: the gateway alone, the bus + games alone, health fan-out ---------------
    log('breakdown: gateway alone, games over the bus alone, GET /api/health');
    const breakdown = await pathBreakdown({ system, players, cpu, log });

    // --- rows ----------------------------------------------------------------------------------------
    const { play: p, express: e, raw, traced: t } = results;
    const tl = variants.traced.latencies;
    const tracedRatio = (t.perSecond / p.perSecond) * 100;
    const pl = variants.play.latencies;
    const el = variants.express.latencies;
    const ratio = (p.perSecond / e.perSecond) * 100;
    const lat = (list) => `p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${quantile(list, 0.99).toFixed(1)} ms`;
    const note = (r, unit) => {
      const range = `rounds ${Math.min(...r.rounds).toFixed(0)}-${Math.max(...r.rounds).toFixed(0)} ${unit}`;
      return r.capped ? `${range}; time cap: ${r.done}/${perRound * ROUNDS_PER_VARIANT} done` : range;
    };
    const streamLength = Math.max(...players.map((x) => x.sent));
    const rows = [
      {
        name: `play event POST, tracing on (OTLP http/protobuf to a local sink), ${PLAYERS} players`,
        value: t.perSecond,
        unit: 'events/s',
        baseline: 'the same path, tracing off (SDK not loaded)',
        baselineValue: p.perSecond,
        note: `${tracedRatio >= TRACING_TARGET ? 'MEETS' : 'BELOW'} target >= ${TRACING_TARGET}% of tracing off; ${((t.perSecond / e.perSecond) * 100).toFixed(1)}% of Express + pg; ${note(t, 'ev/s')}; ${lat(tl)}; ${sink.exports()} OTLP exports, ${(sink.bytes() / 1e6).toFixed(1)} MB`,
      },
      {
        name: `play event POST via gateway, ${PLAYERS} players (distributed), tracing off`,
        value: p.perSecond,
        unit: 'events/s',
        baseline: `Express 5 + pg INSERT, ${PLAYERS} in flight`,
        baselineValue: e.perSecond,
        note: `${ratio >= TARGET_RATIO ? 'MEETS' : 'BELOW'} target >= ${TARGET_RATIO}%; ${note(p, 'ev/s')}; ${lat(pl)}; streams up to ${streamLength} events`,
      },
      {
        name: 'play event POST latency p50',
        value: quantile(pl, 0.5),
        unit: 'ms',
        baseline: 'Express + pg p50',
        baselineValue: quantile(el, 0.5),
      },
      {
        name: 'play event POST latency p99',
        value: quantile(pl, 0.99),
        unit: 'ms',
        baseline: 'Express + pg p99',
        baselineValue: quantile(el, 0.99),
      },
      {
        name: `Express 5 + pg INSERT itself, ${PLAYERS} in flight`,
        value: e.perSecond,
        unit: 'events/s',
        baseline: `raw INSERT c=${RAW_CONCURRENCY}`,
        baselineValue: raw.perSecond,
        note: `${note(e, 'ev/s')}; ${lat(el)}; pg Pool of 10, own process`,
      },
      {
        name: `raw single-row INSERT, pg, c=${RAW_CONCURRENCY}`,
        value: raw.perSecond,
        unit: 'events/s',
        note: note(raw, 'ev/s'),
      },
      {
        name: 'projection lag: POST answered -> row in games.game_events, p50',
        value: quantile(lag.lags, 0.5),
        unit: 'ms',
        note: `${lag.lags.length} answers of the sampler's own players during the play load (one every ${SAMPLE_EVERY_MS} ms, in a thread of its own), polled every ${LAG_POLL_MS} ms${lag.missing() ? `; ${lag.missing()} never seen` : ''}`,
      },
      {
        name: 'projection lag p99',
        value: quantile(lag.lags, 0.99),
        unit: 'ms',
        note: `max ${Math.max(...lag.lags).toFixed(0)} ms`,
      },
      {
        name: 'projector drain after the play load ends',
        value: Math.max(...drains.map((d) => d.ms)),
        unit: 'ms',
        note: `±${DRAIN_POLL_MS} ms; worst of ${drains.length} rounds (${drains.map((d) => `${d.ms.toFixed(0)} ms, ${d.behind} events behind`).join('; ')})`,
      },
      {
        name: 'projector rate during the play load',
        value: sum(drains.map((d) => d.done - d.behind)) / (sum(drains.map((d) => d.loadMs)) / 1000),
        unit: 'events/s',
        baseline: 'play events accepted',
        baselineValue: p.perSecond,
        note: `after the load it drains ${(sum(drains.map((d) => d.behind)) / (sum(drains.map((d) => d.ms)) / 1000)).toFixed(0)} events/s`,
      },
      {
        name: 'completion stored -> its e-mail job queued, p50 (games.activity-completed fact)',
        value: quantile(completionLags.lags, 0.5),
        unit: 'ms',
        note: `${completionLags.lags.length} completions during an extra play round (one every ${COMPLETE_EVERY_MS} ms): the COMPLETE's commit in games.events to the job's creation in the email queue${completionLags.missing ? `; ${completionLags.missing} with no e-mail job within ${COMPLETION_WAIT_MS / 1000} s` : ''}`,
      },
      {
        name: 'completion stored -> its e-mail job queued, p99',
        value: quantile(completionLags.lags, 0.99),
        unit: 'ms',
        note: `max ${Math.max(...completionLags.lags).toFixed(0)} ms`,
      },
      cpuRow('CPU per event: play via gateway (incl. projection)', results.play),
      cpuRow('CPU per event: Express + pg', results.express),
      ...breakdown,
    ];
    return rows;
  } finally {
    await cleanups.done();
  }
}

const sum = (list) => list.reduce((a, b) => a + b, 0);

// The bench's players on a system, each having opened its page as the browser would (the CSRF cookie it
// receives rides along).
async function openPlayers(system, count = PLAYERS) {
  const { players } = await createPlayers(system.url, { count, steps: STEPS });
  for (const p of players) {
    const page = new ApiSession(system.url, { address: phoneAddress() });
    await page.expect(200, 'GET', `/api/play/${p.token}`);
    p.eventUrl = `${system.url}/api/play/${p.token}/event`;
    p.headers = { 'content-type': 'application/json', cookie: page.cookieHeader() };
    p.sent = 0;
  }
  return players;
}

// Where the traced system exports: an OTLP/HTTP endpoint that takes every export, counts it and keeps
// nothing, as a collector that keeps up would.
async function startOtlpSink() {
  let bytes = 0;
  let requests = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    bytes: () => bytes,
    // Exports received (each a batch of spans; the protobuf is not decoded).
    exports: () => requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const countProjected = async (db) =>
  Number((await db.query('SELECT count(*)::int AS n FROM games.game_events')).rows[0].n);

// Completions while the play load runs: activities of their own, each completed in one request (its
// answers in rawData, as a page back online sends them). measure() reads, for each, when its COMPLETE was
// stored and when care queued the family's e-mail job for it (BullMQ's job timestamp).
async function completionSampler(system) {
  const { players } = await createPlayers(system.url, { count: COMPLETIONS, steps: STEPS });
  const Redis = requireFromPlatform('ioredis');
  let sampling = false;
  let next = 0;
  let loop;
  const completed = [];
  const completeOne = async (p) => {
    const res = await fetch(`${system.url}/api/play/${p.token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': phoneAddress() },
      body: JSON.stringify({
        eventId: randomUUID(),
        summary: { totalSteps: PLAYED_STEPS, correctAnswers: PLAYED_STEPS, totalTime: 1000, engagement: 'high' },
        rawData: Array.from({ length: PLAYED_STEPS }, (_, step) => ({ step, answer: 'A', timestamp: Date.now() })),
        computedScores: { accuracy: 1 },
      }),
    });
    await res.text();
    if (res.status === 200) completed.push(p.gameId);
  };
  const run = async () => {
    while (sampling && next < players.length) {
      void completeOne(players[next++]).catch(() => undefined);
      await sleep(COMPLETE_EVERY_MS);
    }
  };
  return {
    // Each completion appends its answers and the COMPLETE: events the projector writes too.
    events: () => completed.length * (PLAYED_STEPS + 1),
    sample(on) {
      sampling = on;
      if (on) loop = run();
    },
    async measure(db) {
      sampling = false;
      await loop;
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      try {
        const lags = [];
        let missing = 0;
        // One wait for them all: a job still missing then is counted as missing, not waited for again.
        const deadline = performance.now() + COMPLETION_WAIT_MS;
        for (const gameId of completed) {
          const stored = await db.query(
            `SELECT (extract(epoch FROM created_at) * 1000)::float8 AS ms FROM games.events
              WHERE stream_id = $1 AND type = 'COMPLETE'`,
            [`game-${gameId}`],
          );
          let keys = [];
          while (!keys.length && performance.now() < deadline) {
            // The job's hash (not its :logs list): the queue keeps a job of id X under "id-X".
            const base = `${system.database}:email:id-activity-completed-${gameId}-`;
            keys = (await redis.keys(`${base}*`)).filter((key) => !key.slice(base.length).includes(':'));
            if (!keys.length) await sleep(50);
          }
          const queued = keys.length ? Number(await redis.hget(keys[0], 'timestamp')) : NaN;
          if (!stored.rows[0] || !Number.isFinite(queued)) missing++;
          else lags.push(Math.max(0, queued - stored.rows[0].ms));
        }
        return { lags, missing };
      } finally {
        redis.disconnect();
      }
    },
    async stop() {
      sampling = false;
      await loop;
    },
  };
}

// The lag sampler's thread (play-lag-sampler.mjs), with players of its own on the system.
async function lagSampler(system) {
  const players = (await openPlayers(system, SAMPLER_PLAYERS)).map(({ eventUrl, headers }) => ({ eventUrl, headers }));
  const accepted = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./play-lag-sampler.mjs', import.meta.url), {
    workerData: {
      databaseUrl: system.databaseUrl,
      players,
      everyMs: SAMPLE_EVERY_MS,
      pollMs: LAG_POLL_MS,
      playedSteps: PLAYED_STEPS,
      accepted,
    },
  });
  let result = { lags: [], missing: 0 };
  let closed = false;
  return {
    get lags() {
      return result.lags;
    },
    missing: () => result.missing,
    // Its answers the system accepted so far (events the projector has to write too).
    accepted: () => Atomics.load(accepted, 0),
    sample: (on) => worker.postMessage({ type: 'sample', on }),
    // Waits (bounded) for the samples still pending, and takes the lags.
    async settle(capMs) {
      const answered = once(worker, 'message');
      worker.postMessage({ type: 'settle', capMs });
      [result] = await answered;
      if (result.failure) throw new Error(`lag sampler: ${result.failure}`);
    },
    async close() {
      if (closed) return;
      closed = true;
      const exited = once(worker, 'exit');
      worker.postMessage({ type: 'close' });
      await exited;
    },
  };
}

function cpuRow(name, result) {
  const { wall, ...groups } = result.cpu;
  const perEvent = Object.fromEntries(Object.entries(groups).map(([g, ms]) => [g, (ms * 1000) / result.done]));
  const total = Object.values(perEvent).reduce((a, b) => a + b, 0);
  const parts = Object.entries(perEvent)
    .filter(([, us]) => us >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([g, us]) => `${g} ${us.toFixed(0)}`);
  return {
    name,
    value: total,
    unit: 'µs CPU/event',
    note: `${parts.join(', ')} µs; these processes averaged ${((Object.values(groups).reduce((a, b) => a + b, 0) / wall) * 100).toFixed(0)}% of one core over the rounds and drains (${os.availableParallelism()} cores)`,
  };
}

// The play path in pieces, each at the same concurrency: the gateway alone (a malformed token is refused
// by the route's pipe before any bus request), games alone (the same bus request the gateway sends,
// straight from here), and GET /api/health (the gateway's shared probe: one round of bus requests a second).
async function pathBreakdown({ system, players, cpu, log }) {
  requireFromPlatform('reflect-metadata');
  const { BusClient, PrefixedClientNats } = loadPlatform();
  const proxy = new PrefixedClientNats({ servers: [system.natsUrl] }, '');
  await proxy.connect();
  const bus = new BusClient(proxy, 5000);
  const rows = [];
  try {
    const stepBody = (n) => ({
      eventId: randomUUID(),
      type: 'STEP',
      payload: { step: n % PLAYED_STEPS, answer: 'A', timestamp: Date.now() },
    });
    const pieces = [
      {
        name: 'gateway alone: POST play event, malformed token -> 404 at the pipe',
        unit: 'req/s',
        op: async (i) => {
          const res = await fetch(`${system.url}/api/play/x/event`, {
            method: 'POST',
            headers: { ...players[0].headers, 'x-forwarded-for': phoneAddress() },
            body: JSON.stringify(stepBody(i)),
          });
          await res.arrayBuffer();
          if (res.status !== 404) throw new Error(`malformed token answered ${res.status}`);
        },
      },
      {
        name: "games alone: bus request 'games.play.event' from the bench",
        unit: 'events/s',
        op: async (_i, w) => {
          const p = players[w];
          await bus.request('games.play.event', { token: p.token, event: stepBody(p.sent++) });
        },
      },
      {
        name: 'GET /api/health (one shared probe a second, answered before the session)',
        unit: 'req/s',
        target: HEALTH_TARGET,
        op: async () => {
          const res = await fetch(`${system.url}/api/health`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
        },
      },
    ];
    for (const piece of pieces) {
      // A diagnostic must not sink the whole benchmark: failures are counted and shown, not thrown.
      const latencies = [];
      let failed = 0;
      let firstError;
      const op = async (i, w) => {
        const started = performance.now();
        try {
          await piece.op(i, w);
          latencies.push(performance.now() - started);
        } catch (error) {
          failed++;
          firstError ??= String(error?.message ?? error).slice(0, 80);
        }
      };
      await bounded({ count: 200, concurrency: PLAYERS, timeCapMs: 3000, op });
      latencies.length = 0;
      failed = 0;
      firstError = undefined;
      const before = await cpu.snapshot();
      const r = await bounded({ count: BREAKDOWN_COUNT, concurrency: PLAYERS, timeCapMs: BREAKDOWN_CAP_MS, op });
      const usage = {};
      cpu.accumulate(usage, before, await cpu.snapshot());
      const ok = r.done - failed;
      const cpuNote = ok ? cpuRow('', { cpu: usage, done: ok }).note.split(';')[0] : '-';
      log(`${piece.name}: ${(ok / (r.ms / 1000)).toFixed(0)} /s${failed ? `, ${failed} failed (${firstError})` : ''}`);
      const rate = ok / (r.ms / 1000);
      rows.push({
        name: piece.name,
        value: rate,
        unit: piece.unit,
        ...(piece.target ? { baseline: `target >= ${piece.target}`, baselineValue: piece.target } : {}),
        note: `${piece.target ? `${rate >= piece.target ? 'MEETS' : 'BELOW'} target; ` : ''}p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; CPU ${cpuNote}${r.capped ? `; time cap: ${r.done}/${BREAKDOWN_COUNT}` : ''}${failed ? `; ${failed} FAILED: ${firstError}` : ''}`,
      });
    }
  } finally {
    await proxy.close();
  }
  return rows;
}
