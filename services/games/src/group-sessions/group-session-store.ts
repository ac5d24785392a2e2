import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ActivityRecord, Attention, RecordChip, RecordKind, RecordMood } from '@carewith/contracts';
import type { DeckCard } from './deck';

type Db = DataSource | EntityManager;

export type ResidentCopy = {
  resident_id: string;
  home_id: string;
  senior_id: string;
  care_team_id: string | null;
  photos: boolean;
  songs: boolean;
  removed_at: Date | null;
};

export type SessionRow = {
  id: string;
  home_id: string;
  theme: string;
  residents: { id: string; seniorId: string; firstName: string }[];
  deck: DeckCard[];
  ran_by: string;
  started_at: Date;
  ended_at: Date | null;
  position: number;
  hint_shown: boolean;
  song_playing: boolean;
  ended: boolean;
  version: number;
};

export type RecordRow = {
  id: string;
  resident_id: string;
  home_id: string;
  senior_id: string;
  session_id: string | null;
  date: string;
  minutes: number;
  kind: RecordKind;
  took_part: boolean;
  attention: Attention | null;
  mood: RecordMood | null;
  chips: RecordChip[];
  what: string;
  ran_by: string | null;
  recorded_at: Date;
};

export type NewRecord = Omit<RecordRow, 'id' | 'recorded_at'> & { id: string; sourceKey: string; recordedAt: Date };

export const recordView = (r: RecordRow, names: Map<string, string>): ActivityRecord => ({
  id: r.id,
  residentId: r.resident_id,
  seniorId: r.senior_id,
  date: r.date,
  minutes: r.minutes,
  kind: r.kind,
  tookPart: r.took_part,
  attention: r.attention,
  mood: r.mood,
  chips: r.chips,
  what: r.what,
  ranByName: r.ran_by ? (names.get(r.ran_by) ?? null) : null,
  sessionId: r.session_id,
  recordedAt: r.recorded_at.toISOString(),
});

const RECORD_COLUMNS = `id, resident_id, home_id, senior_id, session_id, to_char(date, 'YYYY-MM-DD') AS date, minutes,
  kind, took_part, attention, mood, chips, what, ran_by, recorded_at`;

// Group sessions, activity records and games' copy of care homes' residents (migration
// 1764000860000-group-sessions): every statement of the feature.
@Injectable()
export class GroupSessionStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---------- the residents' copy (care's facts) ----------

  async residentAdded(r: { residentId: string; homeId: string; seniorId: string; careTeamId: string }) {
    await this.dataSource.query(
      `INSERT INTO home_residents (resident_id, home_id, senior_id, care_team_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (resident_id) DO UPDATE SET home_id = $2, senior_id = $3, care_team_id = $4,
         removed_at = NULL, updated_at = now()`,
      [r.residentId, r.homeId, r.seniorId, r.careTeamId],
    );
  }

  async residentRemoved(r: { residentId: string; homeId: string; seniorId: string; careTeamId: string }) {
    await this.dataSource.query(
      `INSERT INTO home_residents (resident_id, home_id, senior_id, care_team_id, removed_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (resident_id) DO UPDATE SET removed_at = now(), updated_at = now()`,
      [r.residentId, r.homeId, r.seniorId, r.careTeamId],
    );
  }

  async consentChanged(r: { residentId: string; homeId: string; seniorId: string; photos: boolean; songs: boolean }) {
    await this.dataSource.query(
      `INSERT INTO home_residents (resident_id, home_id, senior_id, photos, songs) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (resident_id) DO UPDATE SET photos = $4, songs = $5, updated_at = now()`,
      [r.residentId, r.homeId, r.seniorId, r.photos, r.songs],
    );
  }

  async resident(residentId: string): Promise<ResidentCopy | null> {
    const [row] = await this.dataSource.query<ResidentCopy[]>('SELECT * FROM home_residents WHERE resident_id = $1', [
      residentId,
    ]);
    return row ?? null;
  }

  // The home the loved one lives in now, if any.
  async residentOfSenior(seniorId: string): Promise<ResidentCopy | null> {
    const [row] = await this.dataSource.query<ResidentCopy[]>(
      'SELECT * FROM home_residents WHERE senior_id = $1 AND removed_at IS NULL ORDER BY updated_at DESC LIMIT 1',
      [seniorId],
    );
    return row ?? null;
  }

  // ---------- sessions ----------

  async insertSession(
    s: Omit<SessionRow, 'ended_at' | 'position' | 'hint_shown' | 'song_playing' | 'ended' | 'version'>,
  ) {
    await this.dataSource.query(
      `INSERT INTO group_sessions (id, home_id, theme, residents, deck, ran_by, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [s.id, s.home_id, s.theme, JSON.stringify(s.residents), JSON.stringify(s.deck), s.ran_by, s.started_at],
    );
  }

  // forUpdate: the row locked until the caller's transaction ends (one control at a time per session).
  async session(sessionId: string, db: Db = this.dataSource, forUpdate = false): Promise<SessionRow | null> {
    const [row] = await db.query<SessionRow[]>(
      `SELECT * FROM group_sessions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [sessionId],
    );
    return row ?? null;
  }

  async sessionsOfHome(homeId: string, limit = 30): Promise<SessionRow[]> {
    return this.dataSource.query<SessionRow[]>(
      'SELECT * FROM group_sessions WHERE home_id = $1 ORDER BY started_at DESC, id LIMIT $2',
      [homeId, limit],
    );
  }

  async saveState(
    em: EntityManager,
    sessionId: string,
    s: { position: number; hintShown: boolean; songPlaying: boolean; ended: boolean; endedAt: Date | null },
  ): Promise<SessionRow> {
    const [rows] = await em.query<[SessionRow[], number]>(
      `UPDATE group_sessions SET position = $2, hint_shown = $3, song_playing = $4, ended = $5,
              ended_at = COALESCE(ended_at, $6), version = version + 1
        WHERE id = $1 RETURNING *`,
      [sessionId, s.position, s.hintShown, s.songPlaying, s.ended, s.endedAt],
    );
    return rows[0]!;
  }

  // The jpeg of a photo still in a loved one's box.
  async boxPhoto(photoId: string): Promise<{ senior_id: string; jpeg: Buffer } | null> {
    const [row] = await this.dataSource.query<{ senior_id: string; jpeg: Buffer }[]>(
      'SELECT b.senior_id, p.jpeg FROM box_photos b JOIN photos p ON p.id = b.photo_id WHERE b.photo_id = $1',
      [photoId],
    );
    return row ?? null;
  }

  // ---------- records ----------

  // Inserts the record, or changes the one of the same source (a second tap); null when `onlyNew` and it
  // was already there (a repeated fact).
  async putRecord(em: EntityManager, r: NewRecord, onlyNew = false): Promise<RecordRow | null> {
    const [row] = await em.query<RecordRow[]>(
      `INSERT INTO activity_records (id, source_key, resident_id, home_id, senior_id, session_id, date, minutes, kind,
         took_part, attention, mood, chips, what, ran_by, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (source_key) DO ${
         onlyNew
           ? 'NOTHING'
           : `UPDATE SET minutes = EXCLUDED.minutes, took_part = EXCLUDED.took_part, attention = EXCLUDED.attention,
                mood = EXCLUDED.mood, chips = EXCLUDED.chips, ran_by = EXCLUDED.ran_by, recorded_at = EXCLUDED.recorded_at`
       }
       RETURNING ${RECORD_COLUMNS}`,
      [
        r.id,
        r.sourceKey,
        r.resident_id,
        r.home_id,
        r.senior_id,
        r.session_id,
        r.date,
        r.minutes,
        r.kind,
        r.took_part,
        r.attention,
        r.mood,
        JSON.stringify(r.chips),
        r.what,
        r.ran_by,
        r.recordedAt,
      ],
    );
    return row ?? null;
  }

  // The session's records set to its whole length (it has ended); the ones that changed.
  async setSessionMinutes(em: EntityManager, sessionId: string, minutes: number): Promise<RecordRow[]> {
    const [rows] = await em.query<[RecordRow[], number]>(
      `UPDATE activity_records SET minutes = $2 WHERE session_id = $1 AND minutes <> $2 RETURNING ${RECORD_COLUMNS}`,
      [sessionId, minutes],
    );
    return rows;
  }

  async sessionRecords(sessionId: string): Promise<RecordRow[]> {
    return this.dataSource.query<RecordRow[]>(
      `SELECT ${RECORD_COLUMNS} FROM activity_records WHERE session_id = $1 ORDER BY recorded_at, id`,
      [sessionId],
    );
  }

  // A home's records of a month (from <= date < to), or one resident's.
  async records(where: { homeId: string; residentId?: string }, from: string, to: string): Promise<RecordRow[]> {
    return this.dataSource.query<RecordRow[]>(
      `SELECT ${RECORD_COLUMNS} FROM activity_records
        WHERE home_id = $1 AND ($2::uuid IS NULL OR resident_id = $2) AND date >= $3 AND date < $4
        ORDER BY date, recorded_at, id`,
      [where.homeId, where.residentId ?? null, from, to],
    );
  }
}
