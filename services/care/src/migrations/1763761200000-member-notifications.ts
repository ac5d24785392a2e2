import { MigrationInterface, QueryRunner } from 'typeorm';

// Each member's e-mail notifications: completion e-mails are on until the member turns them off.
export class MemberNotifications1763761200000 implements MigrationInterface {
  name = 'MemberNotifications1763761200000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_team_members ADD COLUMN notify_activity_completed boolean NOT NULL DEFAULT true');
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE care_team_members DROP COLUMN notify_activity_completed');
  }
}
