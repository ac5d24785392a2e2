import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { GameEvent } from '@carewith/contracts';
import {
  createLogger,
  EventStore,
  projectionAppliedTotal,
  projectionLag,
  RecordedEvent,
  Subscription,
} from '@carewith/platform';
import { toGameEvent } from '../play/play.service';

const log = createLogger('play-projection');
export const PROJECTION_NAME = 'play-v1';

// Applies one play event to the read tables. Idempotent: an event already recorded changes nothing.
export async function applyPlayEvent(em: EntityManager, recorded: RecordedEvent, event: GameEvent): Promise<void> {
  const at = new Date(event.data.at);
  // An erased activity's late event is dropped (the share lock makes an erasure in flight wait for this one).
  const exists = await em.query<unknown[]>('SELECT 1 FROM game_instances WHERE id = $1 FOR KEY SHARE', [
    event.data.gameInstanceId,
  ]);
  if (!exists.length) return;
  const inserted = await em.query(
    `INSERT INTO game_events (id, game_instance_id, type, payload_json, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [recorded.id, event.data.gameInstanceId, event.type, JSON.stringify(event.data), at],
  );
  if (!(inserted as unknown[]).length) return;
  switch (event.type) {
    case 'START':
    case 'STEP':
      // The first sign of play moves a sent (or draft) activity to In Progress.
      await em.query(
        `UPDATE game_instances SET status = 'ACTIVE', started_at = coalesce(started_at, $2)
          WHERE id = $1 AND status IN ('DRAFT', 'SENT')`,
        [event.data.gameInstanceId, at],
      );
      return;
    case 'COMPLETE': {
      const answers = await em.query<{ payload_json: { step: number; answer: unknown; at: number } }[]>(
        `SELECT payload_json FROM game_events WHERE game_instance_id = $1 AND type = 'STEP' ORDER BY created_at, id`,
        [event.data.gameInstanceId],
      );
      await em.query(
        `INSERT INTO results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_instance_id) DO NOTHING`,
        [
          event.data.gameInstanceId,
          JSON.stringify(event.data.summary),
          JSON.stringify(
            answers.map((a) => ({
              step: a.payload_json.step,
              answer: a.payload_json.answer,
              timestamp: a.payload_json.at,
            })),
          ),
          JSON.stringify({ accuracy: event.data.accuracy }),
          at,
        ],
      );
      await em.query(
        `UPDATE game_instances SET status = 'CLOSED', started_at = coalesce(started_at, $2) WHERE id = $1`,
        [event.data.gameInstanceId, at],
      );
      return;
    }
    case 'ABANDON':
      return;
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

// The play projector: one active instance across all games processes (a Postgres advisory lock held
// on its own connection), read-model writes and the checkpoint in one transaction.
export class PlayProjector {
  private lockClient?: Client;
  private subscription?: Subscription;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  leader = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly databaseUrl: string,
    private readonly options: {
      lockPollMs?: number;
      retryMs?: number;
      onApplied?: (event: RecordedEvent) => void;
      // Test hook: runs inside the transaction, before the checkpoint is written.
      beforeCommit?: (event: RecordedEvent) => void;
    } = {},
  ) {}

  start(): void {
    this.stopped = false;
    void this.tryLead();
  }

  private async tryLead(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.lockClient) {
        const client = new Client({ connectionString: this.databaseUrl });
        client.on('error', () => undefined);
        await client.connect();
        this.lockClient = client;
      }
      const { rows } = await this.lockClient.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [`projector:${PROJECTION_NAME}`],
      );
      if (rows[0]?.locked) {
        this.leader = true;
        log.info('this process runs the play projection');
        await this.follow();
        return;
      }
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'projector lock attempt failed');
      await this.lockClient?.end().catch(() => undefined);
      this.lockClient = undefined;
    }
    if (!this.stopped) this.retry = setTimeout(() => void this.tryLead(), this.options.lockPollMs ?? 1000);
  }

  private async follow(): Promise<void> {
    const rows = await this.dataSource.query<{ checkpoint: string }[]>(
      'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
      [PROJECTION_NAME],
    );
    this.subscription = this.store.subscribeToAll({
      from: rows[0]?.checkpoint ?? null,
      streamPrefix: 'game-',
      handleBatch: (events) => this.applyBatch(events),
      onError: (error) => {
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'projection stopped; restarting');
        this.subscription = undefined;
        if (!this.stopped)
          this.retry = setTimeout(() => void this.follow().catch(() => undefined), this.options.retryMs ?? 1000);
      },
    });
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    await this.applyBatch([recorded]);
  }

  // A whole poll's events in one transaction with the checkpoint of the last one. The commit does not
  // wait for the WAL flush (synchronous_commit off): a crash loses the batch and its checkpoint
  // together, and the events are replayed from the store; the read model is derived data.
  async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    const events = batch.map((recorded) => [recorded, toGameEvent(recorded)] as const);
    await this.dataSource.transaction(async (em) => {
      await em.query('SET LOCAL synchronous_commit = off');
      for (const [recorded, event] of events) {
        await applyPlayEvent(em, recorded, event);
        this.options.beforeCommit?.(recorded);
      }
      await em.query(
        `INSERT INTO projection_checkpoints (name, checkpoint) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now()`,
        [PROJECTION_NAME, last.checkpoint],
      );
    });
    projectionLag.set({ projection: PROJECTION_NAME }, Math.max(0, (Date.now() - last.createdAt.getTime()) / 1000));
    projectionAppliedTotal.inc({ projection: PROJECTION_NAME }, batch.length);
    for (const recorded of batch) this.options.onApplied?.(recorded);
  }

  // Rebuild from zero: clear what the projection wrote, forget the checkpoint, replay every event.
  async rebuild(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.dataSource.transaction(async (em) => {
      await em.query('DELETE FROM results');
      await em.query('DELETE FROM game_events');
      await em.query(
        `UPDATE game_instances SET status = CASE WHEN sent_at IS NULL THEN 'DRAFT' ELSE 'SENT' END, started_at = NULL`,
      );
      await em.query('DELETE FROM projection_checkpoints WHERE name = $1', [PROJECTION_NAME]);
    });
    if (this.leader) await this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = undefined;
    this.leader = false;
  }
}
