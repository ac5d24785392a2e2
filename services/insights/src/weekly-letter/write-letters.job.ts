import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  emptyJobSchema,
  QUEUE_NAMES,
  WEEKLY_LETTER_JOB,
  WeeklyLetterJob,
  weeklyLetterJobSchema,
  WEEKLY_LETTERS_SWEEP,
} from '@carewith/contracts';
import { CLOCK, Clock, createLogger, Job, JOB_QUEUE, JobHandler, JobQueue } from '@carewith/platform';
import { WeeklyLettersService } from './weekly-letters.service';

// The sweep runs at the top of every hour (UTC): a loved one's Sunday 17:00 falls on an hour, or half
// an hour or 45 minutes past one in a few zones, which the next top of the hour still finds that evening.
export const WEEKLY_LETTERS_PATTERN = '0 * * * *';

// The `ai` queue's weekly letter jobs: the hourly look for letters due (a job scheduler: one run per
// hour whatever the replicas), and each loved one's letter. The sweep's time is the platform's CLOCK
// (tests set it; in development it follows POST /api/dev/clock, as goals and schedules do).
@Injectable()
export class WriteLettersJobHandler implements OnApplicationBootstrap {
  private readonly log = createLogger(WriteLettersJobHandler.name);

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly letters: WeeklyLettersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap() {
    await this.queue
      .upsertScheduler(
        QUEUE_NAMES.ai,
        WEEKLY_LETTERS_SWEEP,
        { pattern: WEEKLY_LETTERS_PATTERN, tz: 'UTC' },
        { name: WEEKLY_LETTERS_SWEEP, data: {} },
      )
      .catch((error: unknown) => this.log.warn({ err: String(error) }, 'the weekly letters could not be scheduled'));
  }

  @JobHandler(QUEUE_NAMES.ai, emptyJobSchema, { name: WEEKLY_LETTERS_SWEEP })
  async sweep(): Promise<void> {
    const queued = await this.letters.sweep(new Date(this.clock.now()));
    this.log.info({ queued }, 'weekly letters swept');
  }

  @JobHandler(QUEUE_NAMES.ai, weeklyLetterJobSchema, { name: WEEKLY_LETTER_JOB })
  async write(job: Job<WeeklyLetterJob>): Promise<void> {
    const run = await this.letters.run(job.data.seniorId, job.data.sunday);
    this.log.info({ jobId: job.id, outcome: run.outcome }, 'weekly letter job ran');
  }
}
