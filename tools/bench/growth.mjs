// Caregiver reads as a family's history grows, distributed profile: a family with GROWTH_LARGE (1,000)
// completed activities (L) against one with GROWTH_SMALL (30) (S, the baseline, in the same run and
// the same database), among GROWTH_FAMILIES (100) other families of 30 activities each that only make
// the tables the size of a larger deployment. Each family's caregiver signs in through the development
// sign-in and adds their loved one through the API; their play history is then written in SQL by
// growth-seed.mjs (the events and the read tables as the projector leaves them). Each read is timed
// one at a time and with 10 in flight; a row's value is L's p95 and its baseline S's, with the targets
// in the note: L no more than 1.5x S, and under 300 ms at 10 in flight.
import { adminQuery, ApiSession, startDistributedSystem } from './system.mjs';
import { seedGrowth } from './growth-seed.mjs';
import { cleanupStack, cpuProbe, quantile, requireFromPlatform, sleep } from './lib.mjs';

const LARGE = Number(process.env.GROWTH_LARGE ?? 1000);
const SMALL = Number(process.env.GROWTH_SMALL ?? 30);
const PADDING = Number(process.env.GROWTH_FAMILIES ?? 100);
const SEQUENTIAL = 60; // samples per read and family, one at a time (a p95 of 20 was one sample: its ratio moved 0.85-2.27x between runs)
const IN_FLIGHT = 10;
const CONCURRENT = 80; // samples per read and family at 10 in flight
const READ_CAP_MS = 20_000; // per read, family and mode (the two families' turns share twice this): a slow read gives fewer samples, not a stuck run
const RATIO_TARGET = 1.5;
const IN_FLIGHT_TARGET_MS = 300;
const CATCH_UP_CAP_MS = 300_000;
// CPU per read: the reads of each family one at a time, and the CPU every process of the system used
// meanwhile (gateway, the five services, the bench database's PostgreSQL backends and background
// processes, NATS; not the bench's own client), divided by the reads. /proc counts in 10 ms ticks: 40
// reads of 20-50 ms of CPU each make the tick's error under 1 %.
const CPU_READS = 40;
// Reads whose CPU per read is a target: at most half of what they cost before the reads were made
// lighter (docs/capacity.md has both figures).
const CPU_TARGETS = { dashboard: true, schedule: true };

// The caregiver's reads (the dashboard is the caller's; every other one is the loved one's). Recent
// Activities reads a page of 20, as the profile asks; the whole list, the CSV and the archive are
// downloads of the whole history, so they grow with it by nature, and the trend's weeks hold what was
// played in them (the seed plays one activity a day): their rows say so beside the target.
const TREND_DAYS = 7 * requireFromPlatform('@carewith/contracts').TREND_WEEKS;
const GROWS_BY_NATURE = {
  'results, whole list': 'a download of the whole history, so it grows with it',
  'results.csv': 'a download of the whole history, so it grows with it',
  'export.zip': 'a download of the whole history, so it grows with it',
  trend: `a window of ${TREND_DAYS} days, holding ${Math.min(LARGE, TREND_DAYS)} results for L and ${Math.min(SMALL, TREND_DAYS)} for S`,
};
const ALL_READS = [
  ['dashboard', () => '/api/dashboard'],
  ['overview', (s) => `/api/seniors/${s}/overview`],
  ['results page', (s) => `/api/seniors/${s}/results?limit=20`],
  ['results, whole list', (s) => `/api/seniors/${s}/results`],
  ['mastery', (s) => `/api/seniors/${s}/mastery`],
  ['review', (s) => `/api/seniors/${s}/review`],
  ['difficulty', (s) => `/api/seniors/${s}/difficulty`],
  ['schedule', (s) => `/api/seniors/${s}/schedule`],
  ['trend', (s) => `/api/seniors/${s}/trend`],
  ['results.csv', (s) => `/api/seniors/${s}/results.csv`],
  ['starters', (s) => `/api/seniors/${s}/conversation-starters`],
  ['export.zip', (s) => `/api/seniors/${s}/export.zip`],
];
// GROWTH_READS=dashboard,trend times only those reads (names as in the table, before the colon).
const READS = process.env.GROWTH_READS
  ? ALL_READS.filter(([name]) => process.env.GROWTH_READS.split(',').includes(name))
  : ALL_READS;

export default async function growth({ log }) {
  const cleanups = cleanupStack(log);
  try {
    const system = await startDistributedSystem({ log, register: (stop) => cleanups.push(stop) });
    const large = await caregiver(system.url, 'Large');
    const small = await caregiver(system.url, 'Small');

    const { Client } = requireFromPlatform('pg');
    const db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());
    const seedStarted = performance.now();
    // Yesterday's activity is the last: today's figures (the dashboard's "this week") still see play.
    const lastAt = Date.now() - 86_400_000;
    const counts = await seedGrowth(db, {
      families: [
        { ...large.family, activities: LARGE },
        { ...small.family, activities: SMALL },
      ],
      padding: PADDING,
      lastAt,
    });
    log(
      `seeded ${counts.activities} activities, ${counts.events} play events (${PADDING + 2} families) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    await projectorCaughtUp(db, log);
    await db.query('VACUUM ANALYZE');
    // The seed's writes flushed now, not by a checkpoint that would land on the first reads timed.
    await db.query('CHECKPOINT');
    log(`database ${await sizes(system.database)}`);

    // Each read for both families, once and then with IN_FLIGHT at a time, before anything is timed:
    // warms each path up, and opens the services' database connections that IN_FLIGHT requests use (a
    // new PostgreSQL backend's first queries load its catalog caches; without this the first read timed
    // in flight, the dashboard, paid for every pool's growth: p95 883 ms against 269-297 once warm).
    for (const family of [large, small]) {
      for (const [name, path] of READS) {
        const res = await family.api.request('GET', path(family.seniorId));
        if (res.status !== 200) log(`${name} (${family.label}) answered ${res.status} at warm-up`);
        await timed(family.api, path(family.seniorId), { concurrency: IN_FLIGHT, count: IN_FLIGHT });
      }
    }

    const probe = cpuProbe(system, undefined, db);
    const rows = [];
    for (const [name, path] of READS) {
      const time = async (family, concurrency, count, failures, deadline) => {
        const r = await timed(family.api, path(family.seniorId), { concurrency, count, deadline });
        failures.push(...r.failed.map((status) => `${family.label} ${status}`));
        return r.latencies;
      };
      // L and S take turns in small slices (one request at a time; 10 requests with 10 in flight), and
      // which goes first alternates, so a pause of the system (a collection, a checkpoint) lands on
      // either alike: with two halves, one family took a whole hiccup, and reads of 10 ms with equal
      // p50s showed p95 ratios near 1.9x.
      const alternate = async (concurrency, count) => {
        const samples = { L: [], S: [], failures: [] };
        const deadline = performance.now() + 2 * READ_CAP_MS;
        const slices = count / concurrency;
        for (let slice = 0; slice < slices && performance.now() < deadline; slice++) {
          const order = slice % 2 ? [small, large] : [large, small];
          for (const family of order)
            samples[family.label].push(...(await time(family, concurrency, concurrency, samples.failures, deadline)));
        }
        return samples;
      };
      const cpuOf = async (family) => {
        const before = await probe.snapshot();
        const r = await timed(family.api, path(family.seniorId), { concurrency: 1, count: CPU_READS });
        const after = await probe.snapshot();
        const into = {};
        probe.accumulate(into, before, after);
        const { wall: _wall, 'bench client': _client, ...groups } = into;
        const reads = r.latencies.length || 1;
        const perRead = Object.fromEntries(Object.entries(groups).map(([g, ms]) => [g, ms / reads]));
        return { total: Object.values(perRead).reduce((a, b) => a + b, 0), perRead };
      };
      const cpuL = await cpuOf(large);
      const cpuS = await cpuOf(small);
      const parts = Object.entries(cpuL.perRead)
        .filter(([, ms]) => ms >= 0.05)
        .sort((a, b) => b[1] - a[1])
        .map(([g, ms]) => `${g} ${ms.toFixed(1)}`);
      log(`${name}: CPU per read L ${cpuL.total.toFixed(1)} ms, S ${cpuS.total.toFixed(1)} ms`);
      rows.push({
        name: `${name}: CPU per read, every process`,
        value: cpuL.total,
        unit: 'ms CPU/read',
        baseline: `same read, ${SMALL} activities`,
        baselineValue: cpuS.total,
        note: `L: ${parts.join(', ')} ms; ${CPU_READS} reads one at a time${CPU_TARGETS[name] ? '; target: half of its figure before the lighter reads' : ''}`,
      });
      const seq = await alternate(1, SEQUENTIAL);
      const par = await alternate(IN_FLIGHT, CONCURRENT);
      const p = (list, q) => quantile(list, q);
      const ratio = p(seq.L, 0.95) / p(seq.S, 0.95);
      log(
        `${name}: ${failedNote(seq.failures)}L p95 ${p(seq.L, 0.95).toFixed(1)} ms, S ${p(seq.S, 0.95).toFixed(1)} ms (${ratio.toFixed(2)}x)`,
      );
      rows.push({
        name: `${name}: p95, one at a time`,
        value: p(seq.L, 0.95),
        unit: 'ms',
        baseline: `same read, ${SMALL} activities`,
        baselineValue: p(seq.S, 0.95),
        note: `${failedNote(seq.failures)}L/S ${ratio.toFixed(2)}x (target <= ${RATIO_TARGET}x: ${ratio <= RATIO_TARGET ? 'met' : 'missed'}${GROWS_BY_NATURE[name] ? `; ${GROWS_BY_NATURE[name]}` : ''}); p50 L ${p(seq.L, 0.5).toFixed(1)} / S ${p(seq.S, 0.5).toFixed(1)} ms; n ${seq.L.length}/${seq.S.length}`,
      });
      const l95 = p(par.L, 0.95);
      rows.push({
        name: `${name}: p95, ${IN_FLIGHT} in flight`,
        value: l95,
        unit: 'ms',
        baseline: `same read, ${SMALL} activities`,
        baselineValue: p(par.S, 0.95),
        note: `${failedNote(par.failures)}L target < ${IN_FLIGHT_TARGET_MS} ms: ${l95 < IN_FLIGHT_TARGET_MS ? 'met' : 'missed'}; p50 L ${p(par.L, 0.5).toFixed(1)} / S ${p(par.S, 0.5).toFixed(1)} ms; n ${par.L.length}/${par.S.length}`,
      });
    }
    return rows;
  } finally {
    await cleanups.done();
  }
}

// Answers other than 200 (a 504 when a service did not answer in time) are counted, not timed.
const failedNote = (failures) => {
  if (!failures.length) return '';
  const counts = new Map();
  for (const f of failures) counts.set(f, (counts.get(f) ?? 0) + 1);
  return `FAILED ${[...counts].map(([what, n]) => `${n}x ${what}`).join(', ')}; `;
};

// A caregiver signed in (development sign-in) with a loved one added through the API; their ids for the seed.
async function caregiver(baseUrl, label) {
  const api = new ApiSession(baseUrl);
  await api.expect(200, 'GET', '/api/auth/csrf');
  const suffix = Math.random().toString(36).slice(2, 8);
  await api.expect(200, 'POST', '/api/dev-login', {
    name: `${label} Caregiver`,
    email: `growth-${label}-${suffix}@example.com`,
  });
  const user = await api.expect(200, 'GET', '/api/auth/user');
  const senior = await api.expect(201, 'POST', '/api/seniors', { firstName: 'Rose', lastName: label });
  return {
    api,
    label: label[0],
    seniorId: senior.id,
    family: { seniorId: senior.id, careTeamId: senior.careTeamId, userId: user.id },
  };
}

// `count` GETs with `concurrency` in flight: the latency of each answered one, in ms, and the status of
// each that was not.
async function timed(api, path, { concurrency, count, deadline = performance.now() + READ_CAP_MS }) {
  const latencies = [];
  const failed = [];
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      next++;
      const started = performance.now();
      const res = await api.request('GET', path);
      if (res.status === 200) latencies.push(performance.now() - started);
      else failed.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, failed };
}

// The seeded events are already projected (same transaction): the projector only passes over them.
// Timing starts once it has, so its reading is not in the figures.
async function projectorCaughtUp(db, log) {
  const started = performance.now();
  const last = await db.query(
    `SELECT position FROM games.events WHERE stream_id LIKE 'game-%' ORDER BY tx_id DESC, position DESC LIMIT 1`,
  );
  const target = BigInt(last.rows[0]?.position ?? 0);
  for (;;) {
    const { rows } = await db.query(`SELECT checkpoint FROM games.projection_checkpoints WHERE name = 'play-v1'`);
    const at = BigInt(rows[0]?.checkpoint.split(':')[1] ?? -1);
    if (at >= target) break;
    if (performance.now() - started > CATCH_UP_CAP_MS) throw new Error('the play projector did not catch up');
    await sleep(250);
  }
  log(`projector past the seeded events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function sizes(database) {
  const { rows } = await adminQuery(`SELECT pg_size_pretty(pg_database_size($1)) AS size`, [database]);
  return rows[0].size;
}
