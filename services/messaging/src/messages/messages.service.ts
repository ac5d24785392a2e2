import { Inject, Injectable } from '@nestjs/common';
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
import { MessageStore } from './message-store';
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
    private readonly store: MessageStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async isOptedOut(phone: string): Promise<boolean> {
    return this.store.isOptedOut(phone);
  }

  // An inbound text: STOP and its synonyms opt the number out, START opts it back in.
  async inbound(from: string, body: string): Promise<{ optedOut: boolean | null }> {
    const word = smsKeyword(body);
    if (word === 'stop') {
      await this.store.optOut(from);
      this.log.info('a number opted out of texts');
      return { optedOut: true };
    }
    if (word === 'start') {
      await this.store.optIn(from);
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
    const error =
      status === 'failed'
        ? `${MESSAGE_ERROR_WORDS.notDelivered}${errorCode ? ` (provider error ${errorCode})` : ''}`
        : null;
    return { updated: await this.store.setProviderStatus(providerId, status, error) };
  }

  // An activity's texts; the family's completion e-mails share its ref (for erasure) but are not texts.
  async byRef(refId: string): Promise<MessageView[]> {
    const rows = await this.store.texts(refId);
    return rows.map(view);
  }

  async outbox(query: OutboxQuery): Promise<OutboxEntry[]> {
    const rows = await this.store.outbox(query);
    return rows.map(toOutboxEntry);
  }

  // Data rights: the messages to these addresses or about these activities, whole (for the archive)...
  async exportFor(who: MessageSubjects): Promise<OutboxEntry[]> {
    const messages = await this.store.toOrAbout([...who.phones, ...who.emails], who.refIds);
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
    const rows = await this.store.erase([...phones, ...emails], [...refIds], [...phones]);
    this.log.info({ messages: rows, jobs }, 'messages erased');
    return { rows, jobs };
  }
}
