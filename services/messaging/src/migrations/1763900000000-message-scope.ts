import { MigrationInterface, QueryRunner } from 'typeorm';

// Whom each message concerns (the loved one a text goes to, the team an e-mail is sent for), so the
// development outbox shows a viewer only their own families' messages.
export class MessageScope1763900000000 implements MigrationInterface {
  name = 'MessageScope1763900000000';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE messages ADD COLUMN senior_id uuid, ADD COLUMN care_team_id uuid');
    await q.query('CREATE INDEX messages_senior_idx ON messages (senior_id) WHERE senior_id IS NOT NULL');
    await q.query('CREATE INDEX messages_team_idx ON messages (care_team_id) WHERE care_team_id IS NOT NULL');
    await q.query('CREATE INDEX messages_to_idx ON messages (to_address)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX messages_to_idx');
    await q.query('DROP INDEX messages_team_idx');
    await q.query('DROP INDEX messages_senior_idx');
    await q.query('ALTER TABLE messages DROP COLUMN care_team_id, DROP COLUMN senior_id');
  }
}
