import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WeeklyLetter } from '@carewith/contracts';

// The weekly family letters (migration 1764160100000-conversation, weekly_letters): one per loved one
// and Sunday, stored once. The conversation's export and erasure read and delete them with the starters
// (starter-store.ts).
@Injectable()
export class WeeklyLetterStore {
  constructor(private readonly dataSource: DataSource) {}

  async letter(seniorId: string, sunday: string): Promise<WeeklyLetter | null> {
    const [row] = await this.dataSource.query<{ content_json: WeeklyLetter }[]>(
      'SELECT content_json FROM weekly_letters WHERE senior_id = $1 AND sunday = $2',
      [seniorId, sunday],
    );
    return row?.content_json ?? null;
  }

  // Stores the letter unless one of its loved one and Sunday is stored already (that one stays).
  async addOnce(seniorId: string, sunday: string, careTeamId: string, letter: WeeklyLetter): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO weekly_letters (id, senior_id, care_team_id, sunday, content_json) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (senior_id, sunday) DO NOTHING`,
      [letter.id, seniorId, careTeamId, sunday, JSON.stringify(letter)],
    );
  }

  // The latest `limit` Sundays with a letter for any of these loved ones, newest first.
  async sundays(seniorIds: string[], limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ sunday: string }[]>(
      `SELECT DISTINCT sunday FROM weekly_letters WHERE senior_id = ANY($1::uuid[]) ORDER BY sunday DESC LIMIT ${Number(limit)}`,
      [seniorIds],
    );
    return rows.map((r) => r.sunday);
  }

  // One Sunday's letters of these loved ones, by first name.
  async ofSunday(seniorIds: string[], sunday: string): Promise<WeeklyLetter[]> {
    const rows = await this.dataSource.query<{ content_json: WeeklyLetter }[]>(
      `SELECT content_json FROM weekly_letters WHERE senior_id = ANY($1::uuid[]) AND sunday = $2
        ORDER BY content_json->>'firstName', senior_id`,
      [seniorIds, sunday],
    );
    return rows.map((r) => r.content_json);
  }
}
