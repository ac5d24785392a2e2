import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GameConfig, GameStatus, TemplateSlug } from '@carewith/contracts';

// Read model of an activity; its status follows the play events (DRAFT -> SENT -> ACTIVE -> CLOSED).
@Entity({ name: 'game_instances' })
export class GameInstanceEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'senior_id', type: 'uuid', nullable: true })
  seniorId!: string | null;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ name: 'template_id', type: 'text' })
  templateId!: TemplateSlug;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Column({ type: 'text', default: 'DRAFT' })
  status!: GameStatus;

  @Column({ name: 'config_json', type: 'jsonb' })
  configJSON!: GameConfig;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
