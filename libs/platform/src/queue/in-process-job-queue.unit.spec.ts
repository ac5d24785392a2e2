import { InProcessJobQueue } from './in-process-job-queue';
import { jobQueueContract } from './job-queue.contract-suite';
import { expectEventually } from '../testing/eventually';

// In memory only (no database): nothing survives a restart. The int spec runs it on Postgres.
jobQueueContract(
  'InProcessJobQueue in memory',
  async () => {
    const queue = new InProcessJobQueue();
    return { queue, teardown: () => queue.close() };
  },
  { survivesRestart: false },
);

describe('InProcessJobQueue', () => {
  it('accepts a finished job id again once the retention has passed', async () => {
    // Long enough that the duplicate check below runs within it on a loaded machine.
    const queue = new InProcessJobQueue({ retentionMs: 1_000 });
    const runs: string[] = [];
    const worker = queue.process('retention', async (job) => void runs.push(job.id));
    try {
      expect((await queue.add('retention', 'once', {}, { jobId: 'a' })).duplicate).toBe(false);
      await expectEventually(() => expect(runs).toEqual(['a']));
      expect((await queue.add('retention', 'once', {}, { jobId: 'a' })).duplicate).toBe(true);
      // A duplicate add changes nothing, so asking again until the retention has passed is harmless.
      await expectEventually(
        async () => expect((await queue.add('retention', 'once', {}, { jobId: 'a' })).duplicate).toBe(false),
        { timeoutMs: 10_000, intervalMs: 100 },
      );
      await expectEventually(() => expect(runs).toEqual(['a', 'a']));
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('close() drops delayed jobs without waiting for them and refuses new work', async () => {
    const queue = new InProcessJobQueue();
    await queue.add('closing', 'later', {}, { delayMs: 60_000 });
    expect(await queue.waitingCount('closing')).toBe(1);
    await queue.close();
    expect(await queue.waitingCount('closing')).toBe(0);
    await expect(queue.add('closing', 'again', {})).rejects.toThrow('closed');
    expect(() => queue.process('closing', async () => undefined)).toThrow('closed');
  });

  it('refuses invalid options, as the BullMQ adapter does', async () => {
    const queue = new InProcessJobQueue();
    try {
      await expect(queue.add('bad:name', 'x', {})).rejects.toThrow('queue name');
      await expect(queue.add('q', 'x', {}, { jobId: '' })).rejects.toThrow('jobId');
      await expect(queue.add('q', 'x', {}, { attempts: 0 })).rejects.toThrow('attempts');
      expect(() => queue.process('q', async () => undefined, { concurrency: 0 })).toThrow('concurrency');
    } finally {
      await queue.close();
    }
  });
});
