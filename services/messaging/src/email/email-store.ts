import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageStatus, SendEmailJob } from '@carewith/contracts';
import { MessageEntity } from '../messages/message.entity';

// The rows the `email` queue's worker keeps of its e-mails (one per job, in the messages table):
// every statement of sending an e-mail.
@Injectable()
export class EmailStore {
  constructor(private readonly dataSource: DataSource) {}

  async status(jobId: string): Promise<MessageStatus | null> {
    const row = await this.dataSource.getRepository(MessageEntity).findOneBy({ jobId });
    return row?.status ?? null;
  }

  // The job's row as the e-mail leaves: made, or an earlier try's brought to `status`.
  async record(jobId: string, data: SendEmailJob, provider: string, outbox: boolean): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(MessageEntity)
      .values({
        jobId,
        channel: 'email',
        kind: data.kind,
        to: data.to,
        subject: data.subject,
        body: data.text,
        status: outbox ? 'outbox' : 'sending',
        provider,
        refId: data.refId ?? null,
        careTeamId: data.careTeamId ?? null,
        sentAt: outbox ? new Date() : null,
      })
      .orUpdate(['status'], ['job_id'])
      .execute();
  }

  async markSent(jobId: string, providerId: string | null): Promise<void> {
    await this.dataSource
      .getRepository(MessageEntity)
      .update({ jobId }, { status: 'sent', providerId, sentAt: new Date(), error: null });
  }

  async requeue(jobId: string, error: string): Promise<void> {
    await this.dataSource.getRepository(MessageEntity).update({ jobId }, { status: 'queued', error });
  }

  async markFailed(jobId: string, error: string): Promise<void> {
    await this.dataSource.getRepository(MessageEntity).update({ jobId }, { status: 'failed', error });
  }
}
