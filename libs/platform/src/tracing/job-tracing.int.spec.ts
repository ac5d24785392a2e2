import { Injectable } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { z } from 'zod';
import { InProcessJobQueue } from '../queue/in-process-job-queue';
import { JobHandler } from '../queue/job-handler';
import { JobQueue } from '../queue/job-queue.port';
import { startJobHandlers } from '../queue/job-workers';
import { expectEventually } from '../testing/eventually';
import { testBullMqQueue } from '../testing/redis-queue';
import { startTracing } from './sdk';
import { flushTracing, inSpan, JOB_TRACE_KEY } from './spans';

// A job queued inside a traced request carries the request's trace context in its data, and its run is
// a span of that trace, a child of the span that queued it, on both queues. A job queued outside any
// trace runs as a trace of its own.
const exporter = new InMemorySpanExporter();
beforeAll(() => startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
afterAll(() => flushTracing());

const QUEUE = 'trace-jobs';

@Injectable()
class Letters {
  readonly seen: Record<string, unknown>[] = [];
  @JobHandler(QUEUE, z.object({ to: z.string() }))
  async send(job: { data: { to: string } }): Promise<void> {
    this.seen.push(job.data);
  }
}

const queues: [string, () => { queue: JobQueue; teardown: () => Promise<void> }][] = [
  [
    'in process',
    () => {
      const queue = new InProcessJobQueue();
      return { queue, teardown: () => queue.close() };
    },
  ],
  ['BullMQ', () => testBullMqQueue('trace')],
];

describe.each(queues)('trace context through a job (%s queue)', (_name, make) => {
  it('runs a job queued in a traced request as a child of the span that queued it', async () => {
    const { queue, teardown } = make();
    const letters = new Letters();
    const workers = startJobHandlers(queue, [letters]);
    try {
      const caller = await inSpan('caller', {}, async () => {
        await queue.add(QUEUE, 'letter', { to: 'traced' });
        return trace.getActiveSpan()!;
      });
      await queue.add(QUEUE, 'letter', { to: 'untraced' });

      const runs = await expectEventually(() => {
        const found = exporter.getFinishedSpans().filter((span) => span.name === `job ${QUEUE} letter`);
        expect(found).toHaveLength(2);
        return found;
      });
      const traced = runs.find((span) => span.parentSpanContext?.spanId === caller.spanContext().spanId);
      expect(traced?.spanContext().traceId).toBe(caller.spanContext().traceId);
      const untraced = runs.find((span) => span !== traced)!;
      expect(untraced.parentSpanContext).toBeUndefined();
      expect(untraced.spanContext().traceId).not.toBe(caller.spanContext().traceId);
      // The handler sees its own fields; the carrier stays out of what its schema keeps.
      expect(letters.seen).toEqual(expect.arrayContaining([{ to: 'traced' }, { to: 'untraced' }]));
      expect(letters.seen.some((data) => JOB_TRACE_KEY in data)).toBe(false);
    } finally {
      await workers.close();
      await teardown();
      exporter.reset();
    }
  });
});
