import { InProcessJobQueue, InProcessJobQueueOptions } from './in-process-job-queue';

// In the embedded profile every service shares one in-process queue, as they would share Redis. The
// first caller's options win (services pass the database, so delayed jobs and schedulers survive a
// restart); later callers, such as the host closing it, get the same queue.
let shared: InProcessJobQueue | undefined;
export const sharedInProcessQueue = (options?: InProcessJobQueueOptions) => (shared ??= new InProcessJobQueue(options));
