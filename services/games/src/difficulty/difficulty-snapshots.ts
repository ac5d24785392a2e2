import { DataSource } from 'typeorm';
import { DIFFICULTY_EVENT_SCHEMAS, DifficultyEvent } from '@carewith/contracts';
import { createLogger, type EventStore, type RecordedEvent } from '@carewith/platform';
import { DifficultyView, emptyView, evolveView, readSnapshot, snapshotOf, viewOf } from './difficulty-snapshot';

export const toDifficultyEvent = (e: RecordedEvent): DifficultyEvent => {
  const type = e.type as DifficultyEvent['type'];
  return { type, data: DIFFICULTY_EVENT_SCHEMAS[type].parse(e.data) } as DifficultyEvent;
};

// A difficulty stream as read from its snapshot: the view (its state), the stream's revision and last event, and
// what the events after the snapshot added (its sessions, how many there were).
export type LoadedDifficulty = {
  revision: number;
  lastEventId: string | null;
  state: DifficultyView;
  tailSessions: string[];
  tailLength: number;
};

type SnapshotRow = { revision: number; last_event_id: string; snapshot: unknown; counted: boolean };

// Snapshots of difficulty streams (difficulty_snapshots) and the sessions each has counted
// (difficulty_sessions). A snapshot is trusted only while the stream still holds, at its revision,
// the event it names: after an erasure (or anything else that rewrote the stream) it is dropped and
// the stream folded from the start.
export class DifficultySnapshots {
  private readonly log = createLogger(DifficultySnapshots.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async load(streamId: string, gameId?: string): Promise<LoadedDifficulty> {
    const [row] = await this.dataSource.query<SnapshotRow[]>(
      `SELECT s.revision, s.last_event_id, s.snapshot,
              EXISTS (SELECT 1 FROM difficulty_sessions d
                       WHERE d.stream_id = s.stream_id AND d.game_id = $2 AND d.revision <= s.revision) AS counted
         FROM difficulty_snapshots s WHERE s.stream_id = $1`,
      [streamId, gameId ?? null],
    );
    let snapshot = row ? readSnapshot(row.snapshot) : null;
    let recorded = await this.store.readStream(streamId, { fromRevision: snapshot ? row!.revision : 0 });
    if (row && (!snapshot || recorded[0]?.id !== row.last_event_id)) {
      snapshot = null;
      await this.forget(streamId);
      recorded = await this.store.readStream(streamId);
    }
    const tail = (snapshot ? recorded.slice(1) : recorded).map(toDifficultyEvent);
    const start = snapshot ? viewOf(snapshot, row!.counted && gameId ? [gameId] : []) : emptyView();
    return {
      revision: recorded.at(-1)?.revision ?? -1,
      lastEventId: recorded.at(-1)?.id ?? null,
      state: tail.reduce(evolveView, start),
      tailSessions: tail.flatMap((e) => (e.type === 'SessionRecorded' ? [e.data.gameId] : [])),
      tailLength: tail.length,
    };
  }

  // Keeps the view at this revision (an older snapshot never replaces a newer one) and the sessions
  // counted up to it, in one transaction. The snapshot hangs on the newest of those sessions' activities
  // (a stream without one, pins only, is short and not kept). Rows whose activity is gone (erased
  // meanwhile) are not written. A cache: a failure here costs the next reader a longer fold, nothing more.
  async save(streamId: string, revision: number, lastEventId: string, view: DifficultyView, sessions: string[]) {
    try {
      await this.dataSource.transaction(async (em) => {
        await em.query(
          `WITH anchor AS (SELECT id FROM game_instances WHERE id = $5::uuid
                            UNION ALL SELECT game_id FROM difficulty_snapshots WHERE stream_id = $1 AND $5::uuid IS NULL)
           INSERT INTO difficulty_snapshots (stream_id, revision, last_event_id, game_id, snapshot)
           SELECT $1, $2, $3, id, $4 FROM anchor
           ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision, last_event_id = EXCLUDED.last_event_id,
             game_id = EXCLUDED.game_id, snapshot = EXCLUDED.snapshot, updated_at = now()
           WHERE difficulty_snapshots.revision < EXCLUDED.revision`,
          [streamId, revision, lastEventId, JSON.stringify(snapshotOf(view)), sessions.at(-1) ?? null],
        );
        if (sessions.length)
          await em.query(
            `INSERT INTO difficulty_sessions (stream_id, game_id, revision)
             SELECT $1, g.id, $3 FROM game_instances g WHERE g.id = ANY($2::uuid[]) ON CONFLICT DO NOTHING`,
            [streamId, sessions, revision],
          );
      });
    } catch (error) {
      this.log.warn({ err: error, streamId }, 'difficulty snapshot not kept');
    }
  }

  private async forget(streamId: string) {
    await this.dataSource.query('DELETE FROM difficulty_sessions WHERE stream_id = $1', [streamId]);
    await this.dataSource.query('DELETE FROM difficulty_snapshots WHERE stream_id = $1', [streamId]);
  }
}
