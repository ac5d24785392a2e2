import { MigrationInterface, QueryRunner } from 'typeorm';

// A loved one's results were found through their activities, then all sorted by date, so
// every read of the profile grew with their history (and a LIMIT 500 cut the figures short). Each
// result now carries its activity's loved one and team, filled by the database from the activity on
// insert (an activity's loved one and team never change once it has a result), so the overview, the
// result pages, the trend and the dashboard read one index range in date order.
export class ResultsByLovedOne1764000750000 implements MigrationInterface {
  name = 'ResultsByLovedOne1764000750000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE results ADD COLUMN senior_id uuid, ADD COLUMN care_team_id uuid');
    await q.query(`
      UPDATE results r SET senior_id = g.senior_id, care_team_id = g.care_team_id
        FROM game_instances g WHERE g.id = r.game_instance_id`);
    await q.query('ALTER TABLE results ALTER COLUMN care_team_id SET NOT NULL');
    // search_path is fixed at creation: writers in another schema's session (seeds, tools) still find
    // this schema's activities.
    await q.query(`
      CREATE FUNCTION results_copy_owner() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        SELECT g.senior_id, g.care_team_id INTO NEW.senior_id, NEW.care_team_id
          FROM game_instances g WHERE g.id = NEW.game_instance_id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER results_copy_owner BEFORE INSERT ON results
        FOR EACH ROW EXECUTE FUNCTION results_copy_owner()`);
    // A loved one's results newest first (the keyset of the result pages), and a team's for the dashboard.
    await q.query('CREATE INDEX results_senior_completed_idx ON results (senior_id, completed_at DESC, id DESC)');
    await q.query('CREATE INDEX results_team_completed_idx ON results (care_team_id, completed_at DESC)');
    // The dashboard's "sent in the last 30 days" without reading every activity a team ever made.
    await q.query(
      'CREATE INDEX game_instances_team_sent_idx ON game_instances (care_team_id, sent_at DESC) WHERE sent_at IS NOT NULL',
    );
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX game_instances_team_sent_idx');
    await q.query('DROP TRIGGER results_copy_owner ON results');
    await q.query('DROP FUNCTION results_copy_owner()');
    await q.query('ALTER TABLE results DROP COLUMN senior_id, DROP COLUMN care_team_id');
  }
}
