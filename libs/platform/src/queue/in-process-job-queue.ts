// JobQueue in memory, for the embedded profile and unit tests. Same semantics as the BullMQ
// adapter (both run job-queue.contract-suite.ts), but jobs are lost when the process stops.
import { randomUUID } from 'node:crypto';
import { createLogger } from '../logging/logger';
import {
  assertQueueName,
  FINISHED_JOB_RETENTION_MS,
  normalizeConcurrency,
  normalizeJobOptions,
  retryDelayMs,
  toError,
} from './job-options';
import {
  AddResult,
  JobHandler,
  JobOptions,
  Job,
  JobQueue,
  JobStillRunningError,
  PermanentJobError,
  REMOVE_JOBS_ACTIVE_WAIT_MS,
  ProcessOptions,
  QueueWorker,
} from './job-queue.port';

export type InProcessJobQueueOptions = {
  // How long ids of finished jobs are still refused as duplicates (default 24h, as with BullMQ).
  retentionMs?: number;
};

type Entry = {
  id: string;
  // Only caller-given ids take part in dedupe; generated ones are unique anyway.
  dedupe: boolean;
  name: string;
  // Stored as JSON like BullMQ does, so handlers get a fresh copy per try and non-JSON data fails at add.
  json: string;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
};

type Slot = {
  concurrency: number;
  closed: boolean;
  running: Set<Promise<void>>;
  run(entry: Entry): Promise<void>;
};

type QueueState = {
  waiting: Entry[];
  // Delayed jobs and jobs waiting out a retry backoff.
  timers: Map<Entry, NodeJS.Timeout>;
  slots: Slot[];
  // Ids queued, delayed or running.
  live: Set<string>;
  // Ids of finished jobs with their finish time; Map order is finish order, so expiry trims from the front.
  finished: Map<string, number>;
  // Jobs a handler is running now.
  running: Set<Entry>;
};

export class InProcessJobQueue implements JobQueue {
  private readonly log = createLogger('InProcessJobQueue');
  private readonly retentionMs: number;
  private readonly queues = new Map<string, QueueState>();
  private closing: Promise<void> | undefined;

  constructor({ retentionMs = FINISHED_JOB_RETENTION_MS }: InProcessJobQueueOptions = {}) {
    this.retentionMs = retentionMs;
  }

  async add<T>(queue: string, name: string, data: T, options?: JobOptions): Promise<AddResult> {
    this.assertOpen();
    assertQueueName(queue);
    const opts = normalizeJobOptions(options);
    // BullMQ stores undefined data as {}.
    const json = JSON.stringify(data === undefined ? {} : data);
    const state = this.state(queue);
    if (opts.jobId !== undefined) {
      this.forgetExpired(state);
      if (state.live.has(opts.jobId) || state.finished.has(opts.jobId)) return { id: opts.jobId, duplicate: true };
      state.live.add(opts.jobId);
    }
    const entry: Entry = {
      id: opts.jobId ?? randomUUID(),
      dedupe: opts.jobId !== undefined,
      name,
      json,
      attempts: opts.attempts,
      backoffMs: opts.backoffMs,
      attemptsMade: 0,
    };
    this.enqueue(state, entry, opts.delayMs);
    return { id: entry.id, duplicate: false };
  }

  process<T>(queue: string, handler: JobHandler<T>, options: ProcessOptions<T> = {}): QueueWorker {
    this.assertOpen();
    assertQueueName(queue);
    const state = this.state(queue);
    const { onFailed } = options;
    const slot: Slot = {
      concurrency: normalizeConcurrency(options),
      closed: false,
      running: new Set(),
      run: async (entry) => {
        // Data was serialized from a T at add; the queue name is what ties producer and handler types.
        const data = JSON.parse(entry.json) as T;
        const job = { id: entry.id, name: entry.name, data, attempt: entry.attemptsMade + 1 };
        try {
          await handler(job);
          this.finish(state, entry);
          return;
        } catch (thrown) {
          const error = toError(thrown);
          entry.attemptsMade += 1;
          const retry = !(error instanceof PermanentJobError) && entry.attemptsMade < entry.attempts;
          if (retry && !this.closing) {
            this.enqueue(state, entry, retryDelayMs(entry.backoffMs, entry.attemptsMade));
            return;
          }
          this.finish(state, entry);
          if (!retry && onFailed) {
            try {
              await onFailed(job, error);
            } catch (callbackError) {
              this.log.error({ err: callbackError, queue, jobId: entry.id }, 'onFailed threw');
            }
          }
        }
      },
    };
    state.slots.push(slot);
    this.pump(state);

    let closing: Promise<void> | undefined;
    return {
      close: () => {
        // Take no more jobs (they stay queued for other workers), then wait for the running ones.
        closing ??= (async () => {
          slot.closed = true;
          state.slots = state.slots.filter((other) => other !== slot);
          await Promise.all([...slot.running]);
        })();
        return closing;
      },
    };
  }

  async waitingCount(queue: string): Promise<number> {
    const state = this.queues.get(queue);
    return state ? state.waiting.length + state.timers.size : 0;
  }

  async removeJobs<T>(
    queue: string,
    match: (job: Job<T>) => boolean,
    { activeWaitMs = REMOVE_JOBS_ACTIVE_WAIT_MS }: { activeWaitMs?: number } = {},
  ): Promise<number> {
    assertQueueName(queue);
    const state = this.queues.get(queue);
    if (!state) return 0;
    const matches = (entry: Entry) =>
      match({ id: entry.id, name: entry.name, data: JSON.parse(entry.json) as T, attempt: entry.attemptsMade + 1 });
    const deadline = Date.now() + activeWaitMs;
    let removed = 0;
    for (;;) {
      // Finished jobs keep only their id here (for dedupe), so only queued and delayed ones hold data.
      const kept = state.waiting.filter((entry) => !matches(entry));
      removed += state.waiting.length - kept.length;
      for (const gone of state.waiting.filter((entry) => !kept.includes(entry))) this.finish(state, gone);
      state.waiting = kept;
      for (const [entry, timer] of [...state.timers]) {
        if (!matches(entry)) continue;
        clearTimeout(timer);
        state.timers.delete(entry);
        this.finish(state, entry);
        removed += 1;
      }
      if (![...state.running].some(matches)) return removed;
      if (Date.now() >= deadline) throw new JobStillRunningError(queue);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      const running: Promise<void>[] = [];
      for (const state of this.queues.values()) {
        // Delayed and backing-off jobs are dropped: memory is all they had.
        for (const timer of state.timers.values()) clearTimeout(timer);
        state.timers.clear();
        for (const slot of state.slots) {
          slot.closed = true;
          running.push(...slot.running);
        }
        state.slots = [];
      }
      await Promise.all(running);
    })();
    return this.closing;
  }

  private state(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) {
      state = { waiting: [], timers: new Map(), slots: [], live: new Set(), finished: new Map(), running: new Set() };
      this.queues.set(queue, state);
    }
    return state;
  }

  private enqueue(state: QueueState, entry: Entry, delayMs: number): void {
    if (delayMs <= 0) {
      state.waiting.push(entry);
      this.pump(state);
      return;
    }
    const timer = setTimeout(() => {
      state.timers.delete(entry);
      state.waiting.push(entry);
      this.pump(state);
    }, delayMs);
    state.timers.set(entry, timer);
  }

  // Hands waiting jobs to workers with a free slot, oldest job first.
  private pump(state: QueueState): void {
    for (;;) {
      const slot = state.slots.find((candidate) => !candidate.closed && candidate.running.size < candidate.concurrency);
      const entry = slot && state.waiting.shift();
      if (!slot || !entry) return;
      const run = (async () => {
        // Start the handler on a later turn, never inside the caller of add() or process().
        await new Promise<void>((resolve) => setImmediate(resolve));
        state.running.add(entry);
        try {
          await slot.run(entry);
        } catch (error) {
          this.log.error({ err: error, jobId: entry.id }, 'job runner failed'); // a bug here, not in a handler
        } finally {
          state.running.delete(entry);
        }
      })();
      slot.running.add(run);
      void run.finally(() => {
        slot.running.delete(run);
        this.pump(state);
      });
    }
  }

  private finish(state: QueueState, entry: Entry): void {
    if (!entry.dedupe) return;
    state.live.delete(entry.id);
    state.finished.set(entry.id, Date.now());
  }

  private forgetExpired(state: QueueState): void {
    const cutoff = Date.now() - this.retentionMs;
    for (const [id, finishedAt] of state.finished) {
      if (finishedAt > cutoff) break;
      state.finished.delete(id);
    }
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('InProcessJobQueue is closed');
  }
}
