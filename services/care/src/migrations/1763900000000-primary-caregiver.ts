import { MigrationInterface, QueryRunner } from 'typeorm';

// The Primary Caregiver (spec section 6: the team's creator, with full access) is kept on the team
// itself, so it survives the creator leaving. Existing teams take their creator when still a member,
// else their longest-standing Co-Caregiver, else their longest-standing member.
export class PrimaryCaregiver1763900000000 implements MigrationInterface {
  name = 'PrimaryCaregiver1763900000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE care_teams ADD COLUMN primary_caregiver_id uuid');
    await q.query(`
      UPDATE care_teams t SET primary_caregiver_id = (
        SELECT m.user_id FROM care_team_members m
         WHERE m.care_team_id = t.id
         ORDER BY (m.user_id = t.created_by) DESC, (m.role_in_team = 'OWNER') DESC, m.created_at
         LIMIT 1)`);
    // A team with no member left has nobody to lead it: its creator stands in.
    await q.query('UPDATE care_teams SET primary_caregiver_id = created_by WHERE primary_caregiver_id IS NULL');
    await q.query('ALTER TABLE care_teams ALTER COLUMN primary_caregiver_id SET NOT NULL');
    // The Primary is always a Co-Caregiver of their team.
    await q.query(`
      UPDATE care_team_members m SET role_in_team = 'OWNER'
        FROM care_teams t
       WHERE t.id = m.care_team_id AND m.user_id = t.primary_caregiver_id AND m.role_in_team <> 'OWNER'`);
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE care_teams DROP COLUMN primary_caregiver_id');
  }
}
