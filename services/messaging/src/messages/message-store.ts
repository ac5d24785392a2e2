import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { MessageStatus, OutboxQuery } from '@carewith/contracts';
import { MessageEntity } from './message.entity';

// The delivery rows of texts and e-mails and the numbers that replied STOP (migrations
// 1763760300000-messages, 1763760700000-sms, 1763900000000-message-scope): the statements of the
// messages' reads, opt-outs and data rights. The queue workers write the rows (sms-store.ts,
// email-store.ts).
@Injectable()
export class MessageStore {
  constructor(private readonly dataSource: DataSource) {}

  async isOptedOut(phone: string): Promise<boolean> {
    const rows = await this.dataSource.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [phone]);
    return (rows as unknown[]).length > 0;
  }

  async optOut(phone: string): Promise<void> {
    await this.dataSource.query('INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT DO NOTHING', [phone]);
  }

  async optIn(phone: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sms_opt_outs WHERE phone = $1', [phone]);
  }

  // The provider's word on a text; a later "sent" never overwrites "delivered" or "failed". False: no
  // text of that provider id, or one already past "sent".
  async setProviderStatus(providerId: string, status: MessageStatus, error: string | null): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = (await this.dataSource.query(
      `UPDATE messages SET status = $2, error = $3
        WHERE provider_id = $1 AND NOT (status IN ('delivered', 'failed') AND $2 = 'sent')
        RETURNING id`,
      [providerId, status, error],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  // The latest 50 texts of a ref (an activity), newest first.
  texts(refId: string): Promise<MessageEntity[]> {
    return this.dataSource
      .getRepository(MessageEntity)
      .find({ where: { refId, channel: 'sms' }, order: { createdAt: 'DESC' }, take: 50 });
  }

  // The outbox page: messages to an address, about loved ones or for teams, newest first.
  outbox(query: OutboxQuery): Promise<MessageEntity[]> {
    const where = [
      { to: query.to },
      ...(query.seniorIds.length ? [{ seniorId: In(query.seniorIds) }] : []),
      ...(query.careTeamIds.length ? [{ careTeamId: In(query.careTeamIds) }] : []),
    ];
    return this.dataSource
      .getRepository(MessageEntity)
      .find({ where, order: { createdAt: 'DESC' }, take: query.limit });
  }

  // The messages to these addresses or with these refs, oldest first (none asked: none).
  async toOrAbout(addresses: string[], refIds: string[]): Promise<MessageEntity[]> {
    const where = [
      ...(addresses.length ? [{ to: In(addresses) }] : []),
      ...(refIds.length ? [{ refId: In(refIds) }] : []),
    ];
    if (!where.length) return [];
    return this.dataSource.getRepository(MessageEntity).find({ where, order: { createdAt: 'ASC' } });
  }

  // Erasure in one transaction: the messages to these addresses or with these refs, and the opt-outs
  // of these phones; how many messages went.
  erase(addresses: string[], refIds: string[], phones: string[]): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      const [gone] = await em.query<{ n: number }[]>(
        `WITH gone AS (DELETE FROM messages WHERE to_address = ANY($1::text[]) OR ref_id = ANY($2::text[]) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [addresses, refIds],
      );
      await em.query('DELETE FROM sms_opt_outs WHERE phone = ANY($1::text[])', [phones]);
      return gone?.n ?? 0;
    });
  }
}
