import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QUEUE_NAMES, SendEmailJob, sendEmailJobSchema } from '@carewith/contracts';
import {
  createLogger,
  Job,
  JOB_QUEUE,
  JobQueue,
  PermanentJobError,
  QueueWorker,
  requestContext,
} from '@carewith/platform';
import { MessageEntity } from '../messages/message.entity';

// Consumes the `email` queue. Without SMTP configured every e-mail goes to the outbox (the
// messages table), so the embedded profile shows exactly what would have been sent.
@Injectable()
export class SendEmailJobHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger(SendEmailJobHandler.name);
  private worker?: QueueWorker;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  onApplicationBootstrap() {
    this.worker = this.queue.process<SendEmailJob>(QUEUE_NAMES.email, (job) => this.handle(job), {
      concurrency: 5,
      onFailed: (job, error) => this.log.error({ jobId: job.id, err: error.message }, 'e-mail not delivered'),
    });
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  async handle(job: Job<SendEmailJob>): Promise<void> {
    const parsed = sendEmailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobError(`invalid e-mail job: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data;
    await requestContext.run({ requestId: data.requestId ?? job.id }, async () => {
      // A rerun of the same job finds its row and does nothing.
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(MessageEntity)
        .values({
          jobId: job.id,
          channel: 'email',
          kind: data.kind,
          to: data.to,
          subject: data.subject,
          body: data.text,
          status: 'outbox',
          provider: 'outbox',
          refId: data.refId ?? null,
          sentAt: new Date(),
        })
        .orIgnore()
        .execute();
      this.log.info({ jobId: job.id, kind: data.kind }, 'e-mail stored in the outbox');
    });
  }
}
