import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A family member's recorded voice for a step (MP3); served only to the team and to a play link
// whose activity uses it.
@Entity({ name: 'voice_clips' })
export class VoiceClipEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ type: 'bytea' })
  mp3!: Buffer;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs!: number;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
