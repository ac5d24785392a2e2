import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGE_ERROR_WORDS, MessageStatus, SendSmsJob } from '@carewith/contracts';
import { MessageEntity } from '../messages/message.entity';
import type { SmsSendResult } from './sms-sender.port';

export type OutboxRow = { jobId: string; data: SendSmsJob; result: SmsSendResult };
export type JobState = { status: MessageStatus | null; createdAt: Date | null; optedOut: boolean };

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

// The rows the `sms` queue's worker keeps of its texts (one per job, in the messages table): every
// statement of sending a text.
@Injectable()
export class SmsStore {
  constructor(private readonly dataSource: DataSource) {}

  // One round trip: the job's row, if a try already made one, and whether the number replied STOP.
  async jobState(jobId: string, to: string): Promise<JobState> {
    const [state] = await this.dataSource.query<JobState[]>(
      `SELECT m.status, m.created_at AS "createdAt",
              EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = $2) AS "optedOut"
         FROM (SELECT 1) AS one LEFT JOIN messages m ON m.job_id = $1`,
      [jobId, to],
    );
    return state!;
  }

  // The job's row, made or brought to this status (one statement; a retry updates its own row).
  async record(
    jobId: string,
    data: SendSmsJob,
    provider: string,
    status: MessageStatus,
    error: string | null,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO messages (job_id, channel, kind, to_address, subject, body, provider, ref_id, senior_id, status, error)
       VALUES ($1, 'sms', $2, $3, NULL, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (job_id) DO UPDATE SET status = EXCLUDED.status, error = EXCLUDED.error`,
      [jobId, data.kind, data.to, data.body, provider, data.refId, data.seniorId ?? null, status, error],
    );
  }

  // The text went (or was found at the provider after a restart).
  async markSent(jobId: string, sent: { status: MessageStatus; provider: string; providerId: string | null }) {
    await this.dataSource.query(
      `UPDATE messages SET status = $2, provider = $3, provider_id = $4, sent_at = now(), error = NULL
        WHERE job_id = $1`,
      [jobId, sent.status, sent.provider, sent.providerId],
    );
  }

  // A transient failure: back to queued, with why, for the queue's next try.
  async requeue(jobId: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE messages SET status = 'queued', error = $2 WHERE job_id = $1`, [jobId, error]);
  }

  async markFailed(jobId: string, error: string): Promise<void> {
    await this.dataSource
      .getRepository(MessageEntity)
      .update({ jobId }, { status: 'failed', error: error.slice(0, 500) });
  }

  // The outbox's batch (OUTBOX_STORE_SQL): each row's stored status, or null when its row had gone
  // already and was left as it was.
  async storeOutbox(rows: readonly OutboxRow[]): Promise<(MessageStatus | null)[]> {
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
      MESSAGE_ERROR_WORDS.stopped,
    ]);
    const byJob = new Map(stored.map((row) => [row.job_id, row.status]));
    return rows.map((r) => byJob.get(r.jobId) ?? null);
  }
}
