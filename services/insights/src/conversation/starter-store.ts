import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { WeeklyLetter } from '@carewith/contracts';

export type StarterRow = {
  id: string;
  game_instance_id: string;
  senior_id: string;
  care_team_id: string;
  position: number;
  text: string;
  writer: 'local' | 'openai';
  created_at: Date;
  talked_by: string | null;
  talked_at: Date | null;
  talked_note: string | null;
};

const COLUMNS =
  'id, game_instance_id, senior_id, care_team_id, position, text, writer, created_at, talked_by, talked_at, talked_note';

// The conversation starters (migration 1764160100000-conversation): every statement of them, and the
// loved one's letters where the archive and erasure take them with the starters.
@Injectable()
export class StarterStore {
  constructor(private readonly dataSource: DataSource) {}

  // An activity's starters in order.
  ofGame(gameId: string, db: DataSource | EntityManager = this.dataSource): Promise<StarterRow[]> {
    return db.query<StarterRow[]>(
      `SELECT ${COLUMNS} FROM conversation_starters WHERE game_instance_id = $1 ORDER BY position`,
      [gameId],
    );
  }

  // Stores one writer's set for the activity unless a set is there already (the job and a first read
  // may race: one set or the other, never a mix). `written`: whether these rows are the ones just stored.
  addOnce(
    activity: { gameId: string; seniorId: string; careTeamId: string },
    texts: string[],
    writer: StarterRow['writer'],
  ): Promise<{ rows: StarterRow[]; written: boolean }> {
    const { gameId } = activity;
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`starters:${gameId}`]);
      const again = await this.ofGame(gameId, em);
      if (again.length) return { rows: again, written: false };
      const rows = await em.query<StarterRow[]>(
        `WITH written AS (
           INSERT INTO conversation_starters (game_instance_id, senior_id, care_team_id, position, text, writer)
           SELECT $1, $2, $3, t.n - 1, t.text, $5 FROM unnest($4::text[]) WITH ORDINALITY AS t(text, n)
           ON CONFLICT (game_instance_id, position) DO NOTHING
           RETURNING ${COLUMNS})
         SELECT * FROM written ORDER BY position`,
        [gameId, activity.seniorId, activity.careTeamId, texts, writer],
      );
      return { rows, written: true };
    });
  }

  async byId(starterId: string): Promise<StarterRow | null> {
    const [row] = await this.dataSource.query<StarterRow[]>(
      `SELECT ${COLUMNS} FROM conversation_starters WHERE id = $1`,
      [starterId],
    );
    return row ?? null;
  }

  // "We talked about it" by `userId` now, with their note; the row as it is then (none if it is gone).
  async mark(starterId: string, userId: string, note: string | null): Promise<StarterRow | null> {
    const [updated] = await this.dataSource.query<StarterRow[]>(
      `WITH marked AS (
         UPDATE conversation_starters SET talked_by = $2, talked_at = now(), talked_note = $3 WHERE id = $1
         RETURNING ${COLUMNS})
       SELECT * FROM marked`,
      [starterId, userId, note],
    );
    return updated ?? null;
  }

  async unmark(starterId: string): Promise<StarterRow | null> {
    const [updated] = await this.dataSource.query<StarterRow[]>(
      `WITH cleared AS (
         UPDATE conversation_starters SET talked_by = NULL, talked_at = NULL, talked_note = NULL WHERE id = $1
         RETURNING ${COLUMNS})
       SELECT * FROM cleared`,
      [starterId],
    );
    return updated ?? null;
  }

  // The loved one's starters marked "we talked about it", newest mark first (20 at most).
  talkedAbout(seniorId: string): Promise<StarterRow[]> {
    return this.dataSource.query<StarterRow[]>(
      `SELECT ${COLUMNS} FROM conversation_starters
        WHERE senior_id = $1 AND talked_by IS NOT NULL AND talked_at IS NOT NULL
        ORDER BY talked_at DESC, id LIMIT 20`,
      [seniorId],
    );
  }

  // The archive: the starters about the loved one or these activities, and the loved one's letters.
  async exportBySenior(
    seniorId: string,
    gameIds: string[],
  ): Promise<{ starters: StarterRow[]; letters: WeeklyLetter[] }> {
    const [starters, letters] = await Promise.all([
      this.dataSource.query<StarterRow[]>(
        `SELECT ${COLUMNS} FROM conversation_starters WHERE senior_id = $1 OR game_instance_id = ANY($2::uuid[])
          ORDER BY created_at, game_instance_id, position`,
        [seniorId, gameIds],
      ),
      this.dataSource.query<{ content_json: WeeklyLetter }[]>(
        'SELECT content_json FROM weekly_letters WHERE senior_id = $1 ORDER BY sunday',
        [seniorId],
      ),
    ]);
    return { starters, letters: letters.map((l) => l.content_json) };
  }

  // Erasure: those starters, the loved one's letters and what a care home's line in them is written
  // from (home-lines), in one statement; how many rows went.
  async erase(seniorId: string, gameIds: string[]): Promise<number> {
    const [gone] = await this.dataSource.query<{ n: number }[]>(
      `WITH starters AS (
         DELETE FROM conversation_starters WHERE senior_id = $1 OR game_instance_id = ANY($2::uuid[]) RETURNING 1),
       letters AS (DELETE FROM weekly_letters WHERE senior_id = $1 RETURNING 1),
       activity AS (DELETE FROM resident_activity WHERE senior_id = $1 RETURNING 1),
       lines AS (DELETE FROM resident_family_lines WHERE senior_id = $1 RETURNING 1)
       SELECT (SELECT count(*) FROM starters)::int + (SELECT count(*) FROM letters)::int
            + (SELECT count(*) FROM activity)::int + (SELECT count(*) FROM lines)::int AS n`,
      [seniorId, gameIds],
    );
    return gone?.n ?? 0;
  }
}
