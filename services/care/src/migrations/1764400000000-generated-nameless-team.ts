import { MigrationInterface, QueryRunner } from 'typeorm';

// Where GeneratedTeamName ran before it relaxed the name check: a team the product named may be
// nameless ('', said as "My Care Team" in the reader's language), as a caregiver signing in with no
// display name gets; only a family's own name must be non-empty. Idempotent beside the fixed
// GeneratedTeamName, which sets the same check.
export class GeneratedNamelessTeam1764400000000 implements MigrationInterface {
  name = 'GeneratedNamelessTeam1764400000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_teams DROP CONSTRAINT IF EXISTS care_teams_name_check');
    await q.query(
      'ALTER TABLE care_teams ADD CONSTRAINT care_teams_name_check CHECK (length(name) > 0 OR name_generated)',
    );
  }

  // The relaxed check is GeneratedTeamName's own now: undoing that migration restores the old one.
  async down(_q: QueryRunner) {}
}
