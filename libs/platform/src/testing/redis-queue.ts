import { Redis } from 'ioredis';
import { BullMqJobQueue } from '../queue/bullmq-job-queue';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let seq = 0;

// A BullMQ queue on the real Redis under a key prefix of its own, and its teardown: the queue closed
// and every key under the prefix deleted, so tests running side by side never see each other's jobs.
export function testBullMqQueue(name: string): { queue: BullMqJobQueue; teardown: () => Promise<void> } {
  seq += 1;
  const prefix = `carewith-test-${name}-${process.pid}-${Date.now().toString(36)}-${seq}`;
  const queue = new BullMqJobQueue({ url: REDIS_URL, prefix });
  const teardown = async () => {
    await queue.close();
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.unlink(...keys);
    } finally {
      await redis.quit();
    }
  };
  return { queue, teardown };
}
