import { MigrationInterface, QueryRunner } from 'typeorm';

// Two reads that only care about activities not yet completed. The 10-minute abandoned
// sweep looks for started ones (status ACTIVE: CLOSED is the only state after it, DRAFT and SENT have
// no start); it was a sequential scan of every activity ever made. Mastery lists as "new" the items of
// activities not yet completed (a completed one's played items are all in item_mastery).
export class OpenActivities1764000710000 implements MigrationInterface {
  name = 'OpenActivities1764000710000';

  async up(q: QueryRunner) {
    await q.query(
      `CREATE INDEX game_instances_started_open_idx ON game_instances (started_at) WHERE status = 'ACTIVE'`,
    );
    await q.query(
      `CREATE INDEX game_instances_senior_open_idx ON game_instances (senior_id, created_at) WHERE status <> 'CLOSED'`,
    );
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX game_instances_senior_open_idx');
    await q.query('DROP INDEX game_instances_started_open_idx');
  }
}
