// JobQueue on Redis through BullMQ (checked against bullmq 6.7).
//
// Job ids: BullMQ refuses custom ids that are integers ("42") or contain ':' (its key separator),
// and '0'. Port ids are opaque strings, so each id is stored as 'id-' + the id with '%' and ':'
// percent-escaped; the prefix rules out integers and marks the id for decoding. Handlers, onFailed
// and AddResult always see the caller's id. Jobs added without an id keep BullMQ's counter ids.
//
// Dedupe: BullMQ ignores an add whose job id already exists but does not say so. To report
// `duplicate` correctly even for concurrent adds, a small Lua script checks the job key and takes
// a short-lived claim key in one step; only the claim holder calls Queue.add.
import { Job as BullJob, JobsOptions, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createLogger } from '../logging/logger';
import { withJobTrace } from '../tracing/spans';
import {
  assertQueueName,
  assertSchedulerId,
  FINISHED_JOB_RETENTION_MS,
  normalizeConcurrency,
  normalizeJobOptions,
  normalizeSchedule,
  NormalizedJobOptions,
  toError,
} from './job-options';
import {
  AddResult,
  Job,
  JobProcessor,
  JobOptions,
  JobQueue,
  JobTemplate,
  ScheduleSpec,
  JobStillRunningError,
  PermanentJobError,
  QueueUnavailableError,
  REMOVE_JOBS_ACTIVE_WAIT_MS,
  ProcessOptions,
  QueueWorker,
} from './job-queue.port';

export type BullMqJobQueueOptions = {
  url: string;
  // Key prefix in Redis; isolates deployments and test runs. Default 'carewith'.
  prefix?: string;
  // How long a worker's claim on a job lasts without renewal; a job whose worker died is taken up
  // again after about this long. BullMQ's default is 30 s.
  lockDurationMs?: number;
  // How long add() waits for a lost Redis connection to come back before it refuses the job. Below the
  // bus timeout, so the caller hears "unavailable" rather than a timeout (default 2.5 s).
  connectWaitMs?: number;
};

export const DEFAULT_CONNECT_WAIT_MS = 2_500;

const ENCODED_ID_PREFIX = 'id-';
// Every state a job can hold data in; 'active' last so a job that finished meanwhile is found as finished.
const REMOVABLE_STATES = [
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
  'active',
] as const;
const PAGE = 200;
// Only needs to outlive one Queue.add call (milliseconds); if the claimer dies mid-add it expires by
// itself and the next caller adds the job.
const ADD_CLAIM_TTL_MS = 3_000;
// KEYS[1] the BullMQ job hash, KEYS[2] the claim. Returns 0 when the job exists, 1 when this caller
// may add it, 2 while another caller's add is in flight.
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[1]) then return 1 end
return 2`;

export function encodeJobId(id: string): string {
  return ENCODED_ID_PREFIX + id.replace(/[%:]/g, (char) => (char === '%' ? '%25' : '%3A'));
}

export function decodeJobId(bullId: string): string {
  if (!bullId.startsWith(ENCODED_ID_PREFIX)) return bullId; // a BullMQ counter id
  return bullId.slice(ENCODED_ID_PREFIX.length).replace(/%(25|3A)/g, (_, code: string) => (code === '25' ? '%' : ':'));
}

// Carries a PermanentJobError through BullMQ, which skips retries for any UnrecoverableError.
class PermanentFailure extends UnrecoverableError {
  constructor(readonly original: PermanentJobError) {
    super(original.message);
  }
}

export class BullMqJobQueue implements JobQueue {
  private readonly log = createLogger('BullMqJobQueue');
  private readonly url: string;
  private readonly prefix: string;
  // Shared by every Queue (BullMQ leaves a caller-owned client open) and by the claim script.
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue<unknown>>();
  private readonly workers = new Set<QueueWorker>();
  private closing: Promise<void> | undefined;

  private readonly lockDurationMs?: number;
  private readonly connectWaitMs: number;
  private wasReady = false;

  constructor({
    url,
    prefix = 'carewith',
    lockDurationMs,
    connectWaitMs = DEFAULT_CONNECT_WAIT_MS,
  }: BullMqJobQueueOptions) {
    this.lockDurationMs = lockDurationMs;
    this.connectWaitMs = connectWaitMs;
    this.url = url;
    this.prefix = prefix;
    this.connection = new Redis(url);
    // Without a listener ioredis reports connection errors as unhandled.
    this.connection.on('error', (error: Error) => this.log.warn({ err: error }, 'redis connection error'));
    this.logStateChanges();
  }

  // One line when Redis is lost and one when it is back; ioredis retries in between without limit.
  private logStateChanges(): void {
    let lostAt: number | undefined;
    this.connection.on('close', () => {
      if (lostAt !== undefined || this.closing) return;
      lostAt = Date.now();
      this.log.warn('redis connection lost; reconnecting');
    });
    this.connection.on('ready', () => {
      this.wasReady = true;
      if (lostAt === undefined) return;
      this.log.info({ downMs: Date.now() - lostAt }, 'redis connection restored');
      lostAt = undefined;
    });
  }

  // Commands sent while Redis is away wait in ioredis's offline queue and run whenever it returns,
  // long after the caller gave up (a text sent after its request answered 504). So a command is only
  // sent on a ready connection: wait up to waitMs for one, else refuse with nothing queued.
  private async whenConnected(waitMs: number): Promise<void> {
    if (this.connection.status === 'ready') return;
    const status = this.connection.status;
    const ready = await new Promise<boolean>((resolve) => {
      if (waitMs <= 0) return resolve(false);
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.connection.off('ready', onReady);
        resolve(value);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      this.connection.on('ready', onReady);
    });
    if (!ready) throw new QueueUnavailableError(`Redis is ${status}`);
  }

  // A Redis that hangs (paused, half-open link) keeps the connection "ready": a claim it has not
  // answered within connectWaitMs is given up. Run later, it only leaves a claim that expires.
  private async answered<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        command,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new QueueUnavailableError('Redis did not answer')), this.connectWaitMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async add<T>(queue: string, name: string, given: T, options?: JobOptions): Promise<AddResult> {
    this.assertOpen();
    // Traced, the job carries its producer's trace context (tracing/spans.ts).
    const data = withJobTrace(given);
    const opts = normalizeJobOptions(options);
    const bullQueue = this.queue(queue);
    await this.whenConnected(this.connectWaitMs);
    const bullOptions: JobsOptions = { ...retryOptions(opts), delay: opts.delayMs > 0 ? opts.delayMs : undefined };
    if (opts.jobId === undefined) {
      const job = await bullQueue.add(name, data, bullOptions);
      if (job.id === undefined) throw new Error(`BullMQ returned no id for a job on ${queue}`);
      return { id: job.id, duplicate: false };
    }

    const bullId = encodeJobId(opts.jobId);
    // toKey(id) is how BullMQ itself names a job's hash: <prefix>:<queue>:<id>.
    const jobKey = bullQueue.toKey(bullId);
    const claimKey = `${jobKey}:add-claim`;
    // Another add of this id in flight: wait for its job to appear. A claimer that died never adds it,
    // so once its claim has expired this caller takes over (a duplicate answer would lose the job).
    // The wait is counted from Redis's first answer: time spent reaching Redis is not the claimer's.
    let deadline: number | undefined;
    for (;;) {
      const claimed = await this.answered(
        this.connection.eval(CLAIM_SCRIPT, 2, jobKey, claimKey, ADD_CLAIM_TTL_MS),
      );
      if (claimed === 0) return { id: opts.jobId, duplicate: true };
      if (claimed === 1) break;
      deadline ??= Date.now() + ADD_CLAIM_TTL_MS + 1_000;
      if (Date.now() > deadline) throw new Error(`another add of job ${opts.jobId} on ${queue} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      await bullQueue.add(name, data, { ...bullOptions, jobId: bullId });
    } finally {
      // Once the job hash exists it does the refusing; a failed DEL only delays a re-add by the TTL.
      await this.connection.del(claimKey).catch((error: unknown) => {
        this.log.warn({ err: error, queue, jobId: opts.jobId }, 'could not release add claim');
      });
    }
    return { id: opts.jobId, duplicate: false };
  }

  // BullMQ's job schedulers: the scheduler (in Redis) adds each run as a delayed job with id
  // repeat:<schedulerId>:<run time>, created when the previous run starts; upsert keeps one per id.
  async upsertScheduler<T>(queue: string, schedulerId: string, spec: ScheduleSpec, template: JobTemplate<T>): Promise<void> {
    this.assertOpen();
    assertSchedulerId(schedulerId);
    const schedule = normalizeSchedule(spec);
    const opts = normalizeJobOptions({ attempts: template.attempts, backoffMs: template.backoffMs });
    const bullQueue = this.queue(queue);
    await this.whenConnected(this.connectWaitMs);
    await bullQueue.upsertJobScheduler(
      schedulerId,
      schedule.everyMs !== undefined ? { every: schedule.everyMs } : { pattern: schedule.pattern, tz: schedule.tz },
      { name: template.name, data: template.data, opts: retryOptions(opts) },
    );
  }

  async removeScheduler(queue: string, schedulerId: string): Promise<boolean> {
    this.assertOpen();
    assertSchedulerId(schedulerId);
    const bullQueue = this.queue(queue);
    await this.whenConnected(this.connectWaitMs);
    return bullQueue.removeJobScheduler(schedulerId);
  }

  process<T>(queue: string, handler: JobProcessor<T>, options: ProcessOptions<T> = {}): QueueWorker {
    this.assertOpen();
    assertQueueName(queue);
    const concurrency = normalizeConcurrency(options);
    const { onFailed } = options;
    const pendingCallbacks = new Set<Promise<void>>();

    const worker = new Worker<T>(
      queue,
      async (job: BullJob<T>) => {
        try {
          await handler(toPortJob(job, job.attemptsMade + 1));
        } catch (thrown) {
          if (thrown instanceof PermanentJobError) throw new PermanentFailure(thrown);
          throw toError(thrown);
        }
      },
      {
        // BullMQ opens and closes the worker's own connections (one of them blocking); a blocking
        // connection must not give up on commands, hence maxRetriesPerRequest: null.
        connection: { url: this.url, maxRetriesPerRequest: null },
        prefix: this.prefix,
        concurrency,
        ...(this.lockDurationMs ? { lockDuration: this.lockDurationMs, stalledInterval: this.lockDurationMs } : {}),
      },
    );
    worker.on('error', (error) => this.log.error({ err: error, queue }, 'queue worker error'));
    worker.on('failed', (job, error) => {
      // 'failed' fires for every failed try; finishedOn is set only when the job moved to failed for good.
      if (!onFailed || job === undefined || job.finishedOn === undefined) return;
      const cause = error instanceof PermanentFailure ? error.original : error;
      // attemptsMade already counts the try that just failed.
      const failedJob = toPortJob(job, Math.max(1, job.attemptsMade));
      const callback = (async () => {
        try {
          await onFailed(failedJob, cause);
        } catch (callbackError) {
          this.log.error({ err: callbackError, queue, jobId: failedJob.id }, 'onFailed threw');
        }
      })();
      pendingCallbacks.add(callback);
      void callback.finally(() => pendingCallbacks.delete(callback));
    });

    let closing: Promise<void> | undefined;
    const handle: QueueWorker = {
      close: () => {
        // Worker.close waits for running jobs; then let their onFailed callbacks finish.
        closing ??= (async () => {
          await worker.close();
          await Promise.all([...pendingCallbacks]);
          this.workers.delete(handle);
        })();
        return closing;
      },
    };
    this.workers.add(handle);
    return handle;
  }

  async waitingCount(queue: string): Promise<number> {
    this.assertOpen();
    // Health and metrics want an answer now: a lost Redis is reported, not waited for.
    await this.whenConnected(this.wasReady ? 0 : this.connectWaitMs);
    return this.queue(queue).getJobCountByTypes('waiting', 'delayed', 'prioritized');
  }

  async removeJobs<T>(
    queue: string,
    match: (job: Job<T>) => boolean,
    { activeWaitMs = REMOVE_JOBS_ACTIVE_WAIT_MS }: { activeWaitMs?: number } = {},
  ): Promise<number> {
    this.assertOpen();
    const bullQueue = this.queue(queue) as Queue<T>;
    const deadline = Date.now() + activeWaitMs;
    let removed = 0;
    for (;;) {
      // Collected first, removed after: removing while paging would shift the pages.
      const found: BullJob<T>[] = [];
      for (const type of REMOVABLE_STATES) {
        for (let start = 0; ; start += PAGE) {
          const jobs = (await bullQueue.getJobs([type], start, start + PAGE - 1)) as BullJob<T>[];
          for (const job of jobs) {
            if (job?.id !== undefined && match(toPortJob(job, job.attemptsMade + 1))) found.push(job);
          }
          if (jobs.length < PAGE) break;
        }
      }
      let running = 0;
      const removedIds = new Set<string>();
      for (const job of found) {
        // remove() refuses a job a worker holds the lock of (it is running); 0 means nothing removed.
        const gone = await bullQueue.remove(job.id!).catch(() => 0);
        if (gone) {
          removed += 1;
          removedIds.add(job.id!);
        } else if (await bullQueue.getJob(job.id!)) running += 1;
      }
      await this.forgetEvents(bullQueue.keys.events, removedIds);
      if (!running) return removed;
      if (Date.now() >= deadline) throw new JobStillRunningError(queue);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  // BullMQ's events stream names each job (added, completed...): entries of removed jobs go too.
  private async forgetEvents(streamKey: string, jobIds: Set<string>): Promise<void> {
    if (!jobIds.size) return;
    let start = '-';
    for (;;) {
      const entries = await this.connection.xrange(streamKey, start, '+', 'COUNT', PAGE);
      const stale = entries
        .filter(([, fields]) =>
          fields.some((value, i) => i % 2 === 1 && fields[i - 1] === 'jobId' && jobIds.has(value)),
        )
        .map(([id]) => id);
      if (stale.length) await this.connection.xdel(streamKey, ...stale);
      if (entries.length < PAGE) return;
      start = `(${entries[entries.length - 1]![0]}`;
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      const workers = await Promise.allSettled([...this.workers].map((worker) => worker.close()));
      const queues = await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
      this.queues.clear();
      try {
        await this.connection.quit();
      } catch {
        this.connection.disconnect(); // never connected, or already gone
      }
      const failure = [...workers, ...queues].find(
        (result): result is PromiseRejectedResult => result.status === 'rejected',
      );
      if (failure) throw failure.reason;
    })();
    return this.closing;
  }

  private queue(name: string): Queue<unknown> {
    let queue = this.queues.get(name);
    if (!queue) {
      assertQueueName(name);
      queue = new Queue<unknown>(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.log.error({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('BullMqJobQueue is closed');
  }
}

function retryOptions(opts: NormalizedJobOptions) {
  return {
    attempts: opts.attempts,
    backoff: opts.backoffMs > 0 ? { type: 'exponential' as const, delay: opts.backoffMs } : undefined,
    // Finished jobs stay (ages are in seconds) so a repeated id is still refused for a day.
    removeOnComplete: { age: FINISHED_JOB_RETENTION_MS / 1000 },
    removeOnFail: { age: FINISHED_JOB_RETENTION_MS / 1000 },
  };
}

function toPortJob<T>(job: BullJob<T>, attempt: number): Job<T> {
  if (job.id === undefined) throw new Error(`BullMQ job without id on ${job.queueName}`);
  return { id: decodeJobId(job.id), name: job.name, data: job.data, attempt };
}
