import { MigrationInterface, QueryRunner } from 'typeorm';

// Each member's switch for the weekly family letter, on until they turn it off.
export class WeeklyLetter1764160000000 implements MigrationInterface {
  name = 'WeeklyLetter1764160000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_team_members ADD COLUMN notify_weekly_letter boolean NOT NULL DEFAULT true');
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE care_team_members DROP COLUMN notify_weekly_letter');
  }
}
