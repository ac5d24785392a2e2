import { MigrationInterface, QueryRunner } from 'typeorm';

export class Messages1763760300000 implements MigrationInterface {
  name = 'Messages1763760300000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('sms', 'email')),
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text,
        body text NOT NULL,
        status text NOT NULL,
        provider text NOT NULL,
        provider_id text,
        error text,
        ref_id text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT messages_job_id_key UNIQUE (job_id)
      )`);
    await q.query('CREATE INDEX messages_ref_idx ON messages (ref_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE messages');
  }
}
