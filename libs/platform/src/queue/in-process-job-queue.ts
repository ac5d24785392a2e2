// JobQueue in process, for the embedded profile and unit tests. Same semantics as the BullMQ
// adapter (both run job-queue.contract-suite.ts). Given a database, what must survive a restart is
// also kept in Postgres (postgres-job-store.ts): delayed jobs, jobs with a caller-given id and
// schedulers; jobs with neither a delay nor an id stay in memory only, as fast as before. Without a
// database everything is in memory and lost when the process stops.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createLogger } from '../logging/logger';
import { withJobTrace } from '../tracing/spans';
import {
  assertQueueName,
  assertSchedulerId,
  FINISHED_JOB_RETENTION_MS,
  nextRunMs,
  normalizeConcurrency,
  normalizeJobOptions,
  normalizeSchedule,
  retryDelayMs,
  schedulerRunJobId,
  toError,
} from './job-options';
import { DEFAULT_JOB_STORE_SCHEMA, PostgresJobStore, StoredJob, StoredScheduler } from './postgres-job-store';
import {
  AddResult,
  JobProcessor,
  JobOptions,
  Job,
  JobQueue,
  JobStillRunningError,
  JobTemplate,
  ScheduleSpec,
  PermanentJobError,
  REMOVE_JOBS_ACTIVE_WAIT_MS,
  ProcessOptions,
  QueueWorker,
} from './job-queue.port';

export type InProcessJobQueueOptions = {
  // How long ids of finished jobs are still refused as duplicates (default 24h, as with BullMQ).
  retentionMs?: number;
  // Keep delayed jobs, jobs with ids and schedulers in this database (schema default 'job_queue',
  // created if missing), so a restart loses none. The queue owns a small pool and ends it on close().
  database?: { url: string; schema?: string };
};

// A job as this queue holds it: what the job store keeps, and whether it is kept there (a database
// was given, and the job has a delay or an id). Only caller-given ids take part in dedupe; data is
// stored as JSON like BullMQ does, so handlers get a fresh copy per try and non-JSON data fails at add.
type Entry = StoredJob & { persisted: boolean };

type Slot = {
  concurrency: number;
  closed: boolean;
  running: Set<Promise<void>>;
  run(entry: Entry): Promise<void>;
};

type QueueState = {
  name: string;
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
  schedulers: Map<string, StoredScheduler>;
};

export class InProcessJobQueue implements JobQueue {
  private readonly log = createLogger('InProcessJobQueue');
  private readonly retentionMs: number;
  private readonly queues = new Map<string, QueueState>();
  private closing: Promise<void> | undefined;
  private readonly pool: Pool | undefined;
  private readonly store: PostgresJobStore | undefined;
  private starting: Promise<void> | undefined;
  // Store writes started outside a caller's await (a scheduler's next run); close() waits for them.
  private readonly background = new Set<Promise<void>>();

  constructor({ retentionMs = FINISHED_JOB_RETENTION_MS, database }: InProcessJobQueueOptions = {}) {
    this.retentionMs = retentionMs;
    if (database) {
      this.pool = new Pool({ connectionString: database.url, max: 2 });
      this.pool.on('error', (error) => this.log.warn({ err: error.message }, 'job store connection lost'));
      this.store = new PostgresJobStore(this.pool, database.schema ?? DEFAULT_JOB_STORE_SCHEMA);
      void this.ready().catch(() => undefined); // start loading now; failures are logged and retried
    }
  }

  async add<T>(queue: string, name: string, data: T, options?: JobOptions): Promise<AddResult> {
    this.assertOpen();
    assertQueueName(queue);
    const opts = normalizeJobOptions(options);
    // BullMQ stores undefined data as {}.
    const json = JSON.stringify(data === undefined ? {} : withJobTrace(data));
    await this.ready();
    const entry: Entry = {
      id: opts.jobId ?? randomUUID(),
      dedupe: opts.jobId !== undefined,
      name,
      json,
      attempts: opts.attempts,
      backoffMs: opts.backoffMs,
      attemptsMade: 0,
      persisted: this.store !== undefined && (opts.jobId !== undefined || opts.delayMs > 0),
      runAt: Date.now() + opts.delayMs,
      schedulerId: undefined,
    };
    return this.addEntry(this.state(queue), entry);
  }

  async upsertScheduler<T>(
    queue: string,
    schedulerId: string,
    spec: ScheduleSpec,
    template: JobTemplate<T>,
  ): Promise<void> {
    this.assertOpen();
    assertQueueName(queue);
    assertSchedulerId(schedulerId);
    const schedule = normalizeSchedule(spec);
    const opts = normalizeJobOptions({ attempts: template.attempts, backoffMs: template.backoffMs });
    const json = JSON.stringify(template.data === undefined ? {} : template.data);
    await this.ready();
    const state = this.state(queue);
    const existing = state.schedulers.get(schedulerId);
    const config = { schedule, name: template.name, json, attempts: opts.attempts, backoffMs: opts.backoffMs };
    // Field by field: a schedule read back from jsonb has its keys in another order.
    const same =
      existing !== undefined &&
      existing.schedule.everyMs === schedule.everyMs &&
      existing.schedule.pattern === schedule.pattern &&
      existing.schedule.tz === schedule.tz &&
      existing.name === config.name &&
      existing.json === config.json &&
      existing.attempts === config.attempts &&
      existing.backoffMs === config.backoffMs;
    if (same) return;
    const now = Date.now();
    // As BullMQ: an interval runs at once, a pattern at its next time.
    const scheduler: StoredScheduler = {
      id: schedulerId,
      ...config,
      firstMs: schedule.everyMs !== undefined ? now : nextRunMs(schedule, now),
    };
    if (existing) await this.dropPendingRuns(state, schedulerId);
    await this.store?.saveScheduler(queue, scheduler);
    state.schedulers.set(schedulerId, scheduler);
    await this.addRun(state, scheduler, scheduler.firstMs);
  }

  async removeScheduler(queue: string, schedulerId: string): Promise<boolean> {
    this.assertOpen();
    assertQueueName(queue);
    assertSchedulerId(schedulerId);
    await this.ready();
    const state = this.state(queue);
    if (!state.schedulers.has(schedulerId)) return false;
    await this.store?.removeScheduler(queue, schedulerId);
    state.schedulers.delete(schedulerId);
    await this.dropPendingRuns(state, schedulerId);
    return true;
  }

  process<T>(queue: string, handler: JobProcessor<T>, options: ProcessOptions<T> = {}): QueueWorker {
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
          await this.finish(state, entry);
          return;
        } catch (thrown) {
          const error = toError(thrown);
          entry.attemptsMade += 1;
          const retry = !(error instanceof PermanentJobError) && entry.attemptsMade < entry.attempts;
          if (retry && !this.closing) {
            const delayMs = retryDelayMs(entry.backoffMs, entry.attemptsMade);
            entry.runAt = Date.now() + delayMs;
            if (entry.persisted) await this.store?.retryAt(queue, entry.id, entry.attemptsMade, entry.runAt);
            this.enqueue(state, entry, delayMs);
            return;
          }
          await this.finish(state, entry);
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
      // In memory, finished jobs keep only their id (for dedupe); in the store they keep their data.
      removed += await this.removeEntries(state, matches);
      if (this.store) {
        const finished = (await this.store.finished(queue)).filter((job) => matches({ ...job, persisted: true }));
        await this.store.remove(
          queue,
          finished.map((job) => job.id),
        );
        removed += finished.length;
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
        // Delayed and backing-off jobs are dropped from memory (the store, if any, keeps them).
        for (const timer of state.timers.values()) clearTimeout(timer);
        state.timers.clear();
        for (const slot of state.slots) {
          slot.closed = true;
          running.push(...slot.running);
        }
        state.slots = [];
      }
      await Promise.all(running);
      await this.starting?.catch(() => undefined);
      while (this.background.size) await Promise.all([...this.background]);
      await this.pool?.end();
    })();
    return this.closing;
  }

  // Creates the store's tables and loads what it kept: schedulers, then pending jobs (due ones run at
  // once, once), then a next run for any scheduler left without one. A failed start is retried on the
  // next call.
  private ready(): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    this.starting ??= (async () => {
      await store.init(this.retentionMs);
      for (const { queue, scheduler } of await store.loadSchedulers()) {
        this.state(queue).schedulers.set(scheduler.id, scheduler);
      }
      const now = Date.now();
      for (const { queue, job } of await store.pending()) {
        this.enqueue(this.state(queue), { ...job, persisted: true }, job.runAt - now);
      }
      for (const state of this.queues.values()) {
        for (const scheduler of state.schedulers.values()) {
          if (this.pendingRun(state, scheduler.id)) continue;
          await this.addRun(state, scheduler, nextRunMs(scheduler.schedule, Date.now(), scheduler.firstMs));
        }
      }
    })();
    const starting = this.starting;
    starting.catch((error: unknown) => {
      this.log.error({ err: error }, 'job store could not start');
      if (this.starting === starting) this.starting = undefined;
    });
    return starting;
  }

  private async addEntry(state: QueueState, entry: Entry): Promise<AddResult> {
    if (entry.persisted) {
      // The store's primary key does the dedupe, so it holds across restarts.
      if (!(await this.store!.insert(state.name, entry, this.retentionMs))) return { id: entry.id, duplicate: true };
      // Kept, but a closed queue runs nothing more: the next start loads it.
      if (this.closing) return { id: entry.id, duplicate: false };
    } else if (entry.dedupe) {
      this.forgetExpired(state);
      if (state.live.has(entry.id) || state.finished.has(entry.id)) return { id: entry.id, duplicate: true };
      state.live.add(entry.id);
    }
    this.enqueue(state, entry, entry.runAt - Date.now());
    return { id: entry.id, duplicate: false };
  }

  private addRun(state: QueueState, scheduler: StoredScheduler, runAt: number): Promise<AddResult> {
    return this.addEntry(state, {
      id: schedulerRunJobId(scheduler.id, runAt),
      dedupe: true,
      name: scheduler.name,
      json: scheduler.json,
      attempts: scheduler.attempts,
      backoffMs: scheduler.backoffMs,
      attemptsMade: 0,
      persisted: this.store !== undefined,
      runAt,
      schedulerId: scheduler.id,
    });
  }

  // As BullMQ: a scheduler's next run is added when its current one starts, so a scheduler has one
  // pending run at a time.
  private scheduleNext(state: QueueState, started: Entry): void {
    const scheduler = started.schedulerId === undefined ? undefined : state.schedulers.get(started.schedulerId);
    if (!scheduler || this.closing || this.pendingRun(state, scheduler.id)) return;
    const next = nextRunMs(scheduler.schedule, Math.max(Date.now(), started.runAt), scheduler.firstMs);
    const adding = this.addRun(state, scheduler, next).then(
      () => undefined,
      (error: unknown) =>
        this.log.error({ err: error, queue: state.name, schedulerId: scheduler.id }, 'could not add next run'),
    );
    this.background.add(adding);
    void adding.finally(() => this.background.delete(adding));
  }

  private pendingRun(state: QueueState, schedulerId: string): boolean {
    return [...state.waiting, ...state.timers.keys()].some((entry) => entry.schedulerId === schedulerId);
  }

  private async dropPendingRuns(state: QueueState, schedulerId: string): Promise<void> {
    await this.removeEntries(state, (entry) => entry.schedulerId === schedulerId);
  }

  // Removes queued and delayed (not running) entries that match; returns how many.
  private async removeEntries(state: QueueState, matches: (entry: Entry) => boolean): Promise<number> {
    const gone = state.waiting.filter(matches);
    state.waiting = state.waiting.filter((entry) => !gone.includes(entry));
    for (const [entry, timer] of [...state.timers]) {
      if (!matches(entry)) continue;
      clearTimeout(timer);
      state.timers.delete(entry);
      gone.push(entry);
    }
    // A removed job's id is free again in the store; in memory it is kept as finished (refused for a day).
    await this.store?.remove(
      state.name,
      gone.filter((entry) => entry.persisted).map((entry) => entry.id),
    );
    for (const entry of gone) if (!entry.persisted) this.forgetInMemory(state, entry);
    return gone.length;
  }

  private state(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) {
      state = {
        name: queue,
        waiting: [],
        timers: new Map(),
        slots: [],
        live: new Set(),
        finished: new Map(),
        running: new Set(),
        schedulers: new Map(),
      };
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
        this.scheduleNext(state, entry);
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

  private async finish(state: QueueState, entry: Entry): Promise<void> {
    if (!entry.persisted) {
      this.forgetInMemory(state, entry);
      return;
    }
    try {
      await this.store!.finish(state.name, entry.id, entry.dedupe);
    } catch (error) {
      // The job stays pending in the store and runs again after a restart (at least once, as BullMQ).
      this.log.error({ err: error, queue: state.name, jobId: entry.id }, 'could not record a finished job');
    }
  }

  private forgetInMemory(state: QueueState, entry: Entry): void {
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
