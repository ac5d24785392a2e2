import { Entity } from 'typeorm';
import { ByteaColumn, IntColumn, RecordEntity, UuidColumn } from '@carewith/platform';

// A family member's recorded voice for a step (MP3); served only to the team and to a play link
// whose activity uses it.
@Entity({ name: 'voice_clips' })
export class VoiceClipEntity extends RecordEntity {
  @UuidColumn('care_team_id')
  careTeamId!: string;

  @ByteaColumn()
  mp3!: Buffer;

  @IntColumn('duration_ms')
  durationMs!: number;

  @UuidColumn('created_by')
  createdBy!: string;
}
