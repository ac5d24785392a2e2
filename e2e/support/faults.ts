import { randomUUID } from 'node:crypto';
import { expectEventually, PrivateServer } from '@carewith/platform/testing';
import { ApiClient } from './api';
import { addActivity, anActivity, playLink } from './fixtures';
import { DistributedSystem, queryDb, startDistributed } from './systems';

// The fault tests' harness: one distributed system on a private dependency, a steady bounded play
// load (plus a signed-in caregiver and a Send pressed twice) run through each outage, and the
// checks of surviving an outage: nothing acknowledged lost, no text twice, every process alive, full service
// soon after the dependency returns, /ready honest during the outage.

// Every request loop ends: a request is tried at most this long before the load gives up.
const GIVE_UP_AFTER_MS = 90_000;
const PACE_MS = 250;
// Full service within this long of the dependency's return.
export const RECOVERY_MS = 10_000;

export type FaultSystem = {
  system: DistributedSystem;
  owner: ApiClient;
  seniorId: string;
};

export async function startFaultSystem(options: Parameters<typeof startDistributed>[0] = {}): Promise<FaultSystem> {
  const system = await startDistributed({
    ...options,
    // LOG_LEVEL info: the tests read the state-change lines (lost, restored).
    env: { LOG_LEVEL: 'info', RATE_LIMIT_PLAY_PER_MINUTE: '100000', SMS_BACKOFF_MS: '100', ...options.env },
  });
  // A failure after the start stops the system here: the caller never gets it to stop, and its six
  // processes would keep jest from exiting (a CI run hung so after a failed sign-in).
  try {
    const owner = new ApiClient(system.url);
    await owner.signIn('Olive Outage', `olive.${randomUUID().slice(0, 6)}@example.com`);
    const senior = await owner.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Nell',
      lastName: 'Fault',
      phone: '+15550007777',
    });
    return { system, owner, seniorId: senior.body.id };
  } catch (error) {
    await system.stop();
    throw error;
  }
}

// A fault suite's set-up, registered as the describe block's hooks: its private dependency started,
// a fault system on it (options from the server, e.g. its url), and both stopped after the block, the
// system first (it drops its database on a private PostgreSQL). Read the fields in hooks and tests only.
export function useFaultSuite<S extends PrivateServer>(
  privateServer: () => Promise<S>,
  options: (server: S) => Parameters<typeof startFaultSystem>[0],
): { server: S; fault: FaultSystem } {
  const suite = {} as { server: S; fault: FaultSystem };
  beforeAll(async () => {
    suite.server = await privateServer();
    await suite.server.start();
    suite.fault = await startFaultSystem(options(suite.server));
  });
  afterAll(async () => {
    await suite.fault?.system.stop();
    await suite.server?.dispose();
  });
  return suite;
}

// The outage of a private dependency: killed (a crash), stopped or paused for `lastsMs`, then started
// again (or resumed).
export const outageOf = (server: PrivateServer, how: 'kill' | 'stop' | 'pause', lastsMs: number) => ({
  begin: () => server[how](),
  end: () => (how === 'pause' ? server.resume() : server.start()),
  lastsMs,
});

// An assertion retried every 250 ms until it holds, for at most `timeoutMs`.
export const soon = <T>(timeoutMs: number, check: () => Promise<T>) =>
  expectEventually(check, { timeoutMs, intervalMs: 250 });

// Each named process's /ready answers 503 with the dependency down, and `also` holds, within 8 s.
export const expectDownEverywhere = (
  system: DistributedSystem,
  names: string[],
  dependency: string,
  also: () => Promise<void> = async () => undefined,
) =>
  soon(8_000, async () => {
    for (const name of names) {
      const ready = await readyOf(system, name);
      expect([name, ready.status, ready.dependencies[dependency]?.status]).toEqual([name, 503, 'down']);
    }
    await also();
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type LoadReport = {
  games: string[];
  // Event ids the server acknowledged (200, or 409 for an id it already had).
  acknowledged: string[];
  // Every status seen during the load, by count.
  statuses: Record<number, number>;
  sends: string[];
};

// A steady play load: `players` loved ones each play `games` activities through (START, 5 STEPs,
// COMPLETE) like the play page, a request without an answer sent again with the same event id; a
// caregiver keeps reading the dashboard; and `sends` activities get Send pressed twice, then again
// until the server answers 200 or 409. Resolves when every request was answered (bounded in time).
export async function runLoad(
  { system, owner, seniorId }: FaultSystem,
  { players = 3, games = 3, sends = 1 }: { players?: number; games?: number; sends?: number } = {},
): Promise<{ running: Promise<LoadReport>; stop: () => void }> {
  // One at a time: a burst of them on a busy machine ran past the bus timeout (504) before any fault.
  const gameIds: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < players * games; i++) {
    const { id, token } = await playableActivity({ owner, seniorId }, `Fault ${i}`);
    gameIds.push(id);
    tokens.push(token);
  }
  const sendIds: string[] = [];
  for (let i = 0; i < sends; i++) sendIds.push(await newActivity({ owner, seniorId }, `Fault text ${i}`));
  const report: LoadReport = { games: gameIds, acknowledged: [], statuses: {}, sends: sendIds };
  const seen = (status: number) => (report.statuses[status] = (report.statuses[status] ?? 0) + 1);
  let stopped = false;

  async function untilAnswered(client: ApiClient, method: string, path: string, json: unknown, ok: number[]) {
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    for (;;) {
      const status = await client
        .request(method, path, { json })
        .then((res) => (void res.body?.cancel(), res.status))
        .catch(() => 0);
      seen(status);
      if (ok.includes(status)) return status;
      if (status > 0 && status < 500) throw new Error(`${method} ${path}: ${status}`);
      if (Date.now() > deadline) throw new Error(`${method} ${path}: no answer within ${GIVE_UP_AFTER_MS} ms`);
      await sleep(PACE_MS);
    }
  }

  async function play(player: ApiClient, token: string) {
    const ack = async (path: string, eventId: string, body: Record<string, unknown>) => {
      await untilAnswered(player, 'POST', `/api/play/${token}/${path}`, { eventId, ...body }, [200, 409]);
      report.acknowledged.push(eventId);
      await sleep(PACE_MS);
    };
    await ack('event', randomUUID(), { type: 'START', payload: {} });
    for (let step = 0; step < 5; step++)
      await ack('event', randomUUID(), { type: 'STEP', payload: { step, answer: 'know' } });
    await ack('complete', randomUUID(), {
      summary: { totalSteps: 5, correctAnswers: 5, totalTime: 1000, engagement: 'high' },
      rawData: [],
      computedScores: { accuracy: 1 },
    });
  }

  const players_ = Array.from({ length: players }, async (_, p) => {
    const player = new ApiClient(system.url);
    for (let g = 0; g < games; g++) await play(player, tokens[p * games + g]!);
  });
  // The signed-in caregiver: session reads keep the gateway's session pool busy.
  const reading = (async () => {
    while (!stopped) {
      seen(
        await owner.get('/api/seniors').then(
          (res) => (void res.body?.cancel(), res.status),
          () => 0,
        ),
      );
      await sleep(PACE_MS * 2);
    }
  })();
  // Send pressed twice at once, then pressed again until it is answered for good.
  const texting = (async () => {
    await sleep(3_000);
    for (const id of sendIds) {
      const path = `/api/games/${id}/send-sms`;
      const twice = await Promise.all(
        [1, 2].map(() =>
          owner.json('POST', path, { message: 'Hello Nell' }).then(
            (r) => r.status,
            () => 0,
          ),
        ),
      );
      twice.forEach(seen);
      if (!twice.includes(200)) await untilAnswered(owner, 'POST', path, { message: 'Hello Nell' }, [200, 409]);
    }
  })();
  const running = (async () => {
    await Promise.all([...players_, texting]);
    stopped = true;
    await reading;
    return report;
  })();
  return { running, stop: () => (stopped = true) };
}

// What is asked after each outage.
export async function expectNothingLost(fault: FaultSystem, report: LoadReport): Promise<void> {
  const { system } = fault;
  // No database outage answers 500: the dependency's absence is a 503 (or a 504 timeout).
  expect(report.statuses[500] ?? 0).toBe(0);
  // Every acknowledged event is in the event store and, once projected, in the read tables.
  const stored = await queryDb<{ event_id: string }>(
    system.databaseUrl,
    'SELECT event_id FROM games.events WHERE event_id = ANY($1)',
    [report.acknowledged],
  );
  expect(new Set(stored.map((r) => r.event_id)).size).toBe(report.acknowledged.length);
  await expectEventually(
    async () => {
      const projected = await queryDb<{ n: number }>(
        system.databaseUrl,
        'SELECT count(*)::int AS n FROM games.game_events WHERE id = ANY($1::uuid[])',
        [report.acknowledged],
      );
      expect(projected).toEqual([{ n: report.acknowledged.length }]);
      const results = await queryDb<{ n: number }>(
        system.databaseUrl,
        'SELECT count(*)::int AS n FROM games.results WHERE game_instance_id = ANY($1::uuid[])',
        [report.games],
      );
      expect(results).toEqual([{ n: report.games.length }]);
    },
    { timeoutMs: RECOVERY_MS },
  );
  // Each activity sent is Sent, with one text and one open link.
  await expectEventually(
    async () => {
      const texts = await queryDb<{ ref_id: string; n: number }>(
        system.databaseUrl,
        'SELECT ref_id, count(*)::int AS n FROM messaging.messages WHERE ref_id = ANY($1) GROUP BY ref_id ORDER BY ref_id',
        [report.sends],
      );
      expect(texts).toEqual([...report.sends].sort().map((ref_id) => ({ ref_id, n: 1 })));
    },
    { timeoutMs: RECOVERY_MS },
  );
  // Each completed activity: one e-mail to the family (the owner), however the outage fell (the
  // completion's fact is delivered again after it, at most 15 s apart).
  await expectEventually(
    async () => {
      const emails = await queryDb<{ ref_id: string; n: number }>(
        system.databaseUrl,
        `SELECT ref_id, count(*)::int AS n FROM messaging.messages
          WHERE kind = 'activity-completed' AND ref_id = ANY($1) GROUP BY ref_id ORDER BY ref_id`,
        [report.games],
      );
      expect(emails).toEqual([...report.games].sort().map((ref_id) => ({ ref_id, n: 1 })));
    },
    { timeoutMs: RECOVERY_MS + 30_000 },
  );
  const sent = await queryDb<{ status: string; open_links: number }>(
    system.databaseUrl,
    `SELECT g.status, (SELECT count(*)::int FROM games.magic_links l WHERE l.game_instance_id = g.id AND l.revoked_at IS NULL) AS open_links
       FROM games.game_instances g WHERE g.id = ANY($1::uuid[])`,
    [report.sends],
  );
  expect(sent).toEqual(report.sends.map(() => ({ status: 'SENT', open_links: 1 })));
}

// Every process runs: none had to be restarted (they ride the outage out).
export function expectAllAlive({ system }: FaultSystem): void {
  expect(system.processes.filter((p) => !system.alive(p.name) || p.restarts > 0)).toEqual([]);
}

export async function readyOf(system: DistributedSystem, name: string) {
  const port = system.processes.find((p) => p.name === name)!.healthPort;
  const res = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(5_000) });
  const body = (await res.json()) as { dependencies?: Record<string, { status: string; detail?: string }> };
  return { status: res.status, dependencies: body.dependencies ?? {} };
}

export const SERVICE_PROCESSES = ['identity', 'care', 'games', 'messaging', 'insights'];

// Every service process by its name ("games-2" where a service has replicas): all but the gateway.
export const serviceProcesses = (system: DistributedSystem) =>
  system.processes.filter((p) => p.name !== 'gateway').map((p) => p.name);

// A new activity (flashcards of places) of the loved one, a draft; its id.
export async function newActivity({ owner, seniorId }: Pick<FaultSystem, 'owner' | 'seniorId'>, title: string) {
  return (await addActivity(owner, anActivity({ title, templateId: 'places-flashcards', seniorId }))).id;
}

// A new activity of the loved one with a play link; its id and the link's token.
async function playableActivity(fault: Pick<FaultSystem, 'owner' | 'seniorId'>, title: string) {
  const id = await newActivity(fault, title);
  return { id, token: (await playLink(fault.owner, id)).token };
}

// Full service: every /ready 200, /api/health ok, and a play request acknowledged at once.
export async function expectFullService(fault: FaultSystem): Promise<void> {
  const { system } = fault;
  const { token } = await playableActivity(fault, 'After');
  for (const name of serviceProcesses(system)) expect((await readyOf(system, name)).status).toBe(200);
  expect((await fetch(`${system.url}/api/health`)).status).toBe(200);
  const player = new ApiClient(system.url);
  const res = await player.request('POST', `/api/play/${token}/event`, {
    json: { eventId: randomUUID(), type: 'START', payload: {} },
  });
  expect(res.status).toBe(200);
}

// Runs the load through one outage: lead-in, the outage (checking /ready meanwhile), the return, and
// every check after it.
export async function throughOutage(
  fault: FaultSystem,
  outage: { begin: () => Promise<void> | void; end: () => Promise<void> | void; lastsMs: number },
  duringOutage: () => Promise<void>,
  loadOptions?: Parameters<typeof runLoad>[1],
): Promise<LoadReport> {
  const load = await runLoad(fault, loadOptions);
  let ended = true;
  const end = async () => {
    if (ended) return;
    ended = true;
    await outage.end();
  };
  try {
    await sleep(1_500);
    ended = false;
    await outage.begin();
    const over = sleep(outage.lastsMs);
    await duringOutage();
    await over;
    await end();
    await soon(RECOVERY_MS, () => expectFullService(fault));
    const report = await load.running;
    await expectNothingLost(fault, report);
    expectAllAlive(fault);
    return report;
  } finally {
    // A failed check still brings the dependency back, so the load ends soon.
    await end();
    load.stop();
    await load.running.catch(() => undefined);
  }
}

// While the bus is away, every request that needs it answers 503 within the bus timeout,
// the AI and conversation routes included, whose own waits for a model are far longer (a trend was
// once answered 504 after 60 s). The bus timeout of the fault systems (BUS_TIMEOUT_MS's default)
// and the margin an answer may take past it: the gateway's own work and a loaded machine.
export const BUS_TIMEOUT_MS = 5_000;
export const BUS_ANSWER_MARGIN_MS = 1_500;

export type BusRoute = { name: string; send: () => Promise<Response> };

// Routes of each kind that need the bus, read and write, the loved one's play included; each is
// checked to answer before the outage, so a refusal cannot pass for a fast failure.
export async function busRoutes({ system, owner, seniorId }: FaultSystem): Promise<BusRoute[]> {
  const trend = { seniorId, timeRange: '30d', timeZone: 'Europe/London' };
  const { token } = await playableActivity({ owner, seniorId }, 'Timed');
  const player = new ApiClient(system.url);
  const routes: BusRoute[] = [
    { name: 'GET /api/seniors/:id', send: () => owner.get(`/api/seniors/${seniorId}`) },
    { name: 'POST /api/ai/trend', send: () => owner.post('/api/ai/trend', trend) },
    {
      name: 'POST /api/ai/custom',
      send: () => owner.post('/api/ai/custom', { ...trend, question: 'How is the week?' }),
    },
    { name: 'GET /api/ai/reports', send: () => owner.get(`/api/ai/reports?seniorId=${seniorId}`) },
    { name: 'GET conversation starters', send: () => owner.get(`/api/seniors/${seniorId}/conversation-starters`) },
    {
      name: 'GET /api/play/:token',
      send: () => player.get(`/api/play/${token}`),
    },
  ];
  for (const route of routes) {
    const res = await route.send();
    await res.body?.cancel();
    expect([route.name, res.ok]).toEqual([route.name, true]);
  }
  return routes;
}

export type TimedAnswers = { longestMs: number; longest: string; answers: Record<string, number> };

// Sends every route again and again for `forMs` (each round all at once), and reports the longest
// answer and every "route status" seen, by count. A request without any answer counts as status 0.
export async function timeAnswers(routes: BusRoute[], forMs: number): Promise<TimedAnswers> {
  const report: TimedAnswers = { longestMs: 0, longest: '', answers: {} };
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    await Promise.all(
      routes.map(async ({ name, send }) => {
        const started = performance.now();
        const status = await send().then(
          (res) => (void res.body?.cancel(), res.status),
          () => 0,
        );
        const ms = performance.now() - started;
        if (ms > report.longestMs) Object.assign(report, { longestMs: Math.round(ms), longest: name });
        const key = `${name} ${status}`;
        report.answers[key] = (report.answers[key] ?? 0) + 1;
      }),
    );
    await sleep(PACE_MS);
  }
  return report;
}

// What one outage's answers must be: every one a 503, none later than the bus timeout.
export function expectFailedFast(routes: BusRoute[], report: TimedAnswers): void {
  expect(Object.keys(report.answers).sort()).toEqual(routes.map((r) => `${r.name} 503`).sort());
  const limit = BUS_TIMEOUT_MS + BUS_ANSWER_MARGIN_MS;
  expect(() => {
    if (report.longestMs > limit)
      throw new Error(`${report.longest} answered after ${report.longestMs} ms, past ${limit} ms`);
  }).not.toThrow();
}

// No play event twice, after any fault: no stream of the store holds the same answer (its START, a
// step, its COMPLETE) twice under two ids, the read tables record no answer twice, and each item's
// times played (a running count the projection adds to) equals the answers recorded for it.
export async function expectNoDuplicates({ system, seniorId }: FaultSystem): Promise<void> {
  const twice = (table: string, stream: string, data: string, where = 'true') =>
    queryDb(
      system.databaseUrl,
      `SELECT ${stream} AS stream, type, ${data}->>'step' AS step, count(*)::int AS n FROM ${table} WHERE ${where}
        GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    );
  // The play streams (difficulty's streams hold many sessions each).
  expect(await twice('games.events', 'stream_id', 'data', "stream_id LIKE 'game-%'")).toEqual([]);
  expect(await twice('games.game_events', 'game_instance_id', 'payload_json')).toEqual([]);
  const [counts] = await queryDb<{ played: number; answers: number }>(
    system.databaseUrl,
    `SELECT (SELECT coalesce(sum(times_played), 0)::int FROM games.item_mastery WHERE senior_id = $1) AS played,
            (SELECT count(*)::int FROM games.game_events e JOIN games.game_instances g ON g.id = e.game_instance_id
              WHERE g.senior_id = $1 AND e.type = 'STEP') AS answers`,
    [seniorId],
  );
  expect(counts!.played).toBe(counts!.answers);
}

// The games processes whose /ready says they run the play projection now.
export async function projectionLeaders(system: DistributedSystem): Promise<string[]> {
  const games = system.processes.filter((p) => /^games(-\d+)?$/.test(p.name)).map((p) => p.name);
  const states = await Promise.all(
    games.map(async (name) => ({ name, ready: await readyOf(system, name).catch(() => undefined) })),
  );
  return states.filter((s) => s.ready?.dependencies.projection?.detail === 'projecting').map((s) => s.name);
}

// How many sessions hold the play projection's lock in the system's database (one, or none between
// two leaders).
export async function projectionLockHolders(system: DistributedSystem): Promise<number> {
  const [row] = await queryDb<{ n: number }>(
    system.databaseUrl,
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND objid::text::bigint = (hashtext('projector:play-v1')::bigint & 4294967295)`,
  );
  return row!.n;
}
