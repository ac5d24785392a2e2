import { MigrationInterface, QueryRunner } from 'typeorm';

// A family member's recorded voice for a step, kept like photos: the team's, read by its
// members and by the play links of activities that use it. MP3 only (checked by the gateway).
export class VoiceClips1764000500000 implements MigrationInterface {
  name = 'VoiceClips1764000500000';

  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE voice_clips (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        care_team_id uuid NOT NULL,
        mp3 bytea NOT NULL,
        duration_ms int NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Erasing a team removes its clips.
    await q.query('CREATE INDEX voice_clips_team_idx ON voice_clips (care_team_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE voice_clips');
  }
}
