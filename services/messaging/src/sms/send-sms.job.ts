import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_ERROR_WORDS, MessageStatus, QUEUE_NAMES, SendSmsJob, sendSmsJobSchema } from '@carewith/contracts';
import { GroupedStatement, HandledJob, JobHandler, PermanentJobError } from '@carewith/platform';
import { MESSAGING_CONFIG, MessagingConfig } from '../config/messaging.config';
import { PermanentSmsError, SMS_SENDER, SmsSender } from './sms-sender.port';
import { OutboxRow, SmsStore } from './sms-store';

const STOPPED = MESSAGE_ERROR_WORDS.stopped;

// A row in one of these states is a text that went (or sits in the outbox): never again.
const DONE = new Set<MessageStatus>(['sent', 'delivered', 'outbox']);

// Consumes the `sms` queue. A message row tracks each job: queued -> sending -> sent/outbox ->
// delivered, or failed ("not delivered"). A rerun after a crash finds the row and does not send twice.
@Injectable()
export class SendSmsJobHandler {
  constructor(
    private readonly store: SmsStore,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  @JobHandler(QUEUE_NAMES.sms, sendSmsJobSchema, { concurrency: 10, onFailed: 'failedForGood' })
  async handle(job: HandledJob<SendSmsJob>): Promise<void> {
    if (this.sender.recordOnly) return this.toOutbox(job);
    const { id: jobId, data, log } = job;
    // One round trip: this job's row, if a try already made one, and whether the number replied STOP.
    const state = await this.store.jobState(jobId, data.to);
    if (state.status && DONE.has(state.status)) return;
    if (state.optedOut) {
      await this.record(jobId, data, 'failed', STOPPED);
      throw new PermanentJobError(STOPPED);
    }
    if (state.status === 'sending' && state.createdAt) {
      // A previous attempt died after asking the provider: find out before sending again.
      const providerId = await this.sender.findSent({
        to: data.to,
        body: data.body,
        since: new Date(state.createdAt.getTime() - 60_000),
      });
      if (providerId) {
        await this.store.markSent(jobId, { status: 'sent', provider: this.sender.name, providerId });
        log.info('text found at the provider after a restart; not sent again');
        return;
      }
    }
    await this.record(jobId, data, 'sending', null);
    try {
      const statusCallback =
        this.sender.name === 'twilio'
          ? new URL('/api/webhooks/twilio/status', this.config.PUBLIC_URL).toString()
          : undefined;
      const result = await this.sender.send({ to: data.to, body: data.body, statusCallback });
      await this.store.markSent(jobId, result);
      log.info({ provider: result.provider }, 'text sent');
    } catch (error) {
      if (error instanceof PermanentSmsError) {
        await this.markFailed(job, `Not delivered: ${error.message}`);
        throw new PermanentJobError(`Not delivered: ${error.message}`);
      }
      // Transient: back to queued; the queue retries with backoff.
      await this.store.requeue(jobId, error instanceof Error ? error.message.slice(0, 500) : String(error));
      throw error;
    }
  }

  // The outbox: nothing leaves, so the checks and the record are one statement, and the texts of jobs
  // running at the same time share it (SmsStore.storeOutbox). A number that replied STOP gets a
  // 'failed' row; a row already sent or stored is left as it is (nothing comes back for it).
  private async toOutbox({ id: jobId, data, log }: HandledJob<SendSmsJob>): Promise<void> {
    const result = await this.sender.send({ to: data.to, body: data.body });
    const status = await this.outbox.submit({ jobId, data, result });
    if (status === 'failed') throw new PermanentJobError(STOPPED);
    if (status) log.info({ provider: result.provider }, 'text sent');
  }

  private readonly outbox = new GroupedStatement<OutboxRow, MessageStatus | null>((rows) =>
    this.store.storeOutbox(rows),
  );

  // The job's row, made or brought to this status (one statement; a retry updates its own row).
  private async record(jobId: string, data: SendSmsJob, status: MessageStatus, error: string | null) {
    await this.store.record(jobId, data, this.sender.name, status, error);
  }

  // The row says why the text did not go (the error is not logged: it may carry the number).
  async failedForGood(job: HandledJob<unknown>, error: Error) {
    const why = error.message.startsWith('Not delivered')
      ? error.message
      : `Not delivered after ${job.attempt} tries: ${error.message}`;
    await this.markFailed(job, why);
  }

  private async markFailed({ id: jobId, log }: HandledJob<unknown>, error: string) {
    await this.store.markFailed(jobId, error);
    log.warn('text not delivered');
  }
}
