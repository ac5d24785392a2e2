import { MigrationInterface, QueryRunner } from 'typeorm';

// The dashboard counts an activity never texted but opened from a play link.
// Finding a team's unsent activities read every activity the team ever made; most are sent, so an
// index of the unsent ones alone is small and keeps that read flat as a family's history grows.
export class UnsentActivities1764000760000 implements MigrationInterface {
  name = 'UnsentActivities1764000760000';

  async up(q: QueryRunner) {
    await q.query(
      'CREATE INDEX game_instances_team_unsent_idx ON game_instances (care_team_id, created_at DESC) WHERE sent_at IS NULL',
    );
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX game_instances_team_unsent_idx');
  }
}
