import { InProcessJobQueue } from './in-process-job-queue';

// In the embedded profile every service shares one in-process queue, as they would share Redis.
let shared: InProcessJobQueue | undefined;
export const sharedInProcessQueue = () => (shared ??= new InProcessJobQueue());
