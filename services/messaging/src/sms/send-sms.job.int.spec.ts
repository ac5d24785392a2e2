import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SendSmsJob } from '@carewith/contracts';
import { createLogger, HandledJob, PermanentJobError } from '@carewith/platform';
import { TestDataSource, testDataSource } from '@carewith/platform/testing';
import type { MessagingConfig } from '../config/messaging.config';
import { MessageEntity } from '../messages/message.entity';
import { Messages1763760300000 } from '../migrations/1763760300000-messages';
import { Sms1763760700000 } from '../migrations/1763760700000-sms';
import { MessageScope1763900000000 } from '../migrations/1763900000000-message-scope';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SendSmsJobHandler } from './send-sms.job';
import { SmsStore } from './sms-store';

jest.setTimeout(60_000);

// The SMS job with the outbox (no provider configured) over real Postgres: its checks and its record
// are one statement, so these pin what that statement decides.
describe('SendSmsJobHandler with the outbox (real Postgres)', () => {
  let db: TestDataSource;
  let ds: DataSource;
  let handler: SendSmsJobHandler;
  const job = (to: string, id = randomUUID()): HandledJob<SendSmsJob> => ({
    id,
    name: 'sms',
    attempt: 1,
    data: { to, body: 'Hello Rose\nhttps://carewith.test/play/x', kind: 'activity', refId: 'g1' },
    log: createLogger('test'),
  });
  const rows = (jobId: string) =>
    ds.query<{ status: string; error: string | null; sent: boolean; provider: string }[]>(
      `SELECT status, error, sent_at IS NOT NULL AS sent, provider FROM messages WHERE job_id = $1`,
      [jobId],
    );

  beforeAll(async () => {
    db = await testDataSource('messaging_sms', {
      entities: [MessageEntity],
      migrations: [Messages1763760300000, Sms1763760700000, MessageScope1763900000000],
    });
    ds = db.ds;
    handler = new SendSmsJobHandler(new SmsStore(ds), new OutboxSmsSender(), {} as MessagingConfig);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('given a number that never replied STOP, when the job runs twice, then one row is stored as sent', async () => {
    const j = job('+15550000001');
    await handler.handle(j);
    const [first] = await rows(j.id);
    await handler.handle(j);
    expect(await rows(j.id)).toEqual([{ status: 'outbox', error: null, sent: true, provider: 'outbox' }]);
    expect(first).toEqual({ status: 'outbox', error: null, sent: true, provider: 'outbox' });
  });

  it('given a number that replied STOP, when the job runs, then it fails for good and its row says why', async () => {
    await ds.query(`INSERT INTO sms_opt_outs (phone) VALUES ('+15550000002')`);
    const j = job('+15550000002');
    await expect(handler.handle(j)).rejects.toBeInstanceOf(PermanentJobError);
    expect(await rows(j.id)).toEqual([
      {
        status: 'failed',
        error: 'Not delivered: this number replied STOP to our texts',
        sent: false,
        provider: 'outbox',
      },
    ]);
  });

  it('given a row an earlier try left queued, when the job runs again, then that row is stored as sent', async () => {
    const j = job('+15550000003');
    await ds.query(
      `INSERT INTO messages (job_id, channel, kind, to_address, body, provider, ref_id, status, error)
       VALUES ($1, 'sms', 'activity', '+15550000003', 'Hello', 'outbox', 'g1', 'queued', 'timeout')`,
      [j.id],
    );
    await handler.handle(j);
    expect(await rows(j.id)).toEqual([{ status: 'outbox', error: null, sent: true, provider: 'outbox' }]);
  });

  it('given a text already stored, when the number replies STOP and the job runs again, then the row stays sent', async () => {
    const j = job('+15550000004');
    await handler.handle(j);
    await ds.query(`INSERT INTO sms_opt_outs (phone) VALUES ('+15550000004')`);
    await handler.handle(j);
    expect(await rows(j.id)).toEqual([{ status: 'outbox', error: null, sent: true, provider: 'outbox' }]);
  });

  it('given texts of jobs running at the same time, when they are stored together, then each gets its own row and only the STOP number fails', async () => {
    await ds.query(`INSERT INTO sms_opt_outs (phone) VALUES ('+15550000012')`);
    const jobs = ['+15550000011', '+15550000012', '+15550000013', '+15550000014'].map((to) => job(to));
    await handler.handle(jobs[3]!); // an earlier try of the last one already went
    const outcomes = await Promise.allSettled(jobs.map((j) => handler.handle(j)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await Promise.all(jobs.map((j) => rows(j.id)))).toEqual([
      [{ status: 'outbox', error: null, sent: true, provider: 'outbox' }],
      [
        {
          status: 'failed',
          error: 'Not delivered: this number replied STOP to our texts',
          sent: false,
          provider: 'outbox',
        },
      ],
      [{ status: 'outbox', error: null, sent: true, provider: 'outbox' }],
      [{ status: 'outbox', error: null, sent: true, provider: 'outbox' }],
    ]);
  });
});
