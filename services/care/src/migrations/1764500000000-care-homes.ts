import { MigrationInterface, QueryRunner } from 'typeorm';

// Care homes (libs/contracts/src/care-home.ts): a home, its staff and their invitations, its residents
// (each a loved one with a care team of their own) and their consent to group sessions. A resident's
// team is held by the home until a family member joins it: its Primary Caregiver is null until then
// (the first family member to accept becomes Primary), so the column becomes nullable.
export class CareHomes1764500000000 implements MigrationInterface {
  name = 'CareHomes1764500000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_teams ALTER COLUMN primary_caregiver_id DROP NOT NULL');
    await q.query(`
      CREATE TABLE care_homes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) > 0),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE home_staff (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        home_id uuid NOT NULL REFERENCES care_homes(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('MANAGER', 'COORDINATOR')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT home_staff_home_user_key UNIQUE (home_id, user_id)
      )`);
    await q.query('CREATE INDEX home_staff_user_idx ON home_staff (user_id)');
    await q.query(`
      CREATE TABLE home_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        home_id uuid NOT NULL REFERENCES care_homes(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('MANAGER', 'COORDINATOR')),
        token_hash text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled')),
        invited_by uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT home_invitations_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX home_invitations_home_idx ON home_invitations (home_id, created_at DESC)');
    // A loved one lives in one home at most; erasing them (their family's right) takes their place too.
    await q.query(`
      CREATE TABLE home_residents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        home_id uuid NOT NULL REFERENCES care_homes(id) ON DELETE CASCADE,
        senior_id uuid NOT NULL REFERENCES seniors(id) ON DELETE CASCADE,
        room text,
        active_days_target int NOT NULL CHECK (active_days_target BETWEEN 1 AND 7),
        last_active_at timestamptz,
        joined_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT home_residents_senior_key UNIQUE (senior_id)
      )`);
    await q.query('CREATE INDEX home_residents_home_idx ON home_residents (home_id)');
    // Every consent record is kept: the newest is the resident's consent, the older ones its history.
    await q.query(`
      CREATE TABLE resident_consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        resident_id uuid NOT NULL REFERENCES home_residents(id) ON DELETE CASCADE,
        photos boolean NOT NULL,
        songs boolean NOT NULL,
        family_line boolean NOT NULL DEFAULT false,
        basis text NOT NULL,
        agreed_by text NOT NULL,
        consulted text,
        agreed_on date NOT NULL,
        recorded_by uuid NOT NULL,
        recorded_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX resident_consents_resident_idx ON resident_consents (resident_id, recorded_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE resident_consents');
    await q.query('DROP TABLE home_residents');
    await q.query('DROP TABLE home_invitations');
    await q.query('DROP TABLE home_staff');
    await q.query('DROP TABLE care_homes');
    await q.query('UPDATE care_teams SET primary_caregiver_id = created_by WHERE primary_caregiver_id IS NULL');
    await q.query('ALTER TABLE care_teams ALTER COLUMN primary_caregiver_id SET NOT NULL');
  }
}
