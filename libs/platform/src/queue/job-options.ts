// Option checks and defaults shared by both adapters, so they accept and refuse the same input.
// Internal to the queue folder (not exported from index.ts).
import { JobOptions, ProcessOptions, ScheduleSpec } from './job-queue.port';
import { CronExpressionParser } from 'cron-parser';

export type NormalizedJobOptions = {
  jobId: string | undefined;
  attempts: number;
  backoffMs: number;
  delayMs: number;
};

// How long finished job ids are remembered for dedupe (and kept in Redis by BullMQ).
export const FINISHED_JOB_RETENTION_MS = 24 * 60 * 60 * 1000;

export function assertQueueName(queue: string): void {
  // BullMQ refuses ':' in queue names (it is its key separator); the in-process adapter refuses it too.
  if (queue.length === 0 || queue.includes(':')) {
    throw new Error(`Invalid queue name ${JSON.stringify(queue)}: must be non-empty and contain no ':'`);
  }
}

export function normalizeJobOptions(options: JobOptions = {}): NormalizedJobOptions {
  const { jobId, attempts = 1, backoffMs = 0, delayMs = 0 } = options;
  // An empty id would silently mean "no id" in BullMQ; refuse it instead of losing dedupe.
  if (jobId !== undefined && jobId.length === 0) throw new Error('jobId must not be empty');
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be an integer >= 1, got ${attempts}`);
  if (!Number.isFinite(backoffMs) || backoffMs < 0) throw new Error(`backoffMs must be >= 0, got ${backoffMs}`);
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error(`delayMs must be >= 0, got ${delayMs}`);
  return { jobId, attempts, backoffMs, delayMs };
}

export function normalizeConcurrency<T>(options: ProcessOptions<T>): number {
  const { concurrency = 1 } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`concurrency must be an integer >= 1, got ${concurrency}`);
  }
  return concurrency;
}

// The port's rule (same as BullMQ's 'exponential'): the n-th retry waits backoffMs * 2^(n-1).
export function retryDelayMs(backoffMs: number, failedAttempts: number): number {
  return Math.round(backoffMs * 2 ** (failedAttempts - 1));
}

export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

export type NormalizedSchedule =
  { everyMs: number; pattern?: undefined; tz?: undefined } | { everyMs?: undefined; pattern: string; tz: string };

export function assertSchedulerId(schedulerId: string): void {
  // The id is part of each run's job id and of BullMQ keys.
  if (schedulerId.length === 0 || schedulerId.includes(':')) {
    throw new Error(`Invalid scheduler id ${JSON.stringify(schedulerId)}: must be non-empty and contain no ':'`);
  }
}

export function normalizeSchedule(spec: ScheduleSpec): NormalizedSchedule {
  if ('everyMs' in spec) {
    if (!Number.isInteger(spec.everyMs) || spec.everyMs < 1)
      throw new Error(`everyMs must be an integer >= 1, got ${spec.everyMs}`);
    return { everyMs: spec.everyMs };
  }
  const normalized = { pattern: spec.pattern, tz: spec.tz ?? 'UTC' };
  nextRunMs(normalized, Date.now()); // throws on a bad pattern or time zone
  return normalized;
}

export function schedulerRunJobId(schedulerId: string, runAtMs: number): string {
  return `repeat:${schedulerId}:${runAtMs}`;
}

// The first run time strictly after afterMs: BullMQ's rules, i.e. the first run's time (firstMs) plus a
// multiple of everyMs, or the cron's next time.
export function nextRunMs(schedule: NormalizedSchedule, afterMs: number, firstMs = afterMs): number {
  if (schedule.everyMs !== undefined) {
    const { everyMs } = schedule;
    return firstMs + (Math.floor(Math.max(0, afterMs - firstMs) / everyMs) + 1) * everyMs;
  }
  const next = CronExpressionParser.parse(schedule.pattern, { currentDate: new Date(afterMs), tz: schedule.tz }).next();
  return next.getTime();
}
