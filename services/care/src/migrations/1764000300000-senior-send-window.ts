import { MigrationInterface, QueryRunner } from 'typeorm';

// When texts may reach a loved one. Their time zone (IANA name), quiet hours (no texts from
// `quiet_from` until `quiet_to` the next day: by default before 09:00 or after 15:00 local, see
// docs/care-science.md) and a pause. Nothing recorded says where an existing loved one lives (no phone
// region is reliable enough, caregivers travel), so existing rows take UTC; the profile asks to set it.
export class SeniorSendWindow1764000300000 implements MigrationInterface {
  name = 'SeniorSendWindow1764000300000';

  async up(q: QueryRunner) {
    await q.query(`
      ALTER TABLE seniors
        ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
        ADD COLUMN quiet_from text NOT NULL DEFAULT '15:00',
        ADD COLUMN quiet_to text NOT NULL DEFAULT '09:00',
        ADD COLUMN paused_until timestamptz`);
  }

  async down(q: QueryRunner) {
    await q.query(`
      ALTER TABLE seniors
        DROP COLUMN time_zone, DROP COLUMN quiet_from, DROP COLUMN quiet_to, DROP COLUMN paused_until`);
  }
}
