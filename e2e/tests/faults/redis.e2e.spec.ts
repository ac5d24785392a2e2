import { expectEventually, PrivateServer, privateRedis } from '@carewith/platform/testing';
import { FaultSystem, readyOf, startFaultSystem, throughOutage } from '../../support/faults';

jest.setTimeout(300_000);

// The services whose jobs live in Redis.
const QUEUE_SERVICES = ['care', 'games', 'messaging', 'insights'];

// Issue #20 items 4 and 5: Send pressed twice during a Redis outage could leave the activity in
// Draft with the text gone, or answer 504 then 409; /api/health blamed the services. A private
// redis-server is killed, stopped and paused under play load with Send pressed twice meanwhile.
describe('a Redis outage under play load', () => {
  let redis: PrivateServer;
  let fault: FaultSystem;

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    fault = await startFaultSystem({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await fault?.system.stop();
    await redis?.dispose();
  });

  // Each queue service's /ready names the queue, and /api/health blames Redis, not the services.
  const queueDownEverywhere = () =>
    expectEventually(
      async () => {
        for (const name of QUEUE_SERVICES) {
          const ready = await readyOf(fault.system, name);
          expect([name, ready.status, ready.dependencies.queue?.status]).toEqual([name, 503, 'down']);
        }
        const res = await fetch(`${fault.system.url}/api/health`);
        const health = (await res.json()) as {
          status: string;
          dependencies: Record<string, { status: string; detail?: string }>;
        };
        expect([res.status, health.status]).toEqual([503, 'degraded']);
        for (const name of QUEUE_SERVICES) {
          expect(health.dependencies[`${name}.queue`]?.status).toBe('down');
          expect(health.dependencies[name]?.detail).toMatch(/^queue: /);
        }
        expect(health.dependencies.identity).toEqual({ status: 'up' });
      },
      { timeoutMs: 8_000, intervalMs: 250 },
    );

  // While Redis is away a send is refused at once (503), nothing is queued behind the caller's back.
  const sendRefused = async () => {
    await queueDownEverywhere();
    const { owner, seniorId } = fault;
    const id = (
      await owner.json<{ id: string }>('POST', '/api/games', {
        title: 'Refused',
        templateId: 'places-flashcards',
        seniorId,
        configJSON: { title: 'Refused' },
      })
    ).body.id;
    const res = await owner.json<{ code: string }>('POST', `/api/games/${id}/send-sms`, { message: 'Hello Nell' });
    expect([res.status, res.body.code]).toEqual([503, 'UNAVAILABLE']);
    const activity = await owner.json<{ gameInstance: { status: string } }>('GET', `/api/games/${id}`);
    expect(activity.body.gameInstance.status).toBe('DRAFT');
  };

  it('killed and started again (empty): nothing lost, a send pressed twice goes once', async () => {
    await throughOutage(fault, { begin: () => redis.kill(), end: () => redis.start(), lastsMs: 12_000 }, sendRefused);
    const logs = fault.system.logs().join('\n');
    expect(logs).toMatch(/\[games\].*redis connection lost; reconnecting/);
    expect(logs).toMatch(/\[games\].*redis connection restored/);
  });

  it('stopped and started again', async () => {
    await throughOutage(fault, { begin: () => redis.stop(), end: () => redis.start(), lastsMs: 10_000 }, sendRefused);
  });

  it('paused and resumed', async () => {
    await throughOutage(fault, { begin: () => redis.pause(), end: () => redis.resume(), lastsMs: 10_000 }, sendRefused);
  });
});
