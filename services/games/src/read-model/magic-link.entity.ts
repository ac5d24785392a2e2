import { Entity } from 'typeorm';
import { RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';

@Entity({ name: 'magic_links' })
export class MagicLinkEntity extends RecordEntity {
  @UuidColumn('game_instance_id')
  gameInstanceId!: string;

  @TextColumn('token_hash', { unique: true })
  tokenHash!: string;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('first_opened_at', { nullable: true })
  firstOpenedAt!: Date | null;

  @TimestampColumn('revoked_at', { nullable: true })
  revokedAt!: Date | null;

  @UuidColumn('created_by')
  createdBy!: string;
}
