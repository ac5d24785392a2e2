import { Job as BullJob, Queue, Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUE_NAMES, SendSmsJob } from '@carewith/contracts';
import { createLogger, createServiceDataSource } from '@carewith/platform';
import { expectEventually, testRedisUrl, TwilioFake } from '@carewith/platform/testing';
import { messagingConfigSchema } from '../config/messaging.config';
import { MessageEntity } from '../messages/message.entity';
import { MESSAGING_MIGRATIONS } from '../migrations';
import { messagingWithTwilio, MessagingWorld, QUEUE_LOCK_MS, textsOf } from '../testing/messaging-deployment';
import { SendSmsJobHandler } from './send-sms.job';
import { SmsStore } from './sms-store';
import { TwilioSmsSender } from './twilio-sms.sender';

jest.setTimeout(60_000);

// The SMS job as the messaging service runs it with Twilio configured: its real module, its worker on
// the real BullMQ queue (retries, backoff, a dead worker's job taken up again), the real `twilio`
// client talking to the Twilio fake. What a caregiver sees of these (the play link texted from our
// number, the delivery callback, the STOP refusal) is e2e/tests/send-sms-api.e2e.spec.ts's.

let phoneSeq = 0;
const newPhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;
const statusesOf = async (world: MessagingWorld, refId: string) =>
  (await textsOf(world.bus, refId)).map((m) => m.status);
const at = (fake: TwilioFake, phone: string) => fake.messages.filter((m) => m.to === phone);

describe('the SMS job through Twilio, on BullMQ (messaging booted)', () => {
  let fake: TwilioFake;
  let world: MessagingWorld;
  let jobs: Queue;
  const posts = () => fake.requests.filter((r) => r.method === 'POST').length;

  beforeAll(async () => {
    fake = await new TwilioFake().start();
    world = await messagingWithTwilio(fake);
    jobs = new Queue(QUEUE_NAMES.sms, { connection: { url: testRedisUrl() }, prefix: world.deployment.prefix });
  });
  afterAll(async () => {
    await jobs?.close();
    await world?.close();
    await fake?.stop();
  });
  afterEach(() => {
    fake.transientFailures = 0;
  });

  it('texts the body from our number with our status callback, authenticated as our account, and records it as sent', async () => {
    const phone = newPhone();
    const text = await world.queueText(phone);
    await expectEventually(async () => expect(await statusesOf(world, text.refId)).toEqual(['sent']));
    const [message] = at(fake, phone);
    expect(message).toMatchObject({ from: fake.from, body: text.body });
    expect(message!.statusCallback).toBe('http://127.0.0.1:3000/api/webhooks/twilio/status');
    expect(fake.requests.find((r) => r.method === 'POST')?.auth).toBe(
      `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`,
    );
    const [view] = await textsOf(world.bus, text.refId);
    expect(view).toMatchObject({ to: `•••• ${phone.slice(-4)}`, error: null, sentAt: expect.any(String) });
    expect(
      await world.sql('SELECT provider, provider_id FROM messaging.messages WHERE job_id = $1', [text.jobId]),
    ).toEqual([{ provider: 'twilio', provider_id: message!.sid }]);
  });

  it('given the same text queued twice (a double click), then one job runs and one text goes', async () => {
    const phone = newPhone();
    const first = await world.queueText(phone);
    const again = await world.queueText(phone, { jobId: first.jobId, body: first.body });
    expect([first.added.duplicate, again.added.duplicate]).toEqual([false, true]);
    await expectEventually(async () => expect(await statusesOf(world, first.refId)).toEqual(['sent']));
    expect(at(fake, phone)).toHaveLength(1);
  });

  it('retries a transient failure (Twilio answers 503) with backoff until it is sent, one text in all', async () => {
    const phone = newPhone();
    const before = posts();
    fake.transientFailures = 2;
    const text = await world.queueText(phone);
    await expectEventually(async () => expect(await statusesOf(world, text.refId)).toEqual(['sent']), {
      timeoutMs: 20_000,
    });
    expect(posts() - before).toBe(3);
    expect(at(fake, phone)).toHaveLength(1);
    // Three tries of one job (the queue's retries, not the twilio client's: its autoRetry is off).
    const job = await jobs.getJob(`id-${text.jobId}`);
    expect([await job?.getState(), job?.attemptsMade]).toEqual(['completed', 3]);
  });

  it('does not retry a permanent failure (an invalid number), and the text shows as not delivered', async () => {
    const phone = newPhone();
    fake.invalidNumbers.add(phone);
    const before = posts();
    const text = await world.queueText(phone);
    const [view] = await expectEventually(async () => {
      const views = await textsOf(world.bus, text.refId);
      if (views[0]?.status !== 'failed') throw new Error('not failed yet');
      return views;
    });
    expect(view!.error).toMatch(/^Not delivered: .*not a valid phone number/);
    // Failed for good after its first try: BullMQ holds no retry for it (the job id is stored encoded).
    const job = await expectEventually(async () => {
      const found = await jobs.getJob(`id-${text.jobId}`);
      expect(await found?.getState()).toBe('failed');
      return found!;
    });
    expect(job.attemptsMade).toBe(1);
    expect(posts() - before).toBe(1);
    expect(at(fake, phone)).toEqual([]);
  });

  it('sends nothing to a number that replied STOP, until it replies START', async () => {
    const phone = newPhone();
    expect(await world.bus.request('messaging.sms.inbound', { from: phone, body: ' stop ' })).toEqual({
      optedOut: true,
    });
    expect(await world.bus.request('messaging.optOut.check', { phone })).toEqual({ optedOut: true });
    const refused = await world.queueText(phone);
    const [view] = await expectEventually(async () => {
      const views = await textsOf(world.bus, refused.refId);
      if (views[0]?.status !== 'failed') throw new Error('not failed yet');
      return views;
    });
    expect(view!.error).toBe('Not delivered: this number replied STOP to our texts');
    expect(at(fake, phone)).toEqual([]);

    expect(await world.bus.request('messaging.sms.inbound', { from: phone, body: 'START' })).toEqual({
      optedOut: false,
    });
    expect(await world.bus.request('messaging.optOut.check', { phone })).toEqual({ optedOut: false });
    const sent = await world.queueText(phone);
    await expectEventually(async () => expect(await statusesOf(world, sent.refId)).toEqual(['sent']));
    expect(at(fake, phone)).toHaveLength(1);
  });
});

describe('the SMS job through Twilio when its worker dies in the middle of a send', () => {
  let fake: TwilioFake;
  let world: MessagingWorld;
  let dying: { worker: Worker; ds: DataSource } | undefined;

  beforeAll(async () => {
    fake = await new TwilioFake().start();
    world = await messagingWithTwilio(fake, { boot: false });
  });
  afterAll(async () => {
    await dying?.worker.close(true);
    await dying?.ds.destroy().catch(() => undefined);
    await world?.close();
    await fake?.stop();
  });

  // A messaging process's sms worker as BullMQ sees it, running the real handler over a pool of its
  // own: its death (a SIGKILL) is its lock no longer renewed, its connections and pool gone at once.
  async function aWorkerThatWillDie(): Promise<{ worker: Worker; ds: DataSource }> {
    const ds = await createServiceDataSource({
      url: world.deployment.databaseUrl,
      schema: 'messaging',
      entities: [MessageEntity],
      migrations: MESSAGING_MIGRATIONS,
      poolSize: 2,
    });
    const config = messagingConfigSchema.parse({ ...world.deployment.env, ...fake.env });
    const handler = new SendSmsJobHandler(
      new SmsStore(ds),
      new TwilioSmsSender({
        accountSid: fake.accountSid,
        authToken: fake.authToken,
        from: fake.from,
        apiBase: fake.url,
      }),
      config,
    );
    const log = createLogger('dying-worker');
    const worker = new Worker(
      QUEUE_NAMES.sms,
      (job: BullJob<SendSmsJob>) =>
        handler.handle({
          id: job.id!.replace(/^id-/, ''),
          name: job.name,
          attempt: job.attemptsMade + 1,
          data: job.data,
          log,
        }),
      {
        connection: { url: testRedisUrl(), maxRetriesPerRequest: null },
        prefix: world.deployment.prefix,
        lockDuration: QUEUE_LOCK_MS,
        stalledInterval: QUEUE_LOCK_MS,
      },
    );
    worker.on('error', () => undefined);
    return { worker, ds };
  }

  it('delivers exactly once: the restarted service finds the text at Twilio and records it, without sending again', async () => {
    dying = await aWorkerThatWillDie();
    const phone = newPhone();
    // Twilio makes the message, but its answer never reaches the worker: the worker dies.
    fake.holdNextCreate = true;
    const text = await world.queueText(phone);
    await expectEventually(() => expect(at(fake, phone)).toHaveLength(1));
    await dying.worker.close(true);
    await dying.ds.destroy();
    expect(await world.sql('SELECT status FROM messaging.messages WHERE job_id = $1', [text.jobId])).toEqual([
      { status: 'sending' },
    ]);

    await world.boot();
    await expectEventually(async () => expect(await statusesOf(world, text.refId)).toEqual(['sent']), {
      timeoutMs: 30_000,
    });
    expect(await world.sql('SELECT provider_id FROM messaging.messages WHERE ref_id = $1', [text.refId])).toEqual([
      { provider_id: at(fake, phone)[0]!.sid },
    ]);
    expect(at(fake, phone)).toHaveLength(1);
  });
});
