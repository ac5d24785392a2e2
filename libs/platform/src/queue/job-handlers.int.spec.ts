import { Redis } from 'ioredis';
import { BullMqJobQueue } from './bullmq-job-queue';
import { jobHandlersContract } from './job-handlers.contract-suite';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// The @JobHandler contract on BullMQ over real Redis: one prefix per test, its keys deleted after.
let seq = 0;
jobHandlersContract('BullMQ (real Redis)', async () => {
  seq += 1;
  const prefix = `carewith-test-jh-${process.pid}-${Date.now().toString(36)}-${seq}`;
  const queue = new BullMqJobQueue({ url: REDIS_URL, prefix });
  return {
    queue,
    teardown: async () => {
      await queue.close();
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.unlink(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
});
