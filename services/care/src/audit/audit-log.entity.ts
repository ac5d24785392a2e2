import { Entity } from 'typeorm';
import { JsonbColumn, RecordEntity, TextColumn, UuidColumn } from '@carewith/platform';

@Entity({ name: 'audit_logs' })
export class AuditLogEntity extends RecordEntity {
  @UuidColumn('actor_id', { nullable: true })
  actorId!: string | null;

  @UuidColumn('care_team_id', { nullable: true })
  careTeamId!: string | null;

  @TextColumn()
  action!: string;

  @TextColumn('target_type', { nullable: true })
  targetType!: string | null;

  @TextColumn('target_id', { nullable: true })
  targetId!: string | null;

  @JsonbColumn('meta_json', { default: {} })
  metaJSON!: Record<string, unknown>;
}
