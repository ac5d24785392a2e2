import { MigrationInterface, QueryRunner } from 'typeorm';

// Decision 260: a team named by the product, not by its family, keeps the name it was made from and a
// flag, and is said in each reader's language ("Lucía's Care Team", "Equipo de Lucía"). Teams named
// before by the old English pattern become such teams.
export class GeneratedTeamName1764300000258 implements MigrationInterface {
  name = 'GeneratedTeamName1764300000258';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_teams ADD COLUMN name_generated boolean NOT NULL DEFAULT false');
    // A team the product named may be nameless (''; said as "My Care Team" in the reader's language):
    // the first migration's check refused every empty name, so a database holding an old "My Care Team"
    // failed the UPDATE below. Only a family's own name must be non-empty (GeneratedNamelessTeam
    // replaces the check where this migration had already run).
    await q.query('ALTER TABLE care_teams DROP CONSTRAINT IF EXISTS care_teams_name_check');
    await q.query(
      'ALTER TABLE care_teams ADD CONSTRAINT care_teams_name_check CHECK (length(name) > 0 OR name_generated)',
    );
    await q.query(
      `UPDATE care_teams SET name = left(name, length(name) - length('''s Care Team')), name_generated = true
        WHERE name LIKE '_%''s Care Team'`,
    );
    await q.query(`UPDATE care_teams SET name = '', name_generated = true WHERE name = 'My Care Team'`);
  }

  async down(q: QueryRunner) {
    await q.query(
      `UPDATE care_teams SET name = CASE WHEN name = '' THEN 'My Care Team' ELSE name || '''s Care Team' END
        WHERE name_generated`,
    );
    await q.query('ALTER TABLE care_teams DROP CONSTRAINT IF EXISTS care_teams_name_check');
    await q.query('ALTER TABLE care_teams DROP COLUMN name_generated');
    await q.query('ALTER TABLE care_teams ADD CONSTRAINT care_teams_name_check CHECK (length(name) > 0)');
  }
}
