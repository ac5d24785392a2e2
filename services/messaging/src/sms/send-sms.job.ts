import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGE_ERROR_WORDS, MessageStatus, QUEUE_NAMES, SendSmsJob, sendSmsJobSchema } from '@carewith/contracts';
import { GroupedStatement, HandledJob, JobHandler, PermanentJobError } from '@carewith/platform';
import { MessageEntity } from '../messages/message.entity';
import { MESSAGING_CONFIG, MessagingConfig } from '../config/messaging.config';
import { PermanentSmsError, SMS_SENDER, SmsSender, SmsSendResult } from './sms-sender.port';

type OutboxRow = { jobId: string; data: SendSmsJob; result: SmsSendResult };
const STOPPED = MESSAGE_ERROR_WORDS.stopped;
// The outbox's record of a batch of texts, one row each, in one statement: whether the number replied
// STOP is judged per row; an earlier try's row is brought to the result unless it already went. Two
// texts of one job never share a batch (ON CONFLICT cannot touch a row twice): were they to, the batch
// fails and GroupedStatement runs each alone.
const OUTBOX_STORE_SQL = `
  INSERT INTO messages (job_id, channel, kind, to_address, subject, body, provider, provider_id, ref_id,
                        senior_id, status, error, sent_at)
  SELECT t.job_id, 'sms', t.kind, t.to_address, NULL, t.body, t.provider, t.provider_id, t.ref_id, t.senior_id,
         CASE WHEN o.stopped THEN 'failed' ELSE t.status END,
         CASE WHEN o.stopped THEN $10 END,
         CASE WHEN o.stopped THEN NULL ELSE now() END
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::text[])
         AS t(job_id, kind, to_address, body, provider, provider_id, ref_id, senior_id, status)
   CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = t.to_address) AS stopped) o
  ON CONFLICT (job_id) DO UPDATE SET status = EXCLUDED.status, provider = EXCLUDED.provider,
    provider_id = EXCLUDED.provider_id, sent_at = EXCLUDED.sent_at, error = EXCLUDED.error
    WHERE messages.status NOT IN ('sent', 'delivered', 'outbox')
  RETURNING job_id, status`;

type JobState = { status: MessageStatus | null; createdAt: Date | null; optedOut: boolean };
// A row in one of these states is a text that went (or sits in the outbox): never again.
const DONE = new Set<MessageStatus>(['sent', 'delivered', 'outbox']);

// Consumes the `sms` queue. A message row tracks each job: queued -> sending -> sent/outbox ->
// delivered, or failed ("not delivered"). A rerun after a crash finds the row and does not send twice.
@Injectable()
export class SendSmsJobHandler {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  @JobHandler(QUEUE_NAMES.sms, sendSmsJobSchema, { concurrency: 10, onFailed: 'failedForGood' })
  async handle(job: HandledJob<SendSmsJob>): Promise<void> {
    if (this.sender.recordOnly) return this.store(job);
    const { id: jobId, data, log } = job;
    // One round trip: this job's row, if a try already made one, and whether the number replied STOP.
    const [state] = await this.dataSource.query<JobState[]>(
      `SELECT m.status, m.created_at AS "createdAt",
              EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = $2) AS "optedOut"
         FROM (SELECT 1) AS one LEFT JOIN messages m ON m.job_id = $1`,
      [jobId, data.to],
    );
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
        await this.dataSource.query(
          `UPDATE messages SET status = 'sent', provider = $2, provider_id = $3, sent_at = now(), error = NULL
            WHERE job_id = $1`,
          [jobId, this.sender.name, providerId],
        );
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
      await this.dataSource.query(
        `UPDATE messages SET status = $2, provider = $3, provider_id = $4, sent_at = now(), error = NULL
          WHERE job_id = $1`,
        [jobId, result.status, result.provider, result.providerId],
      );
      log.info({ provider: result.provider }, 'text sent');
    } catch (error) {
      if (error instanceof PermanentSmsError) {
        await this.markFailed(job, `Not delivered: ${error.message}`);
        throw new PermanentJobError(`Not delivered: ${error.message}`);
      }
      // Transient: back to queued; the queue retries with backoff.
      await this.dataSource.query(`UPDATE messages SET status = 'queued', error = $2 WHERE job_id = $1`, [
        jobId,
        error instanceof Error ? error.message.slice(0, 500) : String(error),
      ]);
      throw error;
    }
  }

  // The outbox: nothing leaves, so the checks and the record are one statement, and the texts of jobs
  // running at the same time share it (see OUTBOX_STORE_SQL). A number that replied STOP gets a 'failed'
  // row; a row already sent or stored is left as it is (nothing comes back for it).
  private async store({ id: jobId, data, log }: HandledJob<SendSmsJob>): Promise<void> {
    const result = await this.sender.send({ to: data.to, body: data.body });
    const status = await this.outbox.submit({ jobId, data, result });
    if (status === 'failed') throw new PermanentJobError(STOPPED);
    if (status) log.info({ provider: result.provider }, 'text sent');
  }

  private readonly outbox = new GroupedStatement<OutboxRow, MessageStatus | null>(async (rows) => {
    const column = <T>(f: (row: OutboxRow) => T) => rows.map(f);
    const stored = await this.dataSource.query<{ job_id: string; status: MessageStatus }[]>(OUTBOX_STORE_SQL, [
      column((r) => r.jobId),
      column((r) => r.data.kind),
      column((r) => r.data.to),
      column((r) => r.data.body),
      column((r) => r.result.provider),
      column((r) => r.result.providerId),
      column((r) => r.data.refId),
      column((r) => r.data.seniorId ?? null),
      column((r) => r.result.status),
      STOPPED,
    ]);
    const byJob = new Map(stored.map((row) => [row.job_id, row.status]));
    return rows.map((r) => byJob.get(r.jobId) ?? null);
  });

  // The job's row, made or brought to this status (one statement; a retry updates its own row).
  private async record(jobId: string, data: SendSmsJob, status: MessageStatus, error: string | null) {
    await this.dataSource.query(
      `INSERT INTO messages (job_id, channel, kind, to_address, subject, body, provider, ref_id, senior_id, status, error)
       VALUES ($1, 'sms', $2, $3, NULL, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (job_id) DO UPDATE SET status = EXCLUDED.status, error = EXCLUDED.error`,
      [jobId, data.kind, data.to, data.body, this.sender.name, data.refId, data.seniorId ?? null, status, error],
    );
  }

  // The row says why the text did not go (the error is not logged: it may carry the number).
  async failedForGood(job: HandledJob<unknown>, error: Error) {
    const why = error.message.startsWith('Not delivered')
      ? error.message
      : `Not delivered after ${job.attempt} tries: ${error.message}`;
    await this.markFailed(job, why);
  }

  private async markFailed({ id: jobId, log }: HandledJob<unknown>, error: string) {
    await this.dataSource
      .getRepository(MessageEntity)
      .update({ jobId }, { status: 'failed', error: error.slice(0, 500) });
    log.warn('text not delivered');
  }
}
