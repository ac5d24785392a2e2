import { MigrationInterface, QueryRunner } from 'typeorm';

export class CareTeams1763760200000 implements MigrationInterface {
  name = 'CareTeams1763760200000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE care_teams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) > 0),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE care_team_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL REFERENCES care_teams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role_in_team text NOT NULL DEFAULT 'SIBLING' CHECK (role_in_team IN ('OWNER', 'SIBLING')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT care_team_members_team_user_key UNIQUE (care_team_id, user_id)
      )`);
    await q.query('CREATE INDEX care_team_members_user_idx ON care_team_members (user_id)');
    await q.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL REFERENCES care_teams(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('OWNER', 'SIBLING')),
        token_hash text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        invited_by uuid NOT NULL,
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invitations_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX invitations_team_idx ON invitations (care_team_id, created_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE invitations');
    await q.query('DROP TABLE care_team_members');
    await q.query('DROP TABLE care_teams');
  }
}
