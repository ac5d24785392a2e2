import { privateRedis } from '@carewith/platform/testing';
import { expectDownEverywhere, newActivity, outageOf, throughOutage, useFaultSuite } from '../../support/faults';

jest.setTimeout(300_000);

// The services whose jobs live in Redis.
const QUEUE_SERVICES = ['care', 'games', 'messaging', 'insights'];

// Send pressed twice during a Redis outage could leave the activity in
// Draft with the text gone, or answer 504 then 409; /api/health blamed the services. A private
// redis-server is killed, stopped and paused under play load with Send pressed twice meanwhile.
describe('a Redis outage under play load', () => {
  const redis = useFaultSuite(privateRedis, (server) => ({ env: { REDIS_URL: server.url } }));

  // Each queue service's /ready names the queue, and /api/health blames Redis, not the services.
  const queueDownEverywhere = () =>
    expectDownEverywhere(redis.fault.system, QUEUE_SERVICES, 'queue', async () => {
      const res = await fetch(`${redis.fault.system.url}/api/health`);
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
    });

  // While Redis is away a send is refused at once (503), nothing is queued behind the caller's back.
  const sendRefused = async () => {
    await queueDownEverywhere();
    const { owner, seniorId } = redis.fault;
    const id = await newActivity({ owner, seniorId }, 'Refused');
    const res = await owner.json<{ code: string }>('POST', `/api/games/${id}/send-sms`, { message: 'Hello Nell' });
    expect([res.status, res.body.code]).toEqual([503, 'UNAVAILABLE']);
    const activity = await owner.json<{ gameInstance: { status: string } }>('GET', `/api/games/${id}`);
    expect(activity.body.gameInstance.status).toBe('DRAFT');
  };

  it('killed and started again (empty): nothing lost, a send pressed twice goes once', async () => {
    await throughOutage(redis.fault, outageOf(redis.server, 'kill', 12_000), sendRefused);
    const logs = redis.fault.system.logs().join('\n');
    expect(logs).toMatch(/\[games\].*redis connection lost; reconnecting/);
    expect(logs).toMatch(/\[games\].*redis connection restored/);
  });

  it('stopped and started again', async () => {
    await throughOutage(redis.fault, outageOf(redis.server, 'stop', 10_000), sendRefused);
  });

  it('paused and resumed', async () => {
    await throughOutage(redis.fault, outageOf(redis.server, 'pause', 10_000), sendRefused);
  });
});
