import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TemplateSlug } from '@carewith/contracts';
import type { DifficultySnapshot } from './difficulty-snapshot';

export const SWEEP_BATCH = 200;
// Started activities are ACTIVE until completed (CLOSED): a partial index holds only those, so the
// sweep reads the few open activities, not every activity ever made.
export const ABANDONED_SWEEP_SQL = `SELECT g.id, g.senior_id, g.template_id, g.started_at FROM game_instances g
  WHERE g.status = 'ACTIVE' AND g.started_at < $1 AND g.senior_id IS NOT NULL
    AND ($2::uuid IS NULL OR g.senior_id = $2)
    AND NOT EXISTS (SELECT 1 FROM difficulty_abandoned a WHERE a.game_instance_id = g.id)
  ORDER BY g.started_at LIMIT ${SWEEP_BATCH}`;

export type StartedActivity = { id: string; senior_id: string; template_id: TemplateSlug; started_at: Date };

// A difficulty stream's kept snapshot as stored (unread: DifficultySnapshots checks its shape), and
// whether the session asked about was counted up to it.
export type StoredSnapshot = { revision: number; last_event_id: string; snapshot: unknown; counted: boolean };

// The statements of difficulty: the abandoned-session sweep's reads and marks (difficulty_abandoned),
// and the streams' snapshots with the sessions each has counted (difficulty_snapshots,
// difficulty_sessions), which DifficultySnapshots reads and keeps.
@Injectable()
export class DifficultyStore {
  constructor(private readonly dataSource: DataSource) {}

  // Activities started before `before` and never completed nor yet recorded as abandoned (of one
  // loved one, or of everyone), the oldest first, at most SWEEP_BATCH.
  async startedBefore(before: Date, seniorId: string | null): Promise<StartedActivity[]> {
    return this.dataSource.query<StartedActivity[]>(ABANDONED_SWEEP_SQL, [before, seniorId]);
  }

  // Recorded once; an activity erased meanwhile has no row to mark.
  async markAbandoned(gameId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO difficulty_abandoned (game_instance_id)
       SELECT id FROM game_instances WHERE id = $1 ON CONFLICT DO NOTHING`,
      [gameId],
    );
  }

  // ---------- snapshots (DifficultySnapshots) ----------

  // The stream's snapshot, with whether that session (if any) is among those it counted; null when none is kept.
  async snapshot(streamId: string, gameId?: string): Promise<StoredSnapshot | null> {
    const [row] = await this.dataSource.query<StoredSnapshot[]>(
      `SELECT s.revision, s.last_event_id, s.snapshot,
              EXISTS (SELECT 1 FROM difficulty_sessions d
                       WHERE d.stream_id = s.stream_id AND d.game_id = $2 AND d.revision <= s.revision) AS counted
         FROM difficulty_snapshots s WHERE s.stream_id = $1`,
      [streamId, gameId ?? null],
    );
    return row ?? null;
  }

  // Keeps the snapshot at this revision (an older one never replaces a newer one) and the sessions
  // counted up to it, in one transaction. It hangs on the newest session's activity (none: the one it
  // hung on); rows whose activity is gone are not written.
  async keepSnapshot(
    streamId: string,
    kept: { revision: number; lastEventId: string; snapshot: DifficultySnapshot; sessions: string[] },
  ): Promise<void> {
    const { revision, lastEventId, snapshot, sessions } = kept;
    await this.dataSource.transaction(async (em) => {
      await em.query(
        `WITH anchor AS (SELECT id FROM game_instances WHERE id = $5::uuid
                          UNION ALL SELECT game_id FROM difficulty_snapshots WHERE stream_id = $1 AND $5::uuid IS NULL)
         INSERT INTO difficulty_snapshots (stream_id, revision, last_event_id, game_id, snapshot)
         SELECT $1, $2, $3, id, $4 FROM anchor
         ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision, last_event_id = EXCLUDED.last_event_id,
           game_id = EXCLUDED.game_id, snapshot = EXCLUDED.snapshot, updated_at = now()
         WHERE difficulty_snapshots.revision < EXCLUDED.revision`,
        [streamId, revision, lastEventId, JSON.stringify(snapshot), sessions.at(-1) ?? null],
      );
      if (sessions.length)
        await em.query(
          `INSERT INTO difficulty_sessions (stream_id, game_id, revision)
           SELECT $1, g.id, $3 FROM game_instances g WHERE g.id = ANY($2::uuid[]) ON CONFLICT DO NOTHING`,
          [streamId, sessions, revision],
        );
    });
  }

  // Drops the stream's snapshot and its counted sessions (the stream is folded from its start again).
  async forgetSnapshot(streamId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM difficulty_sessions WHERE stream_id = $1', [streamId]);
    await this.dataSource.query('DELETE FROM difficulty_snapshots WHERE stream_id = $1', [streamId]);
  }
}
