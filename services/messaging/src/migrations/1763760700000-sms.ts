import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sms1763760700000 implements MigrationInterface {
  name = 'Sms1763760700000';

  async up(q: QueryRunner) {
    // Numbers that replied STOP: nothing more is sent to them until they reply START.
    await q.query(`
      CREATE TABLE sms_opt_outs (
        phone text PRIMARY KEY,
        opted_out_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX messages_provider_idx ON messages (provider_id)');
    await q.query('CREATE INDEX messages_created_idx ON messages (created_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX messages_created_idx');
    await q.query('DROP INDEX messages_provider_idx');
    await q.query('DROP TABLE sms_opt_outs');
  }
}
