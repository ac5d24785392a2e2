import { randomUUID } from 'node:crypto';
import type { SendSmsJob } from '@carewith/contracts';
import type { TestDataSource } from '@carewith/platform/testing';
import { MessageStore } from '../messages/message-store';
import { messagingTestDataSource } from '../testing/messaging-database';
import { OutboxRow, SmsStore } from './sms-store';

jest.setTimeout(60_000);

// The text worker's statements over real Postgres: a job's row and whether its number replied STOP in
// one read, the row through its states, and the outbox's batch.
describe('SmsStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: SmsStore;
  let messages: MessageStore;
  const job = (to: string): SendSmsJob => ({ to, body: 'Hello Rose', kind: 'activity', refId: 'g1' });
  const row = async (jobId: string) =>
    (
      await db.ds.query<
        { status: string; error: string | null; provider: string; provider_id: string | null; sent: boolean }[]
      >(`SELECT status, error, provider, provider_id, sent_at IS NOT NULL AS sent FROM messages WHERE job_id = $1`, [
        jobId,
      ])
    )[0];

  beforeAll(async () => {
    db = await messagingTestDataSource('messaging_sms_store', 4);
    store = new SmsStore(db.ds);
    messages = new MessageStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("reads a job's row (none yet) and whether its number replied STOP", async () => {
    const jobId = randomUUID();
    expect(await store.jobState(jobId, '+15550000001')).toEqual({ status: null, createdAt: null, optedOut: false });
    await messages.optOut('+15550000002');
    expect(await store.jobState(jobId, '+15550000002')).toEqual({ status: null, createdAt: null, optedOut: true });
    await store.record(jobId, job('+15550000001'), 'twilio', 'sending', null);
    expect(await store.jobState(jobId, '+15550000001')).toEqual({
      status: 'sending',
      createdAt: expect.any(Date),
      optedOut: false,
    });
  });

  it('takes a row through its states: sending, queued again with why, sent, failed', async () => {
    const jobId = randomUUID();
    await store.record(jobId, job('+15550000003'), 'twilio', 'sending', null);
    await store.requeue(jobId, 'timeout');
    expect(await row(jobId)).toEqual({
      status: 'queued',
      error: 'timeout',
      provider: 'twilio',
      provider_id: null,
      sent: false,
    });
    await store.record(jobId, job('+15550000003'), 'twilio', 'sending', null);
    expect(await row(jobId)).toMatchObject({ status: 'sending', error: null });
    await store.markSent(jobId, { status: 'sent', provider: 'twilio', providerId: 'SM9' });
    expect(await row(jobId)).toEqual({
      status: 'sent',
      error: null,
      provider: 'twilio',
      provider_id: 'SM9',
      sent: true,
    });
    await store.markFailed(jobId, `Not delivered: ${'x'.repeat(600)}`);
    const failed = await row(jobId);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toHaveLength(500);
  });

  it("stores the outbox's batch in one statement: STOP numbers failed, rows already stored left as they were", async () => {
    await messages.optOut('+15550000012');
    const outbox = { provider: 'outbox', providerId: null, status: 'outbox' } as const;
    const rows: OutboxRow[] = ['+15550000011', '+15550000012', '+15550000013'].map((to) => ({
      jobId: randomUUID(),
      data: job(to),
      result: outbox,
    }));
    // An earlier try of the first already went; the third left a queued row.
    await store.storeOutbox([rows[0]!]);
    await store.record(rows[2]!.jobId, rows[2]!.data, 'outbox', 'queued', 'timeout');
    expect(await store.storeOutbox(rows)).toEqual([null, 'failed', 'outbox']);
    expect(await row(rows[0]!.jobId)).toMatchObject({ status: 'outbox', sent: true });
    expect(await row(rows[1]!.jobId)).toEqual({
      status: 'failed',
      error: 'Not delivered: this number replied STOP to our texts',
      provider: 'outbox',
      provider_id: null,
      sent: false,
    });
    expect(await row(rows[2]!.jobId)).toEqual({
      status: 'outbox',
      error: null,
      provider: 'outbox',
      provider_id: null,
      sent: true,
    });
  });
});
