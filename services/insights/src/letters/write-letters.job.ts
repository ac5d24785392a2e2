import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  QUEUE_NAMES,
  WEEKLY_LETTER_JOB,
  weeklyLetterJobSchema,
  WEEKLY_LETTERS_SWEEP,
  WRITE_STARTERS_JOB,
  writeStartersJobSchema,
} from '@carewith/contracts';
import {
  createLogger,
  Job,
  JOB_QUEUE,
  JobQueue,
  PermanentJobError,
  QueueWorker,
  requestContext,
} from '@carewith/platform';
import { WriteStartersJobHandler } from './conversation/write-starters.job';
import { LETTER_CLOCK, LetterClock, WEEKLY_LETTERS_PATTERN } from './letters/letter-clock';
import { WeeklyLettersService } from './letters/weekly-letters.service';
import { WriteReflectionJobHandler } from './reflections/write-reflection.job';

// The request id a job's data may carry (starters and reflections jobs do).
const jobRequestSchema = writeStartersJobSchema.pick({ requestId: true });

// The one worker of the `ai` queue, by job name: check-in reflections, conversation starters, the
// hourly look for weekly letters due (a job scheduler: one run per hour whatever the replicas), and
// each loved one's letter.
@Injectable()
export class AiJobsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger(AiJobsWorker.name);
  private worker?: QueueWorker;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly reflections: WriteReflectionJobHandler,
    private readonly starters: WriteStartersJobHandler,
    private readonly letters: WeeklyLettersService,
    @Inject(LETTER_CLOCK) private readonly clock: LetterClock,
  ) {}

  async onApplicationBootstrap() {
    this.worker = this.queue.process<unknown>(QUEUE_NAMES.ai, (job) => this.handle(job), {
      concurrency: 2,
      onFailed: (job, error) =>
        this.log.error({ jobId: job.id, name: job.name, err: error.message }, 'ai job failed for good'),
    });
    await this.queue
      .upsertScheduler(
        QUEUE_NAMES.ai,
        WEEKLY_LETTERS_SWEEP,
        { pattern: WEEKLY_LETTERS_PATTERN, tz: 'UTC' },
        { name: WEEKLY_LETTERS_SWEEP, data: {} },
      )
      .catch((error: unknown) => this.log.warn({ err: String(error) }, 'the weekly letters could not be scheduled'));
  }

  async onApplicationShutdown() {
    await this.worker?.close();
  }

  // Every job runs under the request that queued it (care's completion for the starters), else under
  // its own id. A reflection sets the same context itself.
  async handle(job: Job<unknown>): Promise<void> {
    const queuedBy = jobRequestSchema.safeParse(job.data);
    const requestId = (queuedBy.success ? queuedBy.data.requestId : undefined) ?? job.id;
    return requestContext.run({ requestId }, () => this.dispatch(job));
  }

  private async dispatch(job: Job<unknown>): Promise<void> {
    switch (job.name) {
      case 'write-reflection':
        return this.reflections.handle(job);
      case WRITE_STARTERS_JOB:
        return this.starters.handle(job);
      case WEEKLY_LETTERS_SWEEP: {
        const queued = await this.letters.sweep(new Date(this.clock.now()));
        this.log.info({ queued }, 'weekly letters swept');
        return;
      }
      case WEEKLY_LETTER_JOB: {
        const parsed = weeklyLetterJobSchema.safeParse(job.data);
        if (!parsed.success) throw new PermanentJobError('invalid weekly letter job');
        const { seniorId, sunday } = parsed.data;
        const run = await this.letters.run(seniorId, sunday);
        this.log.info({ jobId: job.id, outcome: run.outcome }, 'weekly letter job ran');
        return;
      }
      default:
        throw new PermanentJobError(`unknown ai job ${job.name}`);
    }
  }
}
