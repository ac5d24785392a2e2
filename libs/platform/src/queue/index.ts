// The job queue port and its adapters. The contract suite is not exported: it uses jest globals.
export * from './job-queue.port';
export { BullMqJobQueue } from './bullmq-job-queue';
export type { BullMqJobQueueOptions } from './bullmq-job-queue';
export { InProcessJobQueue } from './in-process-job-queue';
export type { InProcessJobQueueOptions } from './in-process-job-queue';
export { JobHandler } from './job-handler';
export type { HandledJob, JobFailedCallback, JobHandlerOptions } from './job-handler';
export { startJobHandlers } from './job-workers';
export { queueEmail } from './send-email';
export { queueSms } from './send-sms';
