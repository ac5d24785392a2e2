import { randomUUID } from 'node:crypto';
import { INestMicroservice } from '@nestjs/common';
import { Pool } from 'pg';
import { MessageView, SendSmsJob } from '@carewith/contracts';
import { AddResult, BullMqJobQueue, BusClient, queueSms } from '@carewith/platform';
import { TestDeployment, testDeployment, testRedisUrl, TwilioFake } from '@carewith/platform/testing';
import { MessagingModule } from '../messaging.module';

// Messaging as it runs in production with Twilio configured, for its integration tests: its real root
// module in a deployment of its own (testDeployment: a fresh database, its own NATS subjects and
// BullMQ keys), its Twilio client pointed at the Twilio fake. Texts are queued on the real BullMQ
// queue the way games queues them (queueSms), and read back the way games reads them (the bus).

// The retries a text is queued with: SMS_ATTEMPTS tries, SMS_BACKOFF_MS apart (short here).
export const SMS_RETRIES = { SMS_ATTEMPTS: 4, SMS_BACKOFF_MS: 100 };
// How long a worker's claim on a job lasts: a dead worker's job is taken up again after about this.
export const QUEUE_LOCK_MS = 1000;

export type MessagingWorld = {
  deployment: TestDeployment;
  bus: BusClient;
  // The text of an activity to `to`, queued under a job id of its own (`jobId` given: the same text again).
  queueText: (to: string, options?: { jobId?: string; body?: string }) => Promise<QueuedText>;
  // The service, booted (again, after a restart) with the deployment's configuration and the fake's.
  boot: () => Promise<INestMicroservice>;
  sql: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};
export type QueuedText = { jobId: string; refId: string; body: string; added: AddResult };

export async function messagingWithTwilio(
  fake: TwilioFake,
  { boot = true }: { boot?: boolean } = {},
): Promise<MessagingWorld> {
  const deployment = await testDeployment('messaging');
  const env = { ...fake.env, QUEUE_LOCK_MS: String(QUEUE_LOCK_MS) };
  const start = () => deployment.boot(MessagingModule, 'messaging', env);
  if (boot) await start();
  const producer = new BullMqJobQueue({ url: testRedisUrl(), prefix: deployment.prefix });
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2 });
  return {
    deployment,
    bus: deployment.bus(),
    queueText: async (to, { jobId = randomUUID(), body = `Hi Mabel!\nhttps://carewith.test/play/${jobId}` } = {}) => {
      const refId = `game-${jobId}`;
      const sms: SendSmsJob = { to, body, kind: 'activity', refId };
      return { jobId, refId, body, added: await queueSms(producer, SMS_RETRIES, jobId, sms) };
    },
    boot: start,
    sql: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
    close: async () => {
      await producer.close();
      await pool.end();
      await deployment.teardown();
    },
  };
}

// What games shows of a text (GET /api/games/:id/messages reads this).
export const textsOf = (bus: BusClient, refId: string): Promise<MessageView[]> =>
  bus.request('messaging.messages.byRef', { refId });
