import { MigrationInterface, QueryRunner } from 'typeorm';

export class SeniorsCheckIns1763760400000 implements MigrationInterface {
  name = 'SeniorsCheckIns1763760400000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE seniors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL REFERENCES care_teams(id) ON DELETE CASCADE,
        first_name text NOT NULL CHECK (length(first_name) > 0),
        last_name text NOT NULL CHECK (length(last_name) > 0),
        phone text,
        prefs_json jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX seniors_team_idx ON seniors (care_team_id, created_at)');
    await q.query(`
      CREATE TABLE caregiver_check_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        mood int NOT NULL CHECK (mood BETWEEN 1 AND 5),
        free_text text,
        ai_reflection text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX caregiver_check_ins_user_idx ON caregiver_check_ins (user_id, created_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE caregiver_check_ins');
    await q.query('DROP TABLE seniors');
  }
}
