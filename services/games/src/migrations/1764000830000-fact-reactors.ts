import { MigrationInterface, QueryRunner } from 'typeorm';

// The reactors that publish facts from the event store (completion-facts.reactor.ts) start from the
// first event; a deployment that already has play must not announce its old completions again (their
// e-mails went out when they happened). Each reactor announces what was stored from its row's time on.
export class FactReactors1764000830000 implements MigrationInterface {
  name = 'FactReactors1764000830000';

  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE fact_reactors (name text PRIMARY KEY, since timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO fact_reactors (name) VALUES ('games-facts-v1')`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE fact_reactors');
  }
}
