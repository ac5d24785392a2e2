import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { expectEventually } from '../testing/eventually';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobHandler } from './job-handler';
import { Greeter, jobHandlersContract, startJobsApp } from './job-handlers.contract-suite';
import { deferred } from './job-queue.contract-suite';

// In memory (no database); job-handlers.int.spec.ts runs the same contract on BullMQ.
jobHandlersContract('the in-process queue', async () => {
  const queue = new InProcessJobQueue();
  return { queue, teardown: () => queue.close() };
});

const anything = z.unknown();

@Injectable()
class EveryJob {
  @JobHandler('jh-greet', anything)
  async any(): Promise<void> {}
}
@Injectable()
class TwoForOneName {
  @JobHandler('jh-shared', anything, { name: 'a' })
  async first(): Promise<void> {}
  @JobHandler('jh-shared', anything, { name: 'a' })
  async second(): Promise<void> {}
}
@Injectable()
class NoSuchCallback {
  @JobHandler('jh-callback', anything, { onFailed: 'missing' })
  async run(): Promise<void> {}
}

// The largest concurrency asked by a queue's handlers is its worker's.
const running = { now: 0, most: 0, release: deferred() };
@Injectable()
class Concurrent {
  @JobHandler('jh-wide', anything, { name: 'narrow' })
  async narrow(): Promise<void> {
    await this.busy();
  }
  @JobHandler('jh-wide', anything, { name: 'wide', concurrency: 3 })
  async wide(): Promise<void> {
    await this.busy();
  }
  private async busy() {
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    await running.release.promise;
    running.now -= 1;
  }
}

describe('JobHandlersExplorer', () => {
  let queue: InProcessJobQueue;
  beforeEach(() => {
    queue = new InProcessJobQueue();
  });
  afterEach(() => queue.close());

  it.each([
    [[Greeter, EveryJob], `EveryJob.any and Greeter.greet both claim the jobs of queue jh-greet`],
    [[TwoForOneName], `TwoForOneName.second and TwoForOneName.first both claim the 'a' jobs of queue jh-shared`],
    [[NoSuchCallback], `NoSuchCallback.run: onFailed 'missing' is not a method of it`],
  ])('refuses conflicting or broken handlers at bootstrap (%#)', async (providers, message) => {
    await expect(startJobsApp(queue, providers)).rejects.toThrow(message);
  });

  it('refuses job handlers in a service without the job queue', async () => {
    await expect(startJobsApp(null, [Greeter])).rejects.toThrow('@JobHandler methods need the job queue');
  });

  it('runs as many jobs of a queue at once as its most concurrent handler asks', async () => {
    const app = await startJobsApp(queue, [Concurrent]);
    try {
      for (const name of ['narrow', 'wide', 'narrow', 'wide']) await queue.add('jh-wide', name, {});
      await expectEventually(() => expect(running.now).toBe(3));
      running.release.resolve();
      await expectEventually(() => expect(running.now).toBe(0));
      expect(running.most).toBe(3);
    } finally {
      await app.close();
    }
  });
});
