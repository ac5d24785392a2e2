import { Redis } from 'ioredis';
import { BullMqJobQueue, decodeJobId, encodeJobId } from './bullmq-job-queue';
import { jobQueueContract } from './job-queue.contract-suite';
import { QueueUnavailableError } from './job-queue.port';
import { privateRedis } from '../testing/private-servers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// One prefix per run isolates it from other runs and from real data; afterAll deletes its keys.
const PREFIX = `carewith-test-${process.pid}-${Date.now().toString(36)}`;

async function scanKeys(pattern: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  const found: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
  return found;
}

async function deleteKeys(pattern: string): Promise<void> {
  const keys = await scanKeys(pattern);
  if (keys.length === 0) return;
  const redis = new Redis(REDIS_URL);
  try {
    await redis.unlink(...keys);
  } finally {
    await redis.quit();
  }
}

afterAll(async () => {
  await deleteKeys(`${PREFIX}:*`);
});

jobQueueContract('BullMqJobQueue', async () => {
  const opened: BullMqJobQueue[] = [];
  const open = () => {
    const queue = new BullMqJobQueue({ url: REDIS_URL, prefix: PREFIX });
    opened.push(queue);
    return queue;
  };
  return {
    queue: open(),
    reopen: async () => open(),
    teardown: async () => void (await Promise.all(opened.map((queue) => queue.close()))),
  };
}, { survivesRestart: true });

describe('BullMqJobQueue', () => {
  it('maps any id to a valid BullMQ job id and back', () => {
    for (const id of ['42', '0', 'a:b', 'a:b:c', '%3A', 'x%25:y', 'id-1', '']) {
      const bullId = encodeJobId(id);
      expect(bullId).not.toContain(':');
      expect(`${parseInt(bullId, 10)}`).not.toBe(bullId);
      expect(decodeJobId(bullId)).toBe(id);
    }
    expect(decodeJobId('17')).toBe('17'); // BullMQ counter ids pass through
  });

  it('adds a job whose earlier add died half-way (its claim left behind) once the claim expires', async () => {
    const prefix = `${PREFIX}-claim`;
    const queue = new BullMqJobQueue({ url: REDIS_URL, prefix });
    const redis = new Redis(REDIS_URL);
    try {
      // What a process killed between taking the claim and Queue.add leaves: a claim, no job.
      const jobKey = `${prefix}:claimed:${encodeJobId('send-1')}`;
      await redis.set(`${jobKey}:add-claim`, '1', 'PX', 1000);
      const added = await queue.add('claimed', 'job', { n: 1 }, { jobId: 'send-1' });
      expect(added).toEqual({ id: 'send-1', duplicate: false });
      expect(await redis.exists(jobKey)).toBe(1);
      expect((await queue.add('claimed', 'job', { n: 2 }, { jobId: 'send-1' })).duplicate).toBe(true);
    } finally {
      await queue.close();
      await redis.quit();
    }
  });

  it('removeJobs leaves no trace of a removed job in Redis, its events stream included', async () => {
    const prefix = `${PREFIX}-erase`;
    const queue = new BullMqJobQueue({ url: REDIS_URL, prefix });
    const redis = new Redis(REDIS_URL);
    try {
      await queue.add('erasing', 'job', { phone: '+15550009999' }, { jobId: 'erase-me' });
      await queue.add('erasing', 'job', { phone: '+15550001234' }, { jobId: 'keep-me' });
      const dump = async () => {
        const text: string[] = [];
        for (const key of await scanKeys(`${prefix}:*`)) {
          const type = await redis.type(key);
          if (type === 'hash') text.push(JSON.stringify(await redis.hgetall(key)));
          if (type === 'stream') text.push(JSON.stringify(await redis.xrange(key, '-', '+')));
          text.push(key);
        }
        return text.join('\n');
      };
      expect(await dump()).toContain('erase-me');
      expect(await queue.removeJobs<{ phone: string }>('erasing', (job) => job.data.phone === '+15550009999')).toBe(1);
      const after = await dump();
      expect(after).not.toContain('erase-me');
      expect(after).not.toContain('+15550009999');
      expect(after).toContain('keep-me');
    } finally {
      await queue.close();
      await redis.quit();
    }
  });

  it('keeps its keys under its prefix', async () => {
    const prefix = `${PREFIX}-own`;
    const queue = new BullMqJobQueue({ url: REDIS_URL, prefix });
    try {
      await queue.add('prefixed', 'job', {}, { jobId: 'p:1' });
      expect(await scanKeys(`${prefix}:prefixed:*`)).toContain(`${prefix}:prefixed:id-p%3A1`);
    } finally {
      await queue.close();
      await deleteKeys(`${prefix}:*`);
    }
  });

  // Send pressed twice while Redis is away: both adds wait for it. When it is back, one adds the job
  // and the other must hear "duplicate", not time out on a claim wait it spent waiting for Redis.
  it('two adds of one id made while Redis is away: one adds the job, the other is told duplicate', async () => {
    const redis = await privateRedis();
    const queue = new BullMqJobQueue({ url: redis.url, prefix: `${PREFIX}-away`, connectWaitMs: 30_000 });
    try {
      const adds = [1, 2].map((n) => queue.add('away', 'job', { n }, { jobId: 'send-twice' }));
      // Longer than the claim's wait (3 s + 1 s).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await redis.start();
      const results = await Promise.all(adds);
      expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    } finally {
      await queue.close();
      await redis.dispose();
    }
  }, 30_000);

  it('refuses an add while Redis is away past connectWaitMs, and queues nothing when it returns', async () => {
    const redis = await privateRedis();
    const queue = new BullMqJobQueue({ url: redis.url, prefix: `${PREFIX}-down`, connectWaitMs: 300 });
    try {
      await expect(queue.add('down', 'job', {}, { jobId: 'refused' })).rejects.toBeInstanceOf(QueueUnavailableError);
      await expect(queue.waitingCount('down')).rejects.toBeInstanceOf(QueueUnavailableError);
      await redis.start();
      const client = new Redis(redis.url);
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        // Only BullMQ's queue metadata, written when the Queue connects: no job, no claim.
        expect((await client.keys('*')).filter((key) => !key.endsWith(':meta'))).toEqual([]);
      } finally {
        await client.quit();
      }
      expect(await queue.add('down', 'job', {}, { jobId: 'refused' })).toEqual({ id: 'refused', duplicate: false });
    } finally {
      await queue.close();
      await redis.dispose();
    }
  }, 30_000);
});
