import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { JsonbColumn, TimestampColumn, UuidColumn } from '@carewith/platform';
import type { FirstTry, ResultSummary } from '@carewith/contracts';

@Entity({ name: 'results' })
export class ResultEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @UuidColumn('game_instance_id', { unique: true })
  gameInstanceId!: string;

  @JsonbColumn('summary_json')
  summaryJSON!: ResultSummary;

  @JsonbColumn('raw_json')
  rawJSON!: Record<string, unknown>[];

  @JsonbColumn('computed_scores_json')
  computedScoresJSON!: { accuracy: number };

  @TimestampColumn('completed_at', { default: () => 'now()' })
  completedAt!: Date;

  // How much help the answers needed (beyond the spec); null for a result written before it was kept
  // and not yet backfilled.
  @JsonbColumn('first_try_json', { nullable: true })
  firstTryJSON!: FirstTry | null;
}
