import { MigrationInterface, QueryRunner } from 'typeorm';

// Care homes' group sessions and activity records (libs/contracts/src/group-session.ts,
// activity-record.ts). home_residents is games' own copy of who lives where and what of theirs may reach a
// shared screen, kept from care's facts (care.resident-*); a fact may arrive before the one that added the
// resident, so every column but the ids may wait. group_sessions holds the deck as built when the session
// started and the TV's state (position, hint, song, ended) with a version raised by each change.
// activity_records: one row per resident and session (source_key "session:<id>:<resident>") or per texted
// activity finished ("completion:<activity>:<completedAt>"), so a repeated tap or fact changes one row.
export class GroupSessions1764000860000 implements MigrationInterface {
  name = 'GroupSessions1764000860000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE home_residents (
        resident_id uuid PRIMARY KEY,
        home_id uuid NOT NULL,
        senior_id uuid NOT NULL,
        care_team_id uuid,
        photos boolean NOT NULL DEFAULT false,
        songs boolean NOT NULL DEFAULT false,
        removed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX home_residents_senior_idx ON home_residents (senior_id) WHERE removed_at IS NULL');
    await q.query('CREATE INDEX home_residents_home_idx ON home_residents (home_id) WHERE removed_at IS NULL');
    await q.query(`
      CREATE TABLE group_sessions (
        id uuid PRIMARY KEY,
        home_id uuid NOT NULL,
        theme text NOT NULL,
        residents jsonb NOT NULL,
        deck jsonb NOT NULL,
        ran_by uuid NOT NULL,
        started_at timestamptz NOT NULL,
        ended_at timestamptz,
        position integer NOT NULL DEFAULT 0,
        hint_shown boolean NOT NULL DEFAULT false,
        song_playing boolean NOT NULL DEFAULT false,
        ended boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 0
      )`);
    await q.query('CREATE INDEX group_sessions_home_idx ON group_sessions (home_id, started_at DESC)');
    await q.query(`
      CREATE TABLE activity_records (
        id uuid PRIMARY KEY,
        source_key text NOT NULL UNIQUE,
        resident_id uuid NOT NULL,
        home_id uuid NOT NULL,
        senior_id uuid NOT NULL,
        session_id uuid REFERENCES group_sessions (id) ON DELETE CASCADE,
        date date NOT NULL,
        minutes integer NOT NULL,
        kind text NOT NULL,
        took_part boolean NOT NULL,
        attention text,
        mood text,
        chips jsonb NOT NULL DEFAULT '[]',
        what text NOT NULL,
        ran_by uuid,
        recorded_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX activity_records_home_idx ON activity_records (home_id, date)');
    await q.query('CREATE INDEX activity_records_resident_idx ON activity_records (resident_id, date)');
    await q.query('CREATE INDEX activity_records_session_idx ON activity_records (session_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE activity_records');
    await q.query('DROP TABLE group_sessions');
    await q.query('DROP TABLE home_residents');
  }
}
