import { MigrationInterface, QueryRunner } from 'typeorm';

export class EarlyAccess1763760000000 implements MigrationInterface {
  name = 'EarlyAccess1763760000000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE early_access_signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        biggest_challenge text NOT NULL,
        message text,
        open_to_interview boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT early_access_signups_email_key UNIQUE (email)
      )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE early_access_signups');
  }
}
