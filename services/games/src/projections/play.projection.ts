import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { DependencyState, FirstTry, GameEvent, GameStatus, ResultSummary } from '@carewith/contracts';
import {
  createLogger,
  EventStore,
  projectionAppliedTotal,
  projectionLag,
  RecordedEvent,
  Subscription,
} from '@carewith/platform';
import { AnsweredInstance, applyMasterySteps, MasteryStep } from '../mastery/mastery.projection';
import { recordCompletedItems } from '../review/completed-items';
import { playDuration } from '../play/play-duration';
import { activityConfigs } from '../read-model/activity-configs';
import type { Queryable } from '../read-model/queryable';
import { toGameEvent } from '../play/upcast';

const log = createLogger('play-projection');
export const PROJECTION_NAME = 'play-v1';
// At most one projection transaction this often (issue #17: the read model lags at most about this
// much, plus a batch's own time, behind under load, in fewer, larger transactions; an idle projector is
// woken at once). 20 ms cost about 6 % of the play path's throughput against 40; 50 put the lag's p99
// at the 100 ms target.
const PROJECT_EVERY_MS = 40;
// PostgresEventStore's checkpoints ("<transaction id>:<position>").
const CHECKPOINT = /^\d+:\d+$/;

// A completion recorded before cues existed: every right answer was a first try, with no cue.
export const derivedFirstTry = (summary: ResultSummary): FirstTry => ({
  firstTryAnswers: summary.correctAnswers,
  helpedAnswers: 0,
  totalSteps: summary.totalSteps,
  firstTryAccuracy: summary.totalSteps ? summary.correctAnswers / summary.totalSteps : 0,
  meanCueLevel: 0,
});

type AnsweredRow = AnsweredInstance & { id: string };
type CompleteEvent = Extract<GameEvent, { type: 'COMPLETE' }>;

// Applies a run of play events (in stream order) to the read tables. Idempotent: an event already
// recorded changes nothing. A handful of statements per batch rather than several per event: the
// activities are read once, the events recorded in one insert, the first sign of play moves each
// activity to In Progress in one update, every answer's mastery is read and written once, and only a
// completion (one per activity) has statements of its own. The read tables end exactly as applying
// the events one by one would leave them.
export async function applyPlayEvents(
  em: Queryable,
  batch: readonly (readonly [RecordedEvent, GameEvent])[],
): Promise<void> {
  if (!batch.length) return;
  const instanceIds = [...new Set(batch.map(([, event]) => event.data.gameInstanceId))].sort();
  // An erased activity's late event is dropped (the share lock makes an erasure in flight wait for this
  // batch). The rows read here are also what the answers' mastery needs.
  const rows = await em.query<(Omit<AnsweredRow, 'config_json'> & { version: string; status: GameStatus })[]>(
    `SELECT id, senior_id, care_team_id, template_id, status, xmin::text AS version FROM game_instances
      WHERE id = ANY($1::uuid[]) ORDER BY id FOR KEY SHARE`,
    [instanceIds],
  );
  // Activities that a first answer moves to In Progress (most of a batch's are there already).
  const notStarted = new Set(
    rows.filter((r) => r.status === 'DRAFT' || r.status === 'SENT').map((r) => r.id.toLowerCase()),
  );
  // Their configs (the steps mastery needs) by version: read again only when the row changed.
  const configs = await activityConfigs.load(em, rows);
  const instances = new Map(
    rows.flatMap(({ version: _version, status: _status, ...row }) => {
      const config_json = configs.get(row.id);
      return config_json ? [[row.id.toLowerCase(), { ...row, config_json }] as const] : [];
    }),
  );
  const known = batch.filter(([, event]) => instances.has(event.data.gameInstanceId.toLowerCase()));
  if (!known.length) return;
  const inserted = await em.query<{ id: string }[]>(
    `INSERT INTO game_events (id, game_instance_id, type, payload_json, created_at)
     SELECT id, game_instance_id, type, payload_json, created_at
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id uuid, game_instance_id uuid, type text, payload_json jsonb, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        known.map(([recorded, event]) => ({
          id: recorded.id,
          game_instance_id: event.data.gameInstanceId,
          type: event.type,
          payload_json: event.data,
          created_at: new Date(event.data.at),
        })),
      ),
    ],
  );
  const recordedNow = new Set(inserted.map((row) => row.id.toLowerCase()));
  // Each activity's first START or STEP of the batch (before any completion of it) moves it to In Progress.
  const firstPlay = new Map<string, Date>();
  const completed = new Set<string>();
  const answers: MasteryStep[] = [];
  const completions: CompleteEvent[] = [];
  for (const [recorded, event] of known) {
    if (!recordedNow.has(recorded.id.toLowerCase())) continue;
    const instanceId = event.data.gameInstanceId.toLowerCase();
    switch (event.type) {
      case 'START':
      case 'STEP':
        if (!completed.has(instanceId) && !firstPlay.has(instanceId) && notStarted.has(instanceId))
          firstPlay.set(instanceId, new Date(event.data.at));
        answers.push({ event, instance: instances.get(instanceId)! });
        break;
      case 'COMPLETE':
        completed.add(instanceId);
        completions.push(event);
        break;
      case 'ABANDON':
        break;
      default: {
        const unknownEvent: never = event;
        return unknownEvent;
      }
    }
  }
  if (firstPlay.size)
    await em.query(
      `UPDATE game_instances g SET status = 'ACTIVE', started_at = coalesce(g.started_at, x.at)
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, at timestamptz)
        WHERE g.id = x.id AND g.status IN ('DRAFT', 'SENT')`,
      [JSON.stringify([...firstPlay].map(([id, at]) => ({ id, at })))],
    );
  await applyMasterySteps(em, answers);
  for (const event of completions) await applyCompletion(em, event);
  // Which completed activity the Review finds each item in (review/completed-items.ts).
  await recordCompletedItems(
    em,
    completions.flatMap((e) => instances.get(e.data.gameInstanceId.toLowerCase()) ?? []),
  );
}

// A completion, recorded for the first time: its result from the answers recorded before it, and the
// activity closed.
async function applyCompletion(em: Queryable, event: CompleteEvent): Promise<void> {
  const at = new Date(event.data.at);
  const recorded = await em.query<
    { type: 'START' | 'STEP'; payload_json: { step: number; answer: unknown; at: number; clientAt?: number } }[]
  >(
    `SELECT type, payload_json FROM game_events
      WHERE game_instance_id = $1 AND type IN ('START', 'STEP') ORDER BY created_at, id`,
    [event.data.gameInstanceId],
  );
  const answers = recorded.filter((r) => r.type === 'STEP');
  // The duration is derived from the answers' own moments, so replaying a stream whose COMPLETE
  // counted time offline as play (recorded before the fix) still gives the time actually played.
  const started = recorded.find((r) => r.type === 'START')?.payload_json ?? null;
  const summary = {
    ...event.data.summary,
    totalTime: playDuration(
      started,
      answers.map((a) => a.payload_json),
      event.data.at,
    ),
  };
  await em.query(
    `INSERT INTO results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_instance_id) DO NOTHING`,
    [
      event.data.gameInstanceId,
      JSON.stringify(summary),
      JSON.stringify(
        answers.map((a) => ({
          step: a.payload_json.step,
          answer: a.payload_json.answer,
          timestamp: a.payload_json.at,
        })),
      ),
      JSON.stringify({ accuracy: event.data.accuracy }),
      at,
      JSON.stringify(event.data.firstTry ?? derivedFirstTry(event.data.summary)),
    ],
  );
  await em.query(`UPDATE game_instances SET status = 'CLOSED', started_at = coalesce(started_at, $2) WHERE id = $1`, [
    event.data.gameInstanceId,
    at,
  ]);
}

// How long the server keeps the lock of a leader it no longer hears from (the lock session's
// idle_session_timeout, and the longest a projection transaction may sit idle). A leader cut off from
// the database (a partition: no error, no close, nothing) would otherwise hold the lock for as long as
// the server takes to notice its connection is dead, by default two hours of TCP keepalive.
const LEASE_MS = 6000;
// The leader asks its lock connection this often; unanswered within half the lease, it steps down,
// well before the server lets the lock go to another replica.
const HEARTBEAT_MS = 1000;

// The play projector: one active instance across all games processes (a Postgres advisory lock held
// on its own connection), read-model writes and the checkpoint in one transaction. Whatever fails
// (the database, the lock's connection) it tries again with backoff, for as long as it runs.
export class PlayProjector {
  private lockClient?: Client;
  private heartbeat?: NodeJS.Timeout;
  // The backend holding the lock: each batch checks, in its own transaction, that it still does.
  private lockPid?: number;
  private subscription?: Subscription;
  private stopped = true;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private failing?: { since: Date; error: string };
  leader = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly databaseUrl: string,
    private readonly options: {
      lockPollMs?: number;
      // The lock's lease and the leader's heartbeat (LEASE_MS, HEARTBEAT_MS unless set).
      leaseMs?: number;
      heartbeatMs?: number;
      // First retry's wait after a failure, doubling up to maxRetryMs.
      retryMs?: number;
      maxRetryMs?: number;
      onApplied?: (event: RecordedEvent) => void;
      // Test hook: runs inside the transaction, before the checkpoint is written.
      beforeCommit?: (event: RecordedEvent) => void;
    } = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  // For /ready: down while the projection cannot make progress (it keeps trying).
  state(): DependencyState | undefined {
    if (this.stopped) return undefined;
    if (this.failing)
      return {
        status: 'down',
        detail: `play projection stalled since ${this.failing.since.toISOString()}: ${this.failing.error}`,
      };
    return { status: 'up', detail: this.leader ? 'projecting' : 'standing by' };
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.step(), ms);
  }

  // One attempt: lead if the lock is free, then follow the store from the checkpoint.
  private async step(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.leader && !(await this.acquire())) {
        this.recovered();
        this.schedule(this.options.lockPollMs ?? 1000);
        return;
      }
      if (!this.subscription) await this.follow();
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  private async acquire(): Promise<boolean> {
    if (!this.lockClient) {
      const client = new Client({ connectionString: this.databaseUrl });
      // The lock lives and dies with this connection: when it goes, so does the leadership.
      client.on('error', (error) => this.lockLost(client, error));
      client.on('end', () => this.lockLost(client, new Error('lock connection ended')));
      this.lockClient = client;
      await client.connect();
      // The server ends this session, and so frees the lock, once it hears nothing for a lease. A
      // standby asks at every poll and the leader at every heartbeat, both well within it.
      await client.query(`SET idle_session_timeout = ${Number(this.leaseMs)}`);
    }
    const { rows } = await this.lockClient.query<{ locked: boolean; pid: number }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked, pg_backend_pid() AS pid',
      [`projector:${PROJECTION_NAME}`],
    );
    if (!rows[0]?.locked) return false;
    this.leader = true;
    this.lockPid = rows[0].pid;
    log.info('this process runs the play projection');
    this.beat(this.lockClient);
    return true;
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? LEASE_MS;
  }

  // The leader's heartbeat: a lock connection that stops answering (the database or the network
  // between them gone quiet) is given up before its lease ends, so this process stops writing first.
  private beat(client: Client): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(async () => {
      if (this.lockClient !== client || !this.leader) return;
      const waitMs = this.leaseMs / 2;
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        client.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(timer);
      if (this.lockClient !== client) return;
      if (!answered) this.lockLost(client, new Error(`the lock connection did not answer within ${waitMs} ms`));
      else this.beat(client);
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
  }

  private lockLost(client: Client, error: Error): void {
    if (this.lockClient !== client) return;
    clearTimeout(this.heartbeat);
    this.lockClient = undefined;
    this.lockPid = undefined;
    client.end().catch(() => undefined);
    // A standby's idle connection is simply opened again at its next attempt.
    if (this.stopped || !this.leader) return;
    log.warn({ err: error.message }, 'play projection lock lost; stepping down');
    this.leader = false;
    // Another replica may take the lock now: this one must stop writing before it tries again.
    const subscription = this.subscription;
    this.subscription = undefined;
    void (subscription?.stop() ?? Promise.resolve()).then(() => this.failed(error));
  }

  private async follow(): Promise<void> {
    const rows = await this.dataSource.query<{ checkpoint: string }[]>(
      'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
      [PROJECTION_NAME],
    );
    if (this.stopped || !this.leader) return;
    const subscription = this.store.subscribeToAll({
      from: rows[0]?.checkpoint ?? null,
      streamPrefix: 'game-',
      // A transaction per batch: under load, one every PROJECT_EVERY_MS carries what arrived meanwhile.
      minIntervalMs: PROJECT_EVERY_MS,
      handleBatch: (events) => this.applyBatch(events),
      onError: (error) => {
        if (this.subscription !== subscription) return;
        this.subscription = undefined;
        this.failed(error);
      },
    });
    this.subscription = subscription;
  }

  private failed(error: unknown): void {
    if (this.stopped) return;
    const message = error instanceof Error ? error.message : String(error);
    this.failures += 1;
    this.failing ??= { since: new Date(), error: message };
    this.failing.error = message;
    const base = this.options.retryMs ?? 500;
    const wait = Math.min(base * 2 ** (this.failures - 1), this.options.maxRetryMs ?? 4000);
    if (this.failures === 1 || this.failures % 10 === 0)
      log.warn({ err: message, failures: this.failures, retryInMs: wait }, 'play projection failed; retrying');
    this.schedule(wait);
  }

  private recovered(): void {
    if (!this.failing) return;
    log.info({ failures: this.failures, since: this.failing.since.toISOString() }, 'play projection running again');
    this.failing = undefined;
    this.failures = 0;
  }

  // The data source's own pool (the projection's statements run on it, in the games schema).
  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    await this.applyBatch([recorded]);
  }

  // A whole poll's events in one transaction with the checkpoint of the last one. The commit does not
  // wait for the WAL flush (synchronous_commit off): a crash loses the batch and its checkpoint
  // together, and the events are replayed from the store; the read model is derived data. The
  // transaction's opening (with the fencing check) and its close (with the checkpoint) are one round
  // trip each: a batch is about ten statements, and under load there is one every PROJECT_EVERY_MS.
  async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    if (!CHECKPOINT.test(last.checkpoint)) throw new Error(`not a checkpoint: ${last.checkpoint}`);
    const events = batch.map((recorded) => [recorded, toGameEvent(recorded)] as const);
    const lockPid = this.lockPid;
    const client = await this.pool().connect();
    // A connection that ends while checked out (a leader cut off mid-batch, its session ended by the
    // server's timeout, the end arriving when the link heals) emits 'error' on the client; the pool
    // listens only to idle clients, so without this the process would crash.
    let failed: unknown;
    const onError = (error: Error) => (failed ??= error);
    client.on('error', onError);
    try {
      // Fencing: a leader whose lock connection died (and whose lock another replica may hold now)
      // writes nothing. Tests that call apply() directly hold no lock. A transaction left open by a
      // leader cut off mid-batch ends within a lease, so its row locks never hold up the next leader.
      const opened = (await client.query(
        `BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL idle_in_transaction_session_timeout = ${Number(this.leaseMs)};
         SELECT ${lockPid === undefined ? 'true' : `EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = ${Number(lockPid)})`} AS held`,
      )) as unknown as { rows: { held: boolean }[] }[];
      if (!opened[3]?.rows[0]?.held) throw new Error('the play projection lock is no longer held');
      await applyPlayEvents(
        { query: async (sql, parameters) => (await client.query(sql, parameters)).rows as never },
        events,
      );
      for (const [recorded] of events) this.options.beforeCommit?.(recorded);
      // Both values are literals of known form (the name a constant, the checkpoint checked above).
      await client.query(
        `INSERT INTO projection_checkpoints (name, checkpoint) VALUES ('${PROJECTION_NAME}', '${last.checkpoint}')
         ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now();
         COMMIT`,
      );
    } catch (error) {
      failed ??= error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A failed batch's connection is closed, not reused: it may be the one that broke.
      client.release(failed ? true : undefined);
    }
    projectionLag.set({ projection: PROJECTION_NAME }, Math.max(0, (Date.now() - last.createdAt.getTime()) / 1000));
    projectionAppliedTotal.inc({ projection: PROJECTION_NAME }, batch.length);
    this.recovered();
    for (const recorded of batch) this.options.onApplied?.(recorded);
  }

  // Rebuild from zero: clear what the projection wrote, forget the checkpoint, replay every event.
  async rebuild(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.dataSource.transaction(async (em) => {
      await em.query('DELETE FROM results');
      await em.query('DELETE FROM game_events');
      await em.query('DELETE FROM item_mastery');
      await em.query('DELETE FROM completed_items');
      await em.query(
        `UPDATE game_instances SET status = CASE WHEN sent_at IS NULL THEN 'DRAFT' ELSE 'SENT' END, started_at = NULL`,
      );
      await em.query('DELETE FROM projection_checkpoints WHERE name = $1', [PROJECTION_NAME]);
    });
    if (this.leader) await this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.heartbeat);
    await this.subscription?.stop();
    this.subscription = undefined;
    const client = this.lockClient;
    this.lockClient = undefined;
    this.lockPid = undefined;
    await client?.end().catch(() => undefined);
    this.leader = false;
  }
}
