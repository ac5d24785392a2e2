import { Entity } from 'typeorm';
import { RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';

export type MessageChannel = 'sms' | 'email';
export type { MessageStatus } from '@carewith/contracts';
import type { MessageStatus } from '@carewith/contracts';

// Every message the product sends, whatever the provider; the outbox adapter only stores it here.
@Entity({ name: 'messages' })
export class MessageEntity extends RecordEntity {
  @TextColumn('job_id', { unique: true })
  jobId!: string;

  @TextColumn()
  channel!: MessageChannel;

  @TextColumn()
  kind!: string;

  @TextColumn('to_address')
  to!: string;

  @TextColumn({ nullable: true })
  subject!: string | null;

  @TextColumn()
  body!: string;

  @TextColumn()
  status!: MessageStatus;

  @TextColumn()
  provider!: string;

  @TextColumn('provider_id', { nullable: true })
  providerId!: string | null;

  @TextColumn({ nullable: true })
  error!: string | null;

  @TextColumn('ref_id', { nullable: true })
  refId!: string | null;

  // Whom the message concerns, for scoping the development outbox (null on rows from before).
  @UuidColumn('senior_id', { nullable: true })
  seniorId!: string | null;

  @UuidColumn('care_team_id', { nullable: true })
  careTeamId!: string | null;

  @TimestampColumn('sent_at', { nullable: true })
  sentAt!: Date | null;
}
