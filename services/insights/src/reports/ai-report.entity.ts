import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AiReportType, InsightFigures, TimeRange } from '@carewith/contracts';

@Entity({ name: 'ai_reports' })
export class AiReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'game_instance_id', type: 'uuid', nullable: true })
  gameInstanceId!: string | null;

  @Column({ name: 'senior_id', type: 'uuid', nullable: true })
  seniorId!: string | null;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ type: 'text' })
  type!: AiReportType;

  // The caregiver's own question, for a custom insight.
  @Column({ type: 'text', nullable: true })
  prompt!: string | null;

  @Column({ type: 'text' })
  output!: string;

  @Column({ type: 'text' })
  writer!: 'local' | 'openai';

  @Column({ name: 'time_range', type: 'text', nullable: true })
  timeRange!: TimeRange | null;

  @Column({ name: 'figures_json', type: 'jsonb' })
  figuresJSON!: InsightFigures;

  @Column({ type: 'boolean', default: false })
  saved!: boolean;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
