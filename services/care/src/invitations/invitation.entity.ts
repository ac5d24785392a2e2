import { Entity } from 'typeorm';
import { RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';
import type { InviteStatus, TeamRole } from '@carewith/contracts';

@Entity({ name: 'invitations' })
export class InvitationEntity extends RecordEntity {
  @UuidColumn('care_team_id')
  careTeamId!: string;

  @TextColumn()
  email!: string;

  @TextColumn()
  role!: TeamRole;

  // Only a hash of the single-use token is kept; the token itself exists only in the e-mail.
  @TextColumn('token_hash', { unique: true })
  tokenHash!: string;

  @TextColumn({ default: 'pending' })
  status!: InviteStatus;

  @UuidColumn('invited_by')
  invitedBy!: string;

  @TimestampColumn('sent_at')
  sentAt!: Date;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('accepted_at', { nullable: true })
  acceptedAt!: Date | null;

  @UuidColumn('accepted_by', { nullable: true })
  acceptedBy!: string | null;
}
