import { MigrationInterface, QueryRunner } from 'typeorm';

export class AiReports1763760800000 implements MigrationInterface {
  name = 'AiReports1763760800000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE ai_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        game_instance_id uuid,
        senior_id uuid,
        care_team_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('COGNITIVE_SUMMARY', 'WEEKLY_TREND')),
        prompt text,
        output text NOT NULL,
        writer text NOT NULL CHECK (writer IN ('local', 'openai')),
        time_range text,
        figures_json jsonb NOT NULL,
        saved boolean NOT NULL DEFAULT false,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX ai_reports_senior_idx ON ai_reports (senior_id, created_at DESC)');
    await q.query('CREATE INDEX ai_reports_game_idx ON ai_reports (game_instance_id, created_at DESC)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE ai_reports');
  }
}
