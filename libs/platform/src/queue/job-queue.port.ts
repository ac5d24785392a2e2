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
  close(): Promise<void>;
}

// Thrown by a handler when retrying cannot help (e.g. an invalid phone number).
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
