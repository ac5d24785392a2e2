// The job queue port. Adapters: BullMQ on Redis (bullmq-job-queue.ts) and in-process
// (in-process-job-queue.ts); both are held to job-queue.contract-suite.ts.

export type JobOptions = {
  // A job whose id is already queued, running or completed is not added again.
  jobId?: string;
  // Total tries including the first (default 1).
  attempts?: number;
  // Exponential backoff: the n-th retry waits backoffMs * 2^(n-1).
  backoffMs?: number;
  // Runs no earlier than this; with a jobId the delayed job is still one job however often it is added.
  delayMs?: number;
};

// When a scheduler fires: every everyMs (first run at once, then everyMs apart), or on a cron pattern (5 or 6 fields) read in the IANA time zone tz (default UTC).
export type ScheduleSpec = { everyMs: number } | { pattern: string; tz?: string };

// The job each run of a scheduler adds. Its id is `repeat:<schedulerId>:<run time in ms>`, so one run
// time is one job, whatever the number of processes, upserts or restarts.
export type JobTemplate<T> = { name: string; data: T; attempts?: number; backoffMs?: number };

export type Job<T> = {
  id: string;
  name: string;
  data: T;
  // 1 on the first try.
  attempt: number;
};

export type AddResult = { id: string; duplicate: boolean };

export type ProcessOptions<T> = {
  concurrency?: number;
  // Called once when a job has failed for good (attempts used up, or a PermanentJobError).
  onFailed?: (job: Job<T>, error: Error) => void | Promise<void>;
};

export type JobProcessor<T> = (job: Job<T>) => Promise<void>;

export type QueueWorker = { close(): Promise<void> };

export interface JobQueue {
  add<T>(queue: string, name: string, data: T, options?: JobOptions): Promise<AddResult>;
  process<T>(queue: string, handler: JobProcessor<T>, options?: ProcessOptions<T>): QueueWorker;
  // Creates or replaces a repeated job. Upserting the same id with the same spec again changes nothing
  // (one scheduler); a new spec or template replaces the scheduler's pending run. Scheduler ids are
  // non-empty and contain no ':'.
  upsertScheduler<T>(queue: string, schedulerId: string, spec: ScheduleSpec, template: JobTemplate<T>): Promise<void>;
  // Stops a scheduler and drops its next run if that is still delayed (a run already due or handed
  // to a worker still happens once).
  // Returns false when there was no such scheduler.
  removeScheduler(queue: string, schedulerId: string): Promise<boolean>;
  // Jobs waiting or delayed (not yet running) in a queue, for metrics and tests.
  waitingCount(queue: string): Promise<number>;
  // Erasure: removes every job of the queue whose data matches, whatever its state (waiting, delayed,
  // retrying, finished and kept for dedupe). A matching job that is running is waited for (up to
  // activeWaitMs, default 15 s) and then removed; still running after that, it throws
  // JobStillRunningError and removes nothing more. Returns how many jobs were removed.
  removeJobs<T>(queue: string, match: (job: Job<T>) => boolean, options?: { activeWaitMs?: number }): Promise<number>;
  close(): Promise<void>;
}

// Thrown by a handler when retrying cannot help (e.g. an invalid phone number).
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

// removeJobs could not remove a matching job because a worker is still running it.
export class JobStillRunningError extends Error {
  constructor(readonly queue: string) {
    super(`A matching job on ${queue} is still running`);
    this.name = 'JobStillRunningError';
  }
}

export const REMOVE_JOBS_ACTIVE_WAIT_MS = 15_000;

// The queue's store (Redis) cannot be reached: nothing was added, and nothing will be added later.
export class QueueUnavailableError extends Error {
  constructor(detail: string) {
    super(`The job queue is unavailable (${detail})`);
    this.name = 'QueueUnavailableError';
  }
}
