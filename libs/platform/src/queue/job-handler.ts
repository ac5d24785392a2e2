import { SetMetadata } from '@nestjs/common';
import { MetadataScanner } from '@nestjs/core';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Job } from './job-queue.port';
import { decoratedMethods } from '../service/decorated-methods';

const JOB_HANDLER = Symbol('job-handler');

// A job as its handler gets it: its data parsed, and a logger bound to the queue, the job's name and id
// (and, through the request context, the request that queued it), so a handler keeps no logger of its own.
export type HandledJob<T> = Job<T> & { log: Logger };

export type JobFailedCallback = (job: HandledJob<unknown>, error: Error) => void | Promise<void>;

export type JobHandlerOptions = {
  // The one job name of the queue this method runs (for queues whose jobs are told apart by name).
  // Without it, the method runs every job of the queue and must be its only handler.
  name?: string;
  // Jobs of the queue run at once in this process; the queue's handlers share one worker, which takes
  // the largest concurrency any of them asks for (default 1).
  concurrency?: number;
  // When one of its jobs has failed for good: a method of the same provider, by name, or a function.
  // Without it the failure is logged with the error's message, so a handler whose errors may carry
  // personal data (a provider refusing a phone number) gives its own.
  onFailed?: string | JobFailedCallback;
};

export type JobHandlerSpec = { queue: string; schema: z.ZodType; options: JobHandlerOptions };

// Marks a provider's method as the handler of a queue's jobs (or of one job name on it), as @BusHandler
// does for bus patterns: the platform starts one worker per queue at bootstrap (JobHandlersExplorer),
// parses each job's data with the schema (invalid data fails for good without calling the method), runs
// the method with the parsed job inside the request context of the request that queued it (data's
// requestId, else the job id), and closes the workers at shutdown.
export function JobHandler<S extends z.ZodType>(queue: string, schema: S, options: JobHandlerOptions = {}) {
  // The method takes the job with its data as the schema parses it (or nothing).
  return <M extends (job: HandledJob<z.output<S>>) => Promise<unknown>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    SetMetadata<symbol, JobHandlerSpec>(JOB_HANDLER, { queue, schema, options })(target, key, descriptor);
  };
}

export type JobHandlerMethod = JobHandlerSpec & {
  instance: object;
  method: string;
  run: (job: HandledJob<unknown>) => Promise<unknown>;
};

// The @JobHandler methods of one provider instance.
export const jobHandlersOf = (instance: object, scanner = new MetadataScanner()): JobHandlerMethod[] =>
  decoratedMethods<JobHandlerSpec, HandledJob<unknown>>(instance, JOB_HANDLER, scanner);
