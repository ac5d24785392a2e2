import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  DomainError,
  MESSAGE_ERROR_WORDS,
  MessageStatus,
  MessageView,
  OutboxEntry,
  OutboxQuery,
  QUEUE_NAMES,
  SendEmailJob,
  SendSmsJob,
} from '@carewith/contracts';
import { createLogger, JOB_QUEUE, JobQueue, JobStillRunningError } from '@carewith/platform';
import { MessageEntity } from './message.entity';
import { smsKeyword } from './sms-keywords';

// Outside the outbox page, addresses are masked: the last digits of a phone, the domain of an e-mail.
export const maskAddress = (to: string) =>
  to.includes('@') ? `${to.slice(0, 1)}***@${to.split('@')[1] ?? ''}` : `•••• ${to.slice(-4)}`;

const view = (m: MessageEntity): MessageView => ({
  id: m.id,
  channel: m.channel,
  kind: m.kind,
  to: maskAddress(m.to),
  status: m.status,
  error: m.error,
  sentAt: m.sentAt ? m.sentAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});

const toOutboxEntry = (m: MessageEntity): OutboxEntry => ({
  ...view(m),
  to: m.to,
  subject: m.subject,
  body: m.body,
  provider: m.provider,
});

export type MessageSubjects = { phones: string[]; emails: string[]; refIds: string[] };

@Injectable()
export class MessagesService {
  private readonly log = createLogger(MessagesService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async isOptedOut(phone: string): Promise<boolean> {
    const rows = await this.dataSource.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [phone]);
    return (rows as unknown[]).length > 0;
  }

  // An inbound text: STOP and its synonyms opt the number out, START opts it back in.
  async inbound(from: string, body: string): Promise<{ optedOut: boolean | null }> {
    const word = smsKeyword(body);
    if (word === 'stop') {
      await this.dataSource.query('INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT DO NOTHING', [from]);
      this.log.info('a number opted out of texts');
      return { optedOut: true };
    }
    if (word === 'start') {
      await this.dataSource.query('DELETE FROM sms_opt_outs WHERE phone = $1', [from]);
      return { optedOut: false };
    }
    return { optedOut: null };
  }

  // The provider's delivery callback; a later "sent" never overwrites "delivered" or "failed".
  async providerStatus(providerId: string, providerStatus: string, errorCode?: string): Promise<{ updated: boolean }> {
    const status: MessageStatus | null =
      providerStatus === 'delivered' || providerStatus === 'read'
        ? 'delivered'
        : providerStatus === 'undelivered' || providerStatus === 'failed'
          ? 'failed'
          : ['queued', 'accepted', 'sending', 'sent', 'scheduled'].includes(providerStatus)
            ? 'sent'
            : null;
    if (!status) return { updated: false };
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = (await this.dataSource.query(
      `UPDATE messages SET status = $2, error = $3
        WHERE provider_id = $1 AND NOT (status IN ('delivered', 'failed') AND $2 = 'sent')
        RETURNING id`,
      [
        providerId,
        status,
        status === 'failed'
          ? `${MESSAGE_ERROR_WORDS.notDelivered}${errorCode ? ` (provider error ${errorCode})` : ''}`
          : null,
      ],
    )) as [unknown[], number];
    return { updated: rows.length > 0 };
  }

  // An activity's texts; the family's completion e-mails share its ref (for erasure) but are not texts.
  async byRef(refId: string): Promise<MessageView[]> {
    const rows = await this.dataSource
      .getRepository(MessageEntity)
      .find({ where: { refId, channel: 'sms' }, order: { createdAt: 'DESC' }, take: 50 });
    return rows.map(view);
  }

  async outbox(query: OutboxQuery): Promise<OutboxEntry[]> {
    const where = [
      { to: query.to },
      ...(query.seniorIds.length ? [{ seniorId: In(query.seniorIds) }] : []),
      ...(query.careTeamIds.length ? [{ careTeamId: In(query.careTeamIds) }] : []),
    ];
    const rows = await this.dataSource
      .getRepository(MessageEntity)
      .find({ where, order: { createdAt: 'DESC' }, take: query.limit });
    return rows.map(toOutboxEntry);
  }

  // Data rights: the messages to these addresses or about these activities, whole (for the archive)...
  async exportFor(who: MessageSubjects): Promise<OutboxEntry[]> {
    const addresses = [...who.phones, ...who.emails];
    const where = [
      ...(addresses.length ? [{ to: In(addresses) }] : []),
      ...(who.refIds.length ? [{ refId: In(who.refIds) }] : []),
    ];
    if (!where.length) return [];
    const messages = await this.dataSource.getRepository(MessageEntity).find({ where, order: { createdAt: 'ASC' } });
    return messages.map(toOutboxEntry);
  }

  // ...and their erasure: the rows, the opt-outs of those phones, and every queued or kept job.
  // Queued jobs go first, so a text cannot be sent (and recorded again) after its rows were erased.
  async eraseFor(who: MessageSubjects): Promise<{ rows: number; jobs: number }> {
    const phones = new Set(who.phones);
    const emails = new Set(who.emails);
    const refIds = new Set(who.refIds);
    let jobs: number;
    try {
      jobs =
        (await this.queue.removeJobs<SendSmsJob>(
          QUEUE_NAMES.sms,
          (j) => phones.has(j.data.to) || refIds.has(j.data.refId),
        )) +
        (await this.queue.removeJobs<SendEmailJob>(
          QUEUE_NAMES.email,
          (j) => emails.has(j.data.to) || (j.data.refId !== undefined && refIds.has(j.data.refId)),
        ));
    } catch (error) {
      if (!(error instanceof JobStillRunningError)) throw error;
      throw new DomainError('UNAVAILABLE', 'A message to them is being sent right now. Please try again in a minute.');
    }
    const rows = await this.dataSource.transaction(async (em) => {
      const [gone] = await em.query<{ n: number }[]>(
        `WITH gone AS (DELETE FROM messages WHERE to_address = ANY($1::text[]) OR ref_id = ANY($2::text[]) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [[...phones, ...emails], [...refIds]],
      );
      await em.query('DELETE FROM sms_opt_outs WHERE phone = ANY($1::text[])', [[...phones]]);
      return gone?.n ?? 0;
    });
    this.log.info({ messages: rows, jobs }, 'messages erased');
    return { rows, jobs };
  }
}
