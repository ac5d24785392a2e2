// The @JobHandler contract: the decorator and JobHandlersExplorer in a Nest application over a JobQueue
// adapter, run by each adapter's spec (job-handlers.unit.spec.ts, job-handlers.int.spec.ts). Uses jest
// globals, so it is not exported from index.ts.
import { DynamicModule, INestApplicationContext, Injectable, Module, Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { z } from 'zod';
import { currentRequestId } from '../logging/request-context';
import { JOB_QUEUE } from '../service/tokens';
import { expectEventually } from '../testing/eventually';
import { HandledJob, JobHandler } from './job-handler';
import { JobHandlersExplorer } from './job-handlers.explorer';
import { deferred } from './job-queue.contract-suite';
import { Job, JobQueue, PermanentJobError } from './job-queue.port';

const GREET = 'jh-greet';
const AI = 'jh-ai';
const greetingSchema = z.object({
  name: z.string(),
  greeting: z.string().default('Hello'),
  requestId: z.string().optional(),
});
type Greeting = z.output<typeof greetingSchema>;

// A queue with one handler, its failures recorded by a method named in the options.
@Injectable()
export class Greeter {
  readonly greeted: { data: Greeting; jobId: string; requestId?: string }[] = [];
  readonly failed: { jobId: string; attempt: number; error: Error }[] = [];
  // What each run's and each failure's logger is bound to.
  readonly logs: Record<string, unknown>[] = [];
  hold?: Promise<void>;

  @JobHandler(GREET, greetingSchema, { onFailed: 'greetingFailed' })
  async greet(job: HandledJob<Greeting>): Promise<void> {
    await this.hold;
    this.logs.push(job.log.bindings());
    this.greeted.push({ data: job.data, jobId: job.id, requestId: currentRequestId() });
  }

  greetingFailed(job: HandledJob<unknown>, error: Error) {
    this.logs.push(job.log.bindings());
    this.failed.push({ jobId: job.id, attempt: job.attempt, error });
  }
}

// One queue whose jobs are told apart by name, handled in two providers.
const ran: string[] = [];
@Injectable()
class Letters {
  @JobHandler(AI, z.object({ sunday: z.string() }), { name: 'letter' })
  async letter(job: Job<{ sunday: string }>): Promise<void> {
    ran.push(`letter ${job.data.sunday}`);
  }
}
@Injectable()
class Starters {
  @JobHandler(AI, z.object({ gameId: z.string() }), { name: 'starters' })
  async starters(job: Job<{ gameId: string }>): Promise<void> {
    ran.push(`starters ${job.data.gameId}`);
  }
}

type Failure = { queue: string; name: string; attempt: number; error: Error };
type Watched = { queue: JobQueue; processed: string[]; failures: Failure[] };

// The adapter as is, but every worker's queue and every job failed for good are recorded.
function watch(queue: JobQueue): Watched {
  const watched: Watched = { queue, processed: [], failures: [] };
  watched.queue = new Proxy(queue, {
    get(target, property) {
      if (property !== 'process') {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      const process: JobQueue['process'] = (name, handler, options = {}) => {
        watched.processed.push(name);
        return target.process(name, handler, {
          ...options,
          onFailed: async (job, error) => {
            watched.failures.push({ queue: name, name: job.name, attempt: job.attempt, error });
            await options.onFailed?.(job, error);
          },
        });
      };
      return process;
    },
  });
  return watched;
}

@Module({})
class JobsTestModule {}

export async function startJobsApp(queue: JobQueue | null, providers: Type[]): Promise<INestApplicationContext> {
  const module: DynamicModule = {
    module: JobsTestModule,
    imports: [DiscoveryModule],
    providers: [...providers, { provide: JOB_QUEUE, useValue: queue }, JobHandlersExplorer],
  };
  return NestFactory.createApplicationContext(module, { logger: false });
}

export type JobHandlersContractSetup = () => Promise<{ queue: JobQueue; teardown: () => Promise<void> }>;

export function jobHandlersContract(name: string, setup: JobHandlersContractSetup): void {
  describe(`@JobHandler over ${name}`, () => {
    let watched: Watched;
    let teardown: () => Promise<void>;
    let app: INestApplicationContext | undefined;

    beforeEach(async () => {
      const opened = await setup();
      watched = watch(opened.queue);
      teardown = opened.teardown;
      ran.length = 0;
      app = await startJobsApp(watched.queue, [Greeter, Letters, Starters]);
    });
    afterEach(async () => {
      await app?.close();
      await teardown();
    });

    it('starts one worker per queue at bootstrap', () => {
      expect(watched.processed.sort()).toEqual([AI, GREET]);
    });

    it('given a valid job, the handler gets the parsed data and runs in the request that queued it (else the job id)', async () => {
      const greeter = app!.get(Greeter);
      await watched.queue.add(GREET, 'greet', { name: 'Rose', requestId: 'request-1' });
      await watched.queue.add(GREET, 'greet', { name: 'Walt' }, { jobId: 'greet-walt' });
      await expectEventually(() => expect(greeter.greeted).toHaveLength(2));
      expect(greeter.greeted).toEqual(
        expect.arrayContaining([
          {
            data: { name: 'Rose', greeting: 'Hello', requestId: 'request-1' },
            jobId: expect.any(String),
            requestId: 'request-1',
          },
          { data: { name: 'Walt', greeting: 'Hello' }, jobId: 'greet-walt', requestId: 'greet-walt' },
        ]),
      );
      expect(watched.failures).toEqual([]);
    });

    it("gives each run a logger bound to the job's queue, name and id", async () => {
      const greeter = app!.get(Greeter);
      await watched.queue.add(GREET, 'greet', { name: 'Walt' }, { jobId: 'greet-logged' });
      await expectEventually(() => expect(greeter.logs).toHaveLength(1));
      expect(greeter.logs[0]).toMatchObject({ queue: GREET, name: 'greet', jobId: 'greet-logged' });
    });

    it('given invalid data, the job fails for good on its first try, naming the queue and the issue, and the handler never runs', async () => {
      const greeter = app!.get(Greeter);
      await watched.queue.add(GREET, 'greet', { name: 42 }, { jobId: 'greet-bad', attempts: 3, backoffMs: 10 });
      await expectEventually(() => expect(greeter.failed).toHaveLength(1));
      const [failed] = greeter.failed;
      expect(failed).toMatchObject({ jobId: 'greet-bad', attempt: 1 });
      expect(failed!.error).toBeInstanceOf(PermanentJobError);
      expect(failed!.error.message).toBe(`invalid ${GREET} job: name: Invalid input: expected string, received number`);
      expect(greeter.greeted).toEqual([]);
    });

    it('given two job names on one queue, each job reaches its own handler; an unknown name fails for good', async () => {
      await watched.queue.add(AI, 'starters', { gameId: 'g1' });
      await watched.queue.add(AI, 'letter', { sunday: '2026-11-15' });
      await watched.queue.add(AI, 'reflection', { checkInId: 'c1' }, { attempts: 3, backoffMs: 10 });
      await expectEventually(() => expect(watched.failures).toHaveLength(1));
      await expectEventually(() => expect(ran.sort()).toEqual(['letter 2026-11-15', 'starters g1']));
      expect(watched.failures[0]).toMatchObject({ queue: AI, name: 'reflection', attempt: 1 });
      expect(watched.failures[0]!.error).toBeInstanceOf(PermanentJobError);
      expect(watched.failures[0]!.error.message).toBe(`unknown job 'reflection' on queue ${AI}`);
    });

    it('at shutdown, the running job finishes and the workers close: later jobs are left to other workers', async () => {
      const greeter = app!.get(Greeter);
      const gate = deferred();
      greeter.hold = gate.promise;
      await watched.queue.add(GREET, 'greet', { name: 'Rose' });
      await expectEventually(async () => expect(await watched.queue.waitingCount(GREET)).toBe(0));
      const closed = app!.close();
      app = undefined;
      gate.resolve();
      await closed;
      expect(greeter.greeted.map((g) => g.data.name)).toEqual(['Rose']);
      // Another process's worker takes every job added after the close; the closed ones take none.
      const elsewhere: string[] = [];
      const worker = watched.queue.process<Greeting>(GREET, async (job) => void elsewhere.push(job.data.name));
      try {
        for (const name of ['Ann', 'Ben', 'Cy', 'Dee', 'Eve']) await watched.queue.add(GREET, 'greet', { name });
        await expectEventually(() => expect(elsewhere.sort()).toEqual(['Ann', 'Ben', 'Cy', 'Dee', 'Eve']));
        expect(greeter.greeted).toHaveLength(1);
      } finally {
        await worker.close();
      }
    });
  });
}
