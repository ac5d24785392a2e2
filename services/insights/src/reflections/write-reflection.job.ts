import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { QUEUE_NAMES, ReflectionJob, reflectionJobSchema } from '@carewith/contracts';
import {
  BusClient,
  createLogger,
  Job,
  JOB_QUEUE,
  JobQueue,
  PermanentJobError,
  QueueWorker,
  requestContext,
} from '@carewith/platform';
import { localReflection } from '../writers/local-writer';
import { WRITER, Writer } from '../writers/writer';

// Consumes the `ai` queue: a short, warm reflection on each caregiver check-in, written back to care.
@Injectable()
export class WriteReflectionJobHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger(WriteReflectionJobHandler.name);
  private worker?: QueueWorker;

  constructor(
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(WRITER) private readonly writer: Writer,
  ) {}

  onApplicationBootstrap() {
    this.worker = this.queue.process<ReflectionJob>(QUEUE_NAMES.ai, (job) => this.handle(job), { concurrency: 2 });
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  async handle(job: Job<ReflectionJob>): Promise<void> {
    const parsed = reflectionJobSchema.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobError('invalid reflection job');
    const { checkInId, mood, freeText, requestId } = parsed.data;
    await requestContext.run({ requestId: requestId ?? job.id }, async () => {
      const { text, writer } = await this.writer.write({ kind: 'reflection', mood, freeText }, () =>
        localReflection(mood, freeText),
      );
      await this.bus.request('care.checkIns.setReflection', { checkInId, reflection: text.slice(0, 2000) });
      this.log.info({ checkInId, writer }, 'reflection written');
    });
  }
}
