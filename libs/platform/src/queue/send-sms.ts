import { QUEUE_NAMES, SendSmsJob } from '@carewith/contracts';
import type { BaseConfig } from '../config/config';
import type { AddResult, JobQueue } from './job-queue.port';

// Queues one text for messaging's send-sms worker, tried SMS_ATTEMPTS times SMS_BACKOFF_MS apart; `jobId`
// is the text's own, so asking again queues nothing more (`duplicate`).
export function queueSms(
  queue: JobQueue,
  retries: Pick<BaseConfig, 'SMS_ATTEMPTS' | 'SMS_BACKOFF_MS'>,
  jobId: string,
  sms: SendSmsJob,
): Promise<AddResult> {
  return queue.add(QUEUE_NAMES.sms, 'send-sms', sms, {
    jobId,
    attempts: retries.SMS_ATTEMPTS,
    backoffMs: retries.SMS_BACKOFF_MS,
  });
}
