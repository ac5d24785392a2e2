import { Inject, Injectable } from '@nestjs/common';
import type { SendSmsJob } from '@carewith/contracts';
import { AddResult, BaseConfig, CONFIG, JOB_QUEUE, JobQueue, queueSms } from '@carewith/platform';

// The texts games queues for messaging's send-sms worker (an activity's, a reminder's): the platform's
// queue with the configured retries, as one collaborator of the services that text.
@Injectable()
export class SmsTexts {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  // `jobId` is the text's own: asking again queues nothing more (`duplicate`).
  add(jobId: string, sms: SendSmsJob): Promise<AddResult> {
    return queueSms(this.queue, this.config, jobId, sms);
  }
}
