import { randomUUID } from 'node:crypto';
import type { SendEmailJob } from '@carewith/contracts';
import type { TestDataSource } from '@carewith/platform/testing';
import { messagingTestDataSource } from '../testing/messaging-database';
import { EmailStore } from './email-store';

jest.setTimeout(60_000);

// The e-mail worker's statements over real Postgres: a job's row made once (a retry brings it to its
// new status) and taken through its states.
describe('EmailStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: EmailStore;
  const team = randomUUID();
  const mail: SendEmailJob = {
    to: 'ann@example.com',
    subject: 'You are invited',
    text: 'Join us',
    kind: 'invitation',
    refId: 'inv-1',
    careTeamId: team,
  };
  const rows = (jobId: string) =>
    db.ds.query<Record<string, unknown>[]>(
      `SELECT channel, kind, to_address, subject, body, status, provider, provider_id, ref_id, care_team_id, error,
              sent_at IS NOT NULL AS sent
         FROM messages WHERE job_id = $1`,
      [jobId],
    );

  beforeAll(async () => {
    db = await messagingTestDataSource('messaging_email_store');
    store = new EmailStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("stores an outbox e-mail whole, as sent, and tells the job's status", async () => {
    const jobId = randomUUID();
    expect(await store.status(jobId)).toBeNull();
    await store.record(jobId, mail, 'outbox', true);
    expect(await rows(jobId)).toEqual([
      {
        channel: 'email',
        kind: 'invitation',
        to_address: 'ann@example.com',
        subject: 'You are invited',
        body: 'Join us',
        status: 'outbox',
        provider: 'outbox',
        provider_id: null,
        ref_id: 'inv-1',
        care_team_id: team,
        error: null,
        sent: true,
      },
    ]);
    expect(await store.status(jobId)).toBe('outbox');
  });

  it('takes an SMTP e-mail through its states, one row per job however often it is tried', async () => {
    const jobId = randomUUID();
    await store.record(jobId, mail, 'smtp', false);
    await store.requeue(jobId, 'connection refused');
    expect(await rows(jobId)).toMatchObject([{ status: 'queued', error: 'connection refused', sent: false }]);
    await store.record(jobId, mail, 'smtp', false);
    expect(await rows(jobId)).toMatchObject([{ status: 'sending', error: 'connection refused' }]);
    await store.markSent(jobId, '<id@smtp>');
    expect(await rows(jobId)).toMatchObject([{ status: 'sent', provider_id: '<id@smtp>', error: null, sent: true }]);
    await store.markFailed(jobId, 'e-mail rejected (550)');
    expect(await rows(jobId)).toMatchObject([{ status: 'failed', error: 'e-mail rejected (550)' }]);
    expect(await store.status(jobId)).toBe('failed');
  });
});
