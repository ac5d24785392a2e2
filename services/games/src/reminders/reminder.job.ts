import { Injectable } from '@nestjs/common';
import { QUEUE_NAMES, ReminderJob, reminderJobSchema } from '@carewith/contracts';
import { Job, JobHandler } from '@carewith/platform';
import { RemindersService } from './reminders.service';

// Consumes the `reminder` queue (no actor: the job is the capability, as a play link is).
@Injectable()
export class ReminderJobHandler {
  constructor(private readonly reminders: RemindersService) {}

  @JobHandler(QUEUE_NAMES.reminder, reminderJobSchema, { concurrency: 2 })
  async handle(job: Job<ReminderJob>): Promise<void> {
    await this.reminders.run(job.data);
  }
}
