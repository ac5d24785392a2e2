import { Inject, Injectable } from '@nestjs/common';
import { QUEUE_NAMES, ReminderJob, reminderJobId } from '@carewith/contracts';
import { createLogger, JOB_QUEUE, JobQueue } from '@carewith/platform';
import { REMINDERS_CONFIG, RemindersConfig } from './reminders.config';

// The reminder jobs on the queue: planned when an activity's text is queued, postponed to the next
// moment a text may go; each with its attempts and backoff from the reminder settings.
@Injectable()
export class ReminderJobs {
  private readonly log = createLogger(ReminderJobs.name);

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(REMINDERS_CONFIG) private readonly settings: RemindersConfig,
  ) {}

  // After the activity's text was queued; a retried send adds nothing (the job id is the activity's).
  // The text has gone already: a queue failure here is logged, not the caller's error.
  async plan(gameId: string, seniorId: string): Promise<void> {
    try {
      await this.add({ gameId, seniorId }, reminderJobId(gameId), this.settings.REMINDER_AFTER_MS);
    } catch (error) {
      this.log.warn({ gameId, err: String(error) }, 'reminder not planned');
    }
  }

  // One job per moment: a retry or a second replica postponing to the same moment adds nothing.
  async postpone(gameId: string, seniorId: string, at: number): Promise<void> {
    await this.add({ gameId, seniorId }, `${reminderJobId(gameId)}-${at}`, Math.max(0, at - Date.now()));
  }

  private add(data: ReminderJob, jobId: string, delayMs: number) {
    return this.queue.add<ReminderJob>(QUEUE_NAMES.reminder, 'remind', data, {
      jobId,
      delayMs,
      attempts: this.settings.REMINDER_ATTEMPTS,
      backoffMs: this.settings.REMINDER_BACKOFF_MS,
    });
  }
}
