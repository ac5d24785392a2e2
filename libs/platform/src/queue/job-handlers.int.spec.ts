import { testBullMqQueue } from '../testing/redis-queue';
import { jobHandlersContract } from './job-handlers.contract-suite';

// The @JobHandler contract on BullMQ over real Redis: one prefix per test, its keys deleted after.
jobHandlersContract('BullMQ (real Redis)', async () => testBullMqQueue('jh'));
