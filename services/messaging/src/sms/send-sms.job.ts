import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QUEUE_NAMES, SendSmsJob, sendSmsJobSchema } from '@carewith/contracts';
import {
  createLogger,
  Job,
  JOB_QUEUE,
  JobQueue,
  PermanentJobError,
  QueueWorker,
  requestContext,
} from '@carewith/platform';
import { MessageEntity } from '../messages/message.entity';
import { MessagesService } from '../messages/messages.service';
import { MESSAGING_CONFIG, MessagingConfig } from '../config/messaging.config';
import { PermanentSmsError, SMS_SENDER, SmsSender } from './sms-sender.port';

// Consumes the `sms` queue. A message row tracks each job: queued -> sending -> sent/outbox ->
// delivered, or failed ("not delivered"). A rerun after a crash finds the row and does not send twice.
@Injectable()
export class SendSmsJobHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger(SendSmsJobHandler.name);
  private worker?: QueueWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: MessagesService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  onApplicationBootstrap() {
    this.worker = this.queue.process<SendSmsJob>(QUEUE_NAMES.sms, (job) => this.handle(job), {
      concurrency: 10,
      onFailed: (job, error) =>
        this.markFailed(
          job.id,
          error.message.startsWith('Not delivered')
            ? error.message
            : `Not delivered after ${job.attempt} tries: ${error.message}`,
        ),
    });
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  async handle(job: Job<SendSmsJob>): Promise<void> {
    const parsed = sendSmsJobSchema.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobError(`invalid SMS job: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data;
    await requestContext.run({ requestId: data.requestId ?? job.id }, () => this.deliver(job.id, data));
  }

  private async deliver(jobId: string, data: SendSmsJob): Promise<void> {
    const repo = this.dataSource.getRepository(MessageEntity);
    let row = await repo.findOneBy({ jobId });
    if (row && ['sent', 'delivered', 'outbox'].includes(row.status)) return;
    if (await this.messages.isOptedOut(data.to)) {
      const reason = 'Not delivered: this number replied STOP to our texts';
      await this.record(jobId, data, { status: 'failed', error: reason });
      throw new PermanentJobError(reason);
    }
    if (row?.status === 'sending') {
      // A previous attempt died after asking the provider: find out before sending again.
      const providerId = await this.sender.findSent({
        to: data.to,
        body: data.body,
        since: new Date(row.createdAt.getTime() - 60_000),
      });
      if (providerId) {
        await repo.update(
          { jobId },
          { status: 'sent', provider: this.sender.name, providerId, sentAt: new Date(), error: null },
        );
        this.log.info({ jobId }, 'text found at the provider after a restart; not sent again');
        return;
      }
    }
    row = await this.record(jobId, data, { status: 'sending', error: null });
    try {
      const statusCallback =
        this.sender.name === 'twilio'
          ? new URL('/api/webhooks/twilio/status', this.config.PUBLIC_URL).toString()
          : undefined;
      const result = await this.sender.send({ to: data.to, body: data.body, statusCallback });
      await repo.update(
        { jobId },
        {
          status: result.status,
          provider: result.provider,
          providerId: result.providerId,
          sentAt: new Date(),
          error: null,
        },
      );
      this.log.info({ jobId, provider: result.provider }, 'text sent');
    } catch (error) {
      if (error instanceof PermanentSmsError) {
        await this.markFailed(jobId, `Not delivered: ${error.message}`);
        throw new PermanentJobError(`Not delivered: ${error.message}`);
      }
      // Transient: back to queued; the queue retries with backoff.
      await repo.update(
        { jobId },
        { status: 'queued', error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
      );
      throw error;
    }
  }

  private async record(jobId: string, data: SendSmsJob, fields: Pick<MessageEntity, 'status' | 'error'>) {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(MessageEntity)
      .values({
        jobId,
        channel: 'sms',
        kind: data.kind,
        to: data.to,
        subject: null,
        body: data.body,
        provider: this.sender.name,
        refId: data.refId,
        seniorId: data.seniorId ?? null,
        ...fields,
      })
      .orUpdate(['status', 'error'], ['job_id'])
      .execute();
    return this.dataSource.getRepository(MessageEntity).findOneByOrFail({ jobId });
  }

  private async markFailed(jobId: string, error: string) {
    await this.dataSource
      .getRepository(MessageEntity)
      .update({ jobId }, { status: 'failed', error: error.slice(0, 500) });
    this.log.warn({ jobId }, 'text not delivered');
  }
}
