import { MigrationInterface, QueryRunner } from 'typeorm';

// "Who I am" (libs/contracts/src/about-me.ts): the family's lines, what they chose to share (a section
// is shared once ticked, an item unless switched off: about_me_visibility), and the
// links that share the page. A link keeps only its token's SHA-256 and its PIN's scrypt hash; each open
// is a row (when, and a key that lets that reader fetch the page's photos for a few hours).
export class AboutMe1764000840000 implements MigrationInterface {
  name = 'AboutMe1764000840000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE about_me_notes (
        id uuid PRIMARY KEY,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        section text NOT NULL,
        text text NOT NULL,
        added_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX about_me_notes_senior_idx ON about_me_notes (senior_id, created_at)');
    await q.query(`
      CREATE TABLE about_me_visibility (
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        key text NOT NULL,
        shown boolean NOT NULL,
        set_by uuid NOT NULL,
        set_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (senior_id, key)
      )`);
    await q.query(`
      CREATE TABLE about_me_shares (
        id uuid PRIMARY KEY,
        senior_id uuid NOT NULL,
        care_team_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        pin_hash text,
        recipient text NOT NULL,
        consent_basis text NOT NULL,
        consent_by text NOT NULL,
        consent_consulted text,
        consent_date date NOT NULL,
        language text NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        wrong_pins integer NOT NULL DEFAULT 0,
        wrong_pin_at timestamptz
      )`);
    await q.query('CREATE INDEX about_me_shares_senior_idx ON about_me_shares (senior_id, created_at)');
    await q.query(`
      CREATE TABLE about_me_share_opens (
        id uuid PRIMARY KEY,
        share_id uuid NOT NULL REFERENCES about_me_shares (id) ON DELETE CASCADE,
        opened_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX about_me_share_opens_share_idx ON about_me_share_opens (share_id, opened_at)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE about_me_share_opens');
    await q.query('DROP TABLE about_me_shares');
    await q.query('DROP TABLE about_me_visibility');
    await q.query('DROP TABLE about_me_notes');
  }
}
