import { Entity } from 'typeorm';
import { BooleanColumn, JsonbColumn, RecordEntity, TextColumn, UuidColumn } from '@carewith/platform';
import type { AiReportType, InsightFigures, TimeRange } from '@carewith/contracts';

@Entity({ name: 'ai_reports' })
export class AiReportEntity extends RecordEntity {
  @UuidColumn('game_instance_id', { nullable: true })
  gameInstanceId!: string | null;

  @UuidColumn('senior_id', { nullable: true })
  seniorId!: string | null;

  @UuidColumn('care_team_id')
  careTeamId!: string;

  @TextColumn()
  type!: AiReportType;

  // The caregiver's own question, for a custom insight.
  @TextColumn({ nullable: true })
  prompt!: string | null;

  @TextColumn()
  output!: string;

  @TextColumn()
  writer!: 'local' | 'openai';

  @TextColumn('time_range', { nullable: true })
  timeRange!: TimeRange | null;

  @JsonbColumn('figures_json')
  figuresJSON!: InsightFigures;

  // What the built-in writer wrote it from (decision 261, ReportFacts); null on rows from before.
  @JsonbColumn('facts_json', { nullable: true })
  factsJSON!: unknown;

  @BooleanColumn({ default: false })
  saved!: boolean;

  @UuidColumn('created_by')
  createdBy!: string;
}
