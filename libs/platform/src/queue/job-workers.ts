import { z } from 'zod';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { HandledJob, JobHandlerMethod, jobHandlersOf } from './job-handler';
import { Job, JobQueue, PermanentJobError, QueueWorker } from './job-queue.port';
import { inSpan, jobTraceParent, SpanKind, tracingOn } from '../tracing/spans';

const log = createLogger('jobs');

// One queue's handlers: by job name, or one for every name.
type Routes = { queue: string; byName: Map<string, JobHandlerMethod>; any?: JobHandlerMethod };

// Starts one worker per queue for the @JobHandler methods of these provider instances; closing the
// result closes them all. Conflicting handlers are refused before any worker starts.
export function startJobHandlers(queue: JobQueue, instances: object[]): QueueWorker {
  const routes = routesOf([...new Set(instances)].flatMap((instance) => jobHandlersOf(instance)));
  const workers = routes.map((route) =>
    queue.process<unknown>(route.queue, (job) => runJob(route, job), {
      concurrency: Math.max(...handlersOf(route).map((h) => h.options.concurrency ?? 1)),
      onFailed: (job, error) => failed(route, job, error),
    }),
  );
  return { close: async () => void (await Promise.all(workers.map((worker) => worker.close()))) };
}

export function hasJobHandlers(instance: object): boolean {
  return jobHandlersOf(instance).length > 0;
}

function routesOf(handlers: JobHandlerMethod[]): Routes[] {
  const byQueue = new Map<string, Routes>();
  for (const handler of handlers) {
    const route: Routes = byQueue.get(handler.queue) ?? { queue: handler.queue, byName: new Map() };
    byQueue.set(handler.queue, route);
    const { name } = handler.options;
    const taken =
      name === undefined ? (route.any ?? route.byName.values().next().value) : (route.byName.get(name) ?? route.any);
    if (taken) {
      const jobs = name === undefined ? 'the jobs' : `the '${name}' jobs`;
      throw new Error(
        `${describe(handler)} and ${describe(taken)} both claim ${jobs} of queue ${handler.queue} (a handler without a job name must be its queue's only one)`,
      );
    }
    const { onFailed } = handler.options;
    if (typeof onFailed === 'string' && typeof (handler.instance as Record<string, unknown>)[onFailed] !== 'function') {
      throw new Error(`${describe(handler)}: onFailed '${onFailed}' is not a method of it`);
    }
    if (name === undefined) route.any = handler;
    else route.byName.set(name, handler);
  }
  return [...byQueue.values()];
}

const describe = (handler: JobHandlerMethod) => `${handler.instance.constructor.name}.${handler.method}`;
const handlersOf = (route: Routes) => [...route.byName.values(), ...(route.any ? [route.any] : [])];
const handlerOf = (route: Routes, job: Job<unknown>) => route.byName.get(job.name) ?? route.any;

// The job's data parsed (else it fails for good: a retry cannot mend it), the handler run inside the
// request context of whoever queued it.
async function runJob(route: Routes, job: Job<unknown>): Promise<void> {
  const handler = handlerOf(route, job);
  if (!handler) throw new PermanentJobError(`unknown job '${job.name}' on queue ${route.queue}`);
  const parsed = handler.schema.safeParse(job.data);
  if (!parsed.success) throw new PermanentJobError(`invalid ${route.queue} job: ${firstIssue(parsed.error)}`);
  const run = async () => {
    await requestContext.run({ requestId: requestIdOf(parsed.data) ?? job.id }, () =>
      handler.run(handled(route, job, parsed.data)),
    );
  };
  // Traced, the run is a child of the request that queued the job (its context came in the data).
  if (!tracingOn()) return run();
  const attributes = { 'messaging.destination.name': route.queue, 'carewith.job.name': job.name };
  await inSpan(
    `job ${route.queue} ${job.name}`,
    { kind: SpanKind.CONSUMER, attributes },
    run,
    jobTraceParent(job.data),
  );
}

async function failed(route: Routes, job: Job<unknown>, error: Error): Promise<void> {
  const onFailed = handlerOf(route, job)?.options.onFailed;
  const failedJob = handled(route, job, job.data);
  await requestContext.run({ requestId: requestIdOf(job.data) ?? job.id }, async () => {
    if (typeof onFailed === 'function') return onFailed(failedJob, error);
    if (typeof onFailed === 'string') {
      const { instance } = handlerOf(route, job)!;
      const method = (instance as Record<string, (job: HandledJob<unknown>, error: Error) => unknown>)[onFailed]!;
      return method.call(instance, failedJob, error);
    }
    failedJob.log.error({ attempt: job.attempt, err: error.message }, 'job failed for good');
  });
}

// The job with its parsed data and its own logger (queue, job name and id on every line).
function handled<T>(route: Routes, job: Job<unknown>, data: T): HandledJob<T> {
  return { ...job, data, log: log.child({ queue: route.queue, name: job.name, jobId: job.id }) };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid data';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

function requestIdOf(data: unknown): string | undefined {
  const requestId = typeof data === 'object' && data !== null ? (data as { requestId?: unknown }).requestId : undefined;
  return typeof requestId === 'string' ? requestId : undefined;
}
