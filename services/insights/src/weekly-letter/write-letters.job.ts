import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  emptyJobSchema,
  QUEUE_NAMES,
  WEEKLY_LETTER_JOB,
  WeeklyLetterJob,
  weeklyLetterJobSchema,
  WEEKLY_LETTERS_SWEEP,
} from '@carewith/contracts';
import { createLogger, Job, JOB_QUEUE, JobHandler, JobQueue } from '@carewith/platform';
import { LETTER_CLOCK, LetterClock, WEEKLY_LETTERS_PATTERN } from './letter-clock';
import { WeeklyLettersService } from './weekly-letters.service';

// The `ai` queue's weekly letter jobs: the hourly look for letters due (a job scheduler: one run per
// hour whatever the replicas), and each loved one's letter.
@Injectable()
export class WriteLettersJobHandler implements OnApplicationBootstrap {
  private readonly log = createLogger(WriteLettersJobHandler.name);

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly letters: WeeklyLettersService,
    @Inject(LETTER_CLOCK) private readonly clock: LetterClock,
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
