import { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1763760100000 implements MigrationInterface {
  name = 'Users1763760100000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        role text NOT NULL DEFAULT 'CAREGIVER' CHECK (role IN ('CAREGIVER', 'SIBLING', 'ADMIN')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email)
      )`);
    await q.query(`
      CREATE TABLE user_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_identities_provider_subject_key UNIQUE (provider, subject)
      )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE user_identities');
    await q.query('DROP TABLE users');
  }
}
