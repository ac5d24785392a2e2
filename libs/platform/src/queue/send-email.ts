import { QUEUE_NAMES, SendEmailJob } from '@carewith/contracts';
import { currentRequestId } from '../logging/request-context';
import type { AddResult, JobQueue } from './job-queue.port';

// Queues one e-mail for messaging's send-email worker, stamped with the current request id: five tries
// two seconds apart, and `jobId` the e-mail's own, so asking again queues nothing more (`duplicate`).
export function queueEmail(queue: JobQueue, jobId: string, email: Omit<SendEmailJob, 'requestId'>): Promise<AddResult> {
  const job: SendEmailJob = { ...email, requestId: currentRequestId() };
  return queue.add(QUEUE_NAMES.email, 'send-email', job, { jobId, attempts: 5, backoffMs: 2000 });
}
