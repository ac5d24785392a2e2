import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FirstTry, ResultSummary } from '@carewith/contracts';

@Entity({ name: 'results' })
export class ResultEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'game_instance_id', type: 'uuid', unique: true })
  gameInstanceId!: string;

  @Column({ name: 'summary_json', type: 'jsonb' })
  summaryJSON!: ResultSummary;

  @Column({ name: 'raw_json', type: 'jsonb' })
  rawJSON!: Record<string, unknown>[];

  @Column({ name: 'computed_scores_json', type: 'jsonb' })
  computedScoresJSON!: { accuracy: number };

  @Column({ name: 'completed_at', type: 'timestamptz', default: () => 'now()' })
  completedAt!: Date;

  // How much help the answers needed (beyond the spec); null for a result written before it was kept
  // and not yet backfilled.
  @Column({ name: 'first_try_json', type: 'jsonb', nullable: true })
  firstTryJSON!: FirstTry | null;
}
