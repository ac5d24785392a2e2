// The job queue port. Adapters: BullMQ on Redis (bullmq-job-queue.ts) and in-process
// (in-process-job-queue.ts); both are held to job-queue.contract-suite.ts.

export type JobOptions = {
  // A job whose id is already queued, running or completed is not added again.
  jobId?: string;
  // Total tries including the first (default 1).
  attempts?: number;
  // Exponential backoff: the n-th retry waits backoffMs * 2^(n-1).
  backoffMs?: number;
  delayMs?: number;
};

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

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type QueueWorker = { close(): Promise<void> };

export interface JobQueue {
  add<T>(queue: string, name: string, data: T, options?: JobOptions): Promise<AddResult>;
  process<T>(queue: string, handler: JobHandler<T>, options?: ProcessOptions<T>): QueueWorker;
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
