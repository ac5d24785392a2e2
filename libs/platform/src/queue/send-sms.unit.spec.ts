import type { JobQueue } from './job-queue.port';
import { queueSms } from './send-sms';

describe('queueSms', () => {
  it('queues the text as it is on the sms queue, with its own job id and the configured retries', async () => {
    const added: unknown[][] = [];
    const queue = { add: async (...args: unknown[]) => (added.push(args), { id: 'j1', duplicate: false }) };
    const sms = { to: '+447700900123', body: 'Hello', kind: 'reminder' as const, refId: 'g1' };

    const result = await queueSms(
      queue as unknown as JobQueue,
      { SMS_ATTEMPTS: 6, SMS_BACKOFF_MS: 1500 },
      'reminder-g1',
      sms,
    );

    expect(result).toEqual({ id: 'j1', duplicate: false });
    expect(added).toEqual([['sms', 'send-sms', sms, { jobId: 'reminder-g1', attempts: 6, backoffMs: 1500 }]]);
  });
});
