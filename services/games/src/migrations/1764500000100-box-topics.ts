import { MigrationInterface, QueryRunner } from 'typeorm';

// Something to talk about with a loved one (memory box "topics"): a line the family sends, often in
// answer to their care home's line in the weekly letter; the home's staff read them.
export class BoxTopics1764500000100 implements MigrationInterface {
  name = 'BoxTopics1764500000100';

  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE box_topics (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      senior_id uuid NOT NULL,
      care_team_id uuid NOT NULL,
      text text NOT NULL,
      added_by uuid NOT NULL,
      added_by_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX box_topics_senior_idx ON box_topics (senior_id, created_at)');
    await q.query('CREATE INDEX box_topics_team_idx ON box_topics (care_team_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE box_topics');
  }
}
