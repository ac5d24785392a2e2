import { Entity } from 'typeorm';
import { JsonbColumn, RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';
import type { GameConfig, GameStatus, TemplateSlug } from '@carewith/contracts';

// Read model of an activity; its status follows the play events (DRAFT -> SENT -> ACTIVE -> CLOSED).
@Entity({ name: 'game_instances' })
export class GameInstanceEntity extends RecordEntity {
  @UuidColumn('senior_id', { nullable: true })
  seniorId!: string | null;

  @UuidColumn('care_team_id')
  careTeamId!: string;

  @TextColumn('template_id')
  templateId!: TemplateSlug;

  @UuidColumn('created_by')
  createdBy!: string;

  @TextColumn({ default: 'DRAFT' })
  status!: GameStatus;

  @JsonbColumn('config_json')
  configJSON!: GameConfig;

  @TimestampColumn('sent_at', { nullable: true })
  sentAt!: Date | null;

  @TimestampColumn('started_at', { nullable: true })
  startedAt!: Date | null;
}
