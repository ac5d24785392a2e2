import { requestContext } from '../logging/request-context';
import type { JobQueue } from './job-queue.port';
import { queueEmail } from './send-email';

describe('queueEmail', () => {
  it('queues the e-mail on the email queue with the request id, its own job id and five tries', async () => {
    const added: unknown[][] = [];
    const queue = { add: async (...args: unknown[]) => (added.push(args), { id: 'j1', duplicate: true }) };
    const email = { to: 'ann@example.com', subject: 'Hi', text: 'Hello', kind: 'invitation' as const, refId: 'i1' };

    const result = await requestContext.run({ requestId: 'req-7' }, () =>
      queueEmail(queue as unknown as JobQueue, 'invitation-i1-1', email),
    );

    expect(result).toEqual({ id: 'j1', duplicate: true });
    expect(added).toEqual([
      [
        'email',
        'send-email',
        { ...email, requestId: 'req-7' },
        { jobId: 'invitation-i1-1', attempts: 5, backoffMs: 2000 },
      ],
    ]);
  });
});
