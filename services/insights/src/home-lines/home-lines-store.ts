import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ResidentActivityRow } from './home-line';

export type StoredActivity = ResidentActivityRow & {
  seniorId: string;
  residentId: string;
  homeId: string;
  minutes: number;
};

// A care-home resident's activity records and their family-line consent, as the facts told them
// (migration 1764500000000-home-lines).
@Injectable()
export class HomeLinesStore {
  constructor(private readonly dataSource: DataSource) {}

  // A record, or a later version of it (a resident's taps changed): the latest wins.
  async putActivity(a: StoredActivity): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO resident_activity
         (record_id, senior_id, resident_id, home_id, session_id, kind, took_part, minutes, what, chips, song, day, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (record_id) DO UPDATE SET took_part = EXCLUDED.took_part, minutes = EXCLUDED.minutes,
         what = EXCLUDED.what, chips = EXCLUDED.chips, song = EXCLUDED.song`,
      [
        a.recordId,
        a.seniorId,
        a.residentId,
        a.homeId,
        a.sessionId,
        a.kind,
        a.tookPart,
        a.minutes,
        a.what,
        JSON.stringify(a.chips),
        a.song,
        a.day,
        a.occurredAt,
      ],
    );
  }

  async setFamilyLine(line: {
    seniorId: string;
    residentId: string;
    homeId: string;
    familyLine: boolean;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO resident_family_lines (senior_id, resident_id, home_id, family_line, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (senior_id) DO UPDATE SET resident_id = EXCLUDED.resident_id, home_id = EXCLUDED.home_id,
         family_line = EXCLUDED.family_line, updated_at = now()`,
      [line.seniorId, line.residentId, line.homeId, line.familyLine],
    );
  }

  // A resident joined a home: nothing is told until a consent says so (a consent already copied stays).
  async addResident(r: { seniorId: string; residentId: string; homeId: string }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO resident_family_lines (senior_id, resident_id, home_id, family_line) VALUES ($1, $2, $3, false)
       ON CONFLICT (senior_id) DO NOTHING`,
      [r.seniorId, r.residentId, r.homeId],
    );
  }

  // A resident who left the home: their family hears nothing more of it.
  async forgetResident(seniorId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM resident_family_lines WHERE senior_id = $1', [seniorId]);
  }

  // The week's records of a resident whose family may hear of them; null when they may not.
  async week(seniorId: string, from: Date, to: Date): Promise<ResidentActivityRow[] | null> {
    const [line] = await this.dataSource.query<{ family_line: boolean; home_id: string }[]>(
      'SELECT family_line, home_id FROM resident_family_lines WHERE senior_id = $1',
      [seniorId],
    );
    if (!line?.family_line) return null;
    const rows = await this.dataSource.query<
      {
        record_id: string;
        session_id: string | null;
        kind: 'group' | 'one-to-one';
        took_part: boolean;
        what: string;
        chips: string[];
        song: string | null;
        day: string;
        occurred_at: Date;
      }[]
    >(
      `SELECT record_id, session_id, kind, took_part, what, chips, song, day::text AS day, occurred_at
         FROM resident_activity
        WHERE senior_id = $1 AND home_id = $2 AND occurred_at >= $3 AND occurred_at < $4
        ORDER BY occurred_at`,
      [seniorId, line.home_id, from, to],
    );
    return rows.map((r) => ({
      recordId: r.record_id,
      sessionId: r.session_id,
      kind: r.kind,
      tookPart: r.took_part,
      what: r.what,
      chips: r.chips,
      song: r.song,
      day: r.day,
      occurredAt: new Date(r.occurred_at),
    }));
  }
}
