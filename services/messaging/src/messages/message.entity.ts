import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MessageChannel = 'sms' | 'email';
export type { MessageStatus } from '@carewith/contracts';
import type { MessageStatus } from '@carewith/contracts';

// Every message the product sends, whatever the provider; the outbox adapter only stores it here.
@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'text', unique: true })
  jobId!: string;

  @Column({ type: 'text' })
  channel!: MessageChannel;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'text' })
  status!: MessageStatus;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'provider_id', type: 'text', nullable: true })
  providerId!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'ref_id', type: 'text', nullable: true })
  refId!: string | null;

  // Whom the message concerns, for scoping the development outbox (null on rows from before).
  @Column({ name: 'senior_id', type: 'uuid', nullable: true })
  seniorId!: string | null;

  @Column({ name: 'care_team_id', type: 'uuid', nullable: true })
  careTeamId!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
