import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { QUEUE_NAMES, ReminderJob, reminderJobSchema } from '@carewith/contracts';
import {
  createLogger,
  Job,
  JOB_QUEUE,
  JobQueue,
  PermanentJobError,
  QueueWorker,
  requestContext,
} from '@carewith/platform';
import { RemindersService } from './reminders.service';

// Consumes the `reminder` queue (no actor: the job is the capability, as a play link is).
@Injectable()
export class ReminderJobHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger(ReminderJobHandler.name);
  private worker?: QueueWorker;

  constructor(
    private readonly reminders: RemindersService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  onApplicationBootstrap() {
    this.worker = this.queue.process<ReminderJob>(QUEUE_NAMES.reminder, (job) => this.handle(job), {
      concurrency: 2,
      onFailed: (job, error) => this.log.warn({ jobId: job.id, err: error.message }, 'reminder not sent'),
    });
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  async handle(job: Job<ReminderJob>): Promise<void> {
    const parsed = reminderJobSchema.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobError(`invalid reminder job: ${parsed.error.issues[0]?.message}`);
    await requestContext.run({ requestId: job.id }, () => this.reminders.run(parsed.data));
  }
}
