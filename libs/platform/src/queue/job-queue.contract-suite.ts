// The JobQueue contract: one jest suite that every adapter runs (see *.unit.spec.ts / *.int.spec.ts).
// Uses jest globals, so it is not exported from index.ts.
import { expectEventually } from '../testing/eventually';
import { Job, JobQueue, JobStillRunningError, PermanentJobError, QueueWorker } from './job-queue.port';

// reopen: a new adapter instance on the same store (Redis prefix, database), as after a restart;
// absent for an adapter that keeps nothing across restarts (in-process without a database), which
// then skips the restart test. teardown closes every instance the setup opened.
export type JobQueueContractSetup = () => Promise<{
  queue: JobQueue;
  teardown: () => Promise<void>;
  reopen?: () => Promise<JobQueue>;
}>;

// Generous: Redis-backed runs share two cores with other test workers.
const TEST_TIMEOUT_MS = 30_000;
// Long enough for a wrongly scheduled extra run to show up, for checks that something does NOT happen.
const QUIET_MS = 300;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Deferred = { promise: Promise<void>; resolve: () => void };
export function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let queueSeq = 0;
// Unique per test and per run, so leftovers of an earlier run can never be picked up.
function uniqueQueueName(label: string): string {
  queueSeq += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${queueSeq}`;
}

export function jobQueueContract(
  name: string,
  setup: JobQueueContractSetup,
  { survivesRestart }: { survivesRestart: boolean },
): void {
  describe(`${name} (JobQueue contract)`, () => {
    let queue: JobQueue;
    let teardown: () => Promise<void>;
    let reopen: (() => Promise<JobQueue>) | undefined;
    let workers: QueueWorker[] = [];
    const track = (worker: QueueWorker) => {
      workers.push(worker);
      return worker;
    };

    beforeEach(async () => {
      ({ queue, teardown, reopen } = await setup());
    });

    afterEach(async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      workers = [];
      await teardown();
    });

    it(
      'processes an added job once, with its name, data and attempt 1',
      async () => {
        const q = uniqueQueueName('basic');
        type Payload = { to: string; tags: string[]; nested: { n: number } };
        const seen: Job<Payload>[] = [];
        const data: Payload = { to: 'user-1', tags: ['a', 'b'], nested: { n: 1 } };

        const result = await queue.add(q, 'send-reminder', data);
        data.nested.n = 2; // the job holds what was added, not a live reference
        expect(result.duplicate).toBe(false);
        expect(typeof result.id).toBe('string');
        expect(result.id).not.toBe('');

        track(queue.process<Payload>(q, async (job) => void seen.push(job)));
        await expectEventually(() => expect(seen).toHaveLength(1));
        expect(seen[0]).toEqual({
          id: result.id,
          name: 'send-reminder',
          data: { to: 'user-1', tags: ['a', 'b'], nested: { n: 1 } },
          attempt: 1,
        });
        await sleep(QUIET_MS);
        expect(seen).toHaveLength(1);
        expect(await queue.waitingCount(q)).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'adds a job id once: while queued, while running, after it finished, and under concurrent adds',
      async () => {
        const q = uniqueQueueName('dedupe');
        const runs: { id: string; data: { n: number } }[] = [];
        const held = deferred();
        // Ids are opaque strings: ':' and all-digit ids must work too.
        const queuedId = 'reminder:42';
        const racedId = '42';
        const runningId = 'held%3Ajob';

        const first = await queue.add(q, 'remind', { n: 1 }, { jobId: queuedId });
        const second = await queue.add(q, 'remind', { n: 2 }, { jobId: queuedId });
        expect(first).toEqual({ id: queuedId, duplicate: false });
        expect(second).toEqual({ id: queuedId, duplicate: true });

        const raced = await Promise.all([1, 2, 3, 4].map((n) => queue.add(q, 'remind', { n }, { jobId: racedId })));
        expect(raced.map((r) => r.id)).toEqual([racedId, racedId, racedId, racedId]);
        expect(raced.filter((r) => !r.duplicate)).toHaveLength(1);
        expect(await queue.waitingCount(q)).toBe(2);

        track(
          queue.process<{ n: number }>(
            q,
            async (job) => {
              runs.push({ id: job.id, data: job.data });
              if (job.id === runningId) await held.promise;
            },
            { concurrency: 2 },
          ),
        );
        await queue.add(q, 'remind', { n: 1 }, { jobId: runningId });
        await expectEventually(() => expect(runs.map((r) => r.id)).toContain(runningId));
        expect(await queue.add(q, 'remind', { n: 2 }, { jobId: runningId })).toEqual({
          id: runningId,
          duplicate: true,
        });
        held.resolve();

        await expectEventually(() => expect(runs).toHaveLength(3));
        await expectEventually(async () => expect(await queue.waitingCount(q)).toBe(0));
        for (const jobId of [queuedId, racedId, runningId]) {
          expect(await queue.add(q, 'remind', { n: 3 }, { jobId })).toEqual({ id: jobId, duplicate: true });
        }
        await sleep(QUIET_MS);
        expect(runs.map((r) => r.id).sort()).toEqual([queuedId, racedId, runningId].sort());
        // The first add's data wins.
        expect(runs.find((r) => r.id === queuedId)?.data).toEqual({ n: 1 });
        expect(runs.find((r) => r.id === runningId)?.data).toEqual({ n: 1 });
        expect(await queue.waitingCount(q)).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'retries a failing job up to attempts with growing delays, then calls onFailed once',
      async () => {
        const q = uniqueQueueName('retry');
        // Not smaller: BullMQ wakes delayed jobs up to ~100ms late, which at 50ms made a fixed
        // backoff look exponential. At 200ms, fixed would give a second gap of ~300ms (< 395).
        const backoffMs = 200;
        const tries: { attempt: number; at: number }[] = [];
        const failures: { job: Job<{ x: number }>; error: Error }[] = [];

        track(
          queue.process<{ x: number }>(
            q,
            async (job) => {
              tries.push({ attempt: job.attempt, at: Date.now() });
              throw new Error(`boom ${job.attempt}`);
            },
            { onFailed: (job, error) => void failures.push({ job, error }) },
          ),
        );
        const { id } = await queue.add(q, 'flaky', { x: 1 }, { attempts: 3, backoffMs });

        await expectEventually(() => expect(failures).toHaveLength(1));
        expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
        const firstGap = tries[1].at - tries[0].at;
        const secondGap = tries[2].at - tries[1].at;
        // Lower bounds only (timers never fire early, but may fire late): backoffMs, then 2 * backoffMs.
        expect(firstGap).toBeGreaterThanOrEqual(backoffMs - 5);
        expect(secondGap).toBeGreaterThanOrEqual(2 * backoffMs - 5);
        expect(secondGap).toBeGreaterThan(firstGap);

        expect(failures[0].job).toEqual({ id, name: 'flaky', data: { x: 1 }, attempt: 3 });
        expect(failures[0].error).toBeInstanceOf(Error);
        expect(failures[0].error.message).toBe('boom 3');
        // Failed for good: no retry left pending.
        expect(await queue.waitingCount(q)).toBe(0);
        await sleep(QUIET_MS);
        expect(tries).toHaveLength(3);
        expect(failures).toHaveLength(1);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'does not retry a PermanentJobError and calls onFailed once',
      async () => {
        const q = uniqueQueueName('permanent');
        const tries: number[] = [];
        const failures: { job: Job<{ phone: string }>; error: Error }[] = [];

        track(
          queue.process<{ phone: string }>(
            q,
            async (job) => {
              tries.push(job.attempt);
              throw new PermanentJobError('invalid phone number');
            },
            { onFailed: (job, error) => void failures.push({ job, error }) },
          ),
        );
        const { id } = await queue.add(q, 'sms', { phone: 'nope' }, { attempts: 5, backoffMs: 50 });

        await expectEventually(() => expect(failures).toHaveLength(1));
        expect(tries).toEqual([1]);
        expect(failures[0].job).toEqual({ id, name: 'sms', data: { phone: 'nope' }, attempt: 1 });
        expect(failures[0].error).toBeInstanceOf(PermanentJobError);
        expect(failures[0].error.message).toBe('invalid phone number');
        expect(await queue.waitingCount(q)).toBe(0);
        await sleep(QUIET_MS);
        expect(tries).toEqual([1]);
        expect(failures).toHaveLength(1);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'runs at most `concurrency` jobs at a time, and does run them in parallel',
      async () => {
        const q = uniqueQueueName('concurrency');
        let inFlight = 0;
        let maxInFlight = 0;
        const done: string[] = [];

        for (let i = 0; i < 9; i += 1) await queue.add(q, 'slow', { i });
        track(
          queue.process(
            q,
            async (job) => {
              inFlight += 1;
              maxInFlight = Math.max(maxInFlight, inFlight);
              await sleep(150); // simulated slow work, so runs overlap
              inFlight -= 1;
              done.push(job.id);
            },
            { concurrency: 3 },
          ),
        );

        await expectEventually(() => expect(done).toHaveLength(9), { timeoutMs: 20_000 });
        expect(new Set(done).size).toBe(9);
        expect(maxInFlight).toBeLessThanOrEqual(3);
        expect(maxInFlight).toBeGreaterThanOrEqual(2);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'keeps jobs added before any worker (counted as waiting, delayed included) and runs them once one starts',
      async () => {
        const q = uniqueQueueName('early');
        const other = uniqueQueueName('other');
        const seen: number[] = [];

        expect(await queue.waitingCount(q)).toBe(0);
        for (const i of [0, 1, 2]) await queue.add(q, 'early', { i });
        await queue.add(q, 'much-later', { i: 99 }, { delayMs: 60_000 });
        await queue.add(other, 'elsewhere', { i: -1 });
        expect(await queue.waitingCount(q)).toBe(4);

        track(queue.process<{ i: number }>(q, async (job) => void seen.push(job.data.i)));
        await expectEventually(() => expect([...seen].sort()).toEqual([0, 1, 2]));
        // The delayed job is still waiting; the other queue's job is not touched by this worker.
        await expectEventually(async () => expect(await queue.waitingCount(q)).toBe(1));
        expect(await queue.waitingCount(other)).toBe(1);
        await sleep(QUIET_MS);
        expect([...seen].sort()).toEqual([0, 1, 2]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'runs a delayed job no earlier than delayMs',
      async () => {
        const q = uniqueQueueName('delayed');
        const delayMs = 400;
        const ranAt: number[] = [];

        track(queue.process(q, async () => void ranAt.push(Date.now())));
        const addedAt = Date.now();
        await queue.add(q, 'later', {}, { delayMs });
        expect(await queue.waitingCount(q)).toBe(1);

        await expectEventually(() => expect(ranAt).toHaveLength(1));
        expect(ranAt[0] - addedAt).toBeGreaterThanOrEqual(delayMs - 5);
        expect(await queue.waitingCount(q)).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'closing a worker waits for its running job, then it takes no more jobs',
      async () => {
        const q = uniqueQueueName('close');
        const held = deferred();
        const started: string[] = [];
        const finished: string[] = [];

        const worker = track(
          queue.process(q, async (job) => {
            started.push(job.id);
            await held.promise;
            finished.push(job.id);
          }),
        );
        const { id } = await queue.add(q, 'held', {});
        await expectEventually(() => expect(started).toEqual([id]));

        let closed = false;
        const closing = worker.close().then(() => {
          closed = true;
        });
        await sleep(QUIET_MS);
        expect(closed).toBe(false);
        held.resolve();
        await closing;
        expect(finished).toEqual([id]);

        await queue.add(q, 'after-close', {});
        await sleep(QUIET_MS);
        expect(started).toEqual([id]);
        expect(await queue.waitingCount(q)).toBe(1);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'removeJobs removes matching waiting, delayed and finished jobs, and only those',
      async () => {
        const q = uniqueQueueName('erase');
        const ran: string[] = [];
        // Finished: run one matching and one other job first.
        const worker = track(queue.process<{ who: string }>(q, async (job) => void ran.push(job.data.who)));
        await queue.add(q, 'done', { who: 'erase-me' }, { jobId: 'done-1' });
        await queue.add(q, 'done', { who: 'keep' }, { jobId: 'done-2' });
        await expectEventually(() => expect(ran.sort()).toEqual(['erase-me', 'keep']));
        await worker.close();
        // Waiting and delayed, with no worker running.
        await queue.add(q, 'waiting', { who: 'erase-me' });
        await queue.add(q, 'waiting', { who: 'keep' });
        await queue.add(q, 'later', { who: 'erase-me' }, { delayMs: 60_000 });
        expect(await queue.waitingCount(q)).toBe(3);

        const removed = await queue.removeJobs<{ who: string }>(q, (job) => job.data.who === 'erase-me');
        // The in-process adapter in memory keeps no data of finished jobs, so it has only two to remove.
        expect([2, 3]).toContain(removed);
        expect(await queue.waitingCount(q)).toBe(1);

        const after: string[] = [];
        track(queue.process<{ who: string }>(q, async (job) => void after.push(job.data.who)));
        await expectEventually(() => expect(after).toEqual(['keep']));
        await sleep(QUIET_MS);
        expect(after).toEqual(['keep']);
        // The removed finished job's id no longer blocks a new job of that id.
        expect((await queue.add(q, 'again', { who: 'keep' }, { jobId: 'done-1' })).duplicate).toBe(removed === 2);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'removeJobs waits for a matching running job, and gives up with JobStillRunningError',
      async () => {
        const q = uniqueQueueName('erase-running');
        const held = deferred();
        const started: string[] = [];
        track(
          queue.process<{ who: string }>(q, async (job) => {
            started.push(job.data.who);
            await held.promise;
          }),
        );
        await queue.add(q, 'held', { who: 'erase-me' });
        await expectEventually(() => expect(started).toEqual(['erase-me']));

        await expect(
          queue.removeJobs<{ who: string }>(q, (job) => job.data.who === 'erase-me', { activeWaitMs: 300 }),
        ).rejects.toBeInstanceOf(JobStillRunningError);

        const removing = queue.removeJobs<{ who: string }>(q, (job) => job.data.who === 'erase-me');
        await sleep(QUIET_MS);
        held.resolve();
        // Once it has finished, it is removed (BullMQ keeps finished jobs; the in-process adapter does not).
        expect([0, 1]).toContain(await removing);
      },
      TEST_TIMEOUT_MS,
    );
    it(
      'runs a delayed job after the jobs due now, and not before its delay',
      async () => {
        const q = uniqueQueueName('delay-order');
        const ran: string[] = [];
        track(queue.process<{ tag: string }>(q, async (job) => void ran.push(job.data.tag)));
        await queue.add(q, 'later', { tag: 'later' }, { delayMs: 600 });
        await queue.add(q, 'now', { tag: 'now' });
        await expectEventually(() => expect(ran).toEqual(['now']));
        expect(await queue.waitingCount(q)).toBe(1);
        await expectEventually(() => expect(ran).toEqual(['now', 'later']));
        await sleep(QUIET_MS);
        expect(ran).toEqual(['now', 'later']);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'adds a delayed job id once: again while delayed, and again after it ran',
      async () => {
        const q = uniqueQueueName('delay-dedupe');
        const runs: { id: string; n: number }[] = [];
        const id = 'slot:loved-one-1:2026-03-29T09:00';
        expect(await queue.add(q, 'slot', { n: 1 }, { jobId: id, delayMs: 300 })).toEqual({ id, duplicate: false });
        expect(await queue.add(q, 'slot', { n: 2 }, { jobId: id, delayMs: 300 })).toEqual({ id, duplicate: true });
        expect(await queue.add(q, 'slot', { n: 3 }, { jobId: id })).toEqual({ id, duplicate: true });
        expect(await queue.waitingCount(q)).toBe(1);
        track(queue.process<{ n: number }>(q, async (job) => void runs.push({ id: job.id, n: job.data.n })));
        await expectEventually(() => expect(runs).toEqual([{ id, n: 1 }]));
        expect(await queue.add(q, 'slot', { n: 4 }, { jobId: id, delayMs: 100 })).toEqual({ id, duplicate: true });
        await sleep(QUIET_MS);
        expect(runs).toEqual([{ id, n: 1 }]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'a scheduler with everyMs fires repeatedly, once per run time; upserting it twice keeps one; removing it stops it',
      async () => {
        const q = uniqueQueueName('every');
        const everyMs = 250;
        const runs: Job<{ who: string }>[] = [];
        const template = { name: 'tick', data: { who: 'loved-one-1' } };
        await queue.upsertScheduler(q, 'ticker', { everyMs }, template);
        await queue.upsertScheduler(q, 'ticker', { everyMs }, template);
        // One scheduler: one pending run, not two.
        expect(await queue.waitingCount(q)).toBe(1);

        track(queue.process<{ who: string }>(q, async (job) => void runs.push(job)));
        await expectEventually(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeoutMs: 20_000 });
        const runTimes = runs.map((job) => {
          const match = /^repeat:ticker:(\d+)$/.exec(job.id);
          expect(match).not.toBeNull();
          return Number(match![1]);
        });
        // Each run time once, in order, on the schedule's grid.
        expect(new Set(runTimes).size).toBe(runTimes.length);
        expect([...runTimes].sort((a, b) => a - b)).toEqual(runTimes);
        for (const at of runTimes) expect((at - runTimes[0]) % everyMs).toBe(0);
        expect(runs.every((job) => job.name === 'tick' && job.data.who === 'loved-one-1')).toBe(true);

        expect(await queue.removeScheduler(q, 'ticker')).toBe(true);
        expect(await queue.removeScheduler(q, 'ticker')).toBe(false);
        // A run already due may still happen once; after that, none.
        await sleep(2 * everyMs + QUIET_MS);
        const settled = runs.length;
        await sleep(2 * everyMs + QUIET_MS);
        expect(runs).toHaveLength(settled);
        expect(await queue.waitingCount(q)).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'upserting a running scheduler again with the same spec adds no run; a new spec replaces its pending run',
      async () => {
        const q = uniqueQueueName('upsert');
        const runs: Job<{ v: number }>[] = [];
        track(queue.process<{ v: number }>(q, async (job) => void runs.push(job)));
        await queue.upsertScheduler(q, 'hourly', { everyMs: 3_600_000 }, { name: 'tick', data: { v: 1 } });
        await expectEventually(() => expect(runs).toHaveLength(1));
        // What every start of a service does: upsert its schedulers again.
        await queue.upsertScheduler(q, 'hourly', { everyMs: 3_600_000 }, { name: 'tick', data: { v: 1 } });
        await sleep(QUIET_MS);
        expect(runs).toHaveLength(1);
        await expectEventually(async () => expect(await queue.waitingCount(q)).toBe(1));

        await queue.upsertScheduler(
          q,
          'hourly',
          { pattern: '0 9 * * *', tz: 'Europe/London' },
          { name: 'tick', data: { v: 2 } },
        );
        await sleep(QUIET_MS);
        expect(runs).toHaveLength(1);
        // The next hourly run is gone; the daily one is the only pending run.
        expect(await queue.waitingCount(q)).toBe(1);
        expect(await queue.removeScheduler(q, 'hourly')).toBe(true);
        expect(await queue.waitingCount(q)).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'a scheduler with a cron pattern and time zone fires on the pattern; bad specs are refused',
      async () => {
        const q = uniqueQueueName('cron');
        const ids: string[] = [];
        track(queue.process(q, async (job) => void ids.push(job.id)));
        // Six fields: every second.
        await queue.upsertScheduler(
          q,
          'each-second',
          { pattern: '* * * * * *', tz: 'Europe/London' },
          { name: 'beat', data: {} },
        );
        await expectEventually(() => expect(ids.length).toBeGreaterThanOrEqual(2), { timeoutMs: 20_000 });
        for (const id of ids) expect(Number(/^repeat:each-second:(\d+)$/.exec(id)?.[1]) % 1000).toBe(0);
        expect(await queue.removeScheduler(q, 'each-second')).toBe(true);

        await expect(
          queue.upsertScheduler(q, 'bad', { pattern: 'not a cron' }, { name: 'x', data: {} }),
        ).rejects.toThrow();
        await expect(
          queue.upsertScheduler(q, 'bad', { pattern: '0 9 * * *', tz: 'Mars/Olympus' }, { name: 'x', data: {} }),
        ).rejects.toThrow();
        await expect(queue.upsertScheduler(q, 'bad', { everyMs: 0 }, { name: 'x', data: {} })).rejects.toThrow(
          'everyMs',
        );
        await expect(queue.upsertScheduler(q, 'a:b', { everyMs: 1000 }, { name: 'x', data: {} })).rejects.toThrow(
          'scheduler id',
        );
      },
      TEST_TIMEOUT_MS,
    );

    (survivesRestart ? it : it.skip)(
      'after a restart, a delayed job that fell due meanwhile runs exactly once, its id is still taken, and schedulers go on',
      async () => {
        const q = uniqueQueueName('restart');
        const id = 'slot:loved-one-2:2026-10-25T09:00';
        await queue.add(q, 'slot', { n: 1 }, { jobId: id, delayMs: 200 });
        await queue.upsertScheduler(
          q,
          'daily',
          { pattern: '0 9 * * *', tz: 'Europe/London' },
          { name: 'daily', data: {} },
        );
        await queue.upsertScheduler(q, 'ticker', { everyMs: 200 }, { name: 'tick', data: {} });
        await queue.close();
        await sleep(400); // the delayed job falls due while no process runs

        const restarted = await reopen!();
        const runs: string[] = [];
        track(restarted.process(q, async (job) => void runs.push(job.id)));
        await expectEventually(() => expect(runs).toContain(id));
        await expectEventually(() =>
          expect(runs.filter((run) => run.startsWith('repeat:ticker:')).length).toBeGreaterThanOrEqual(2),
        );
        expect((await restarted.add(q, 'slot', { n: 2 }, { jobId: id, delayMs: 10 })).duplicate).toBe(true);
        expect(await restarted.removeScheduler(q, 'ticker')).toBe(true);
        await sleep(QUIET_MS);
        expect(runs.filter((run) => run === id)).toHaveLength(1);
        expect(runs.some((run) => run.startsWith('repeat:daily:'))).toBe(false);
        // The daily scheduler survived too: removing it finds it.
        expect(await restarted.removeScheduler(q, 'daily')).toBe(true);
      },
      TEST_TIMEOUT_MS,
    );
  });
}
