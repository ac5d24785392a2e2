import { join } from 'node:path';

// tools/test-services.cjs decides what `npm test` does about PostgreSQL, Redis and NATS.
// Its container path cannot run where no container engine is; its decisions are checked here.
type Service = { name: string; envVar: string; host: string; port: number; howToStart: string };
type Decision = { action: 'run' } | { action: 'containers'; start: string[] } | { action: 'stop'; message: string };
const services = require(join(__dirname, 'test-services.cjs')) as {
  addressesOf(env: Record<string, string | undefined>): Service[];
  decide(input: { missing: Service[]; engine: boolean }): Decision;
  containerEngineHints(
    env: Record<string, string | undefined>,
    fileExists: (path: string) => boolean,
    home: string,
    uid?: number,
  ): boolean;
  envFor(started: { name: string; url: string }[]): Record<string, string>;
};

const all = services.addressesOf({});
const named = (...names: string[]) => all.filter((s) => names.includes(s.name));

describe('what npm test does about its services', () => {
  it('looks where the tests look: the TEST_* URLs, else the default ports on 127.0.0.1', () => {
    expect(all.map((s) => `${s.name} ${s.host}:${s.port}`)).toEqual([
      'PostgreSQL 127.0.0.1:5432',
      'Redis 127.0.0.1:6379',
      'NATS 127.0.0.1:4222',
    ]);
    const moved = services.addressesOf({
      TEST_DATABASE_URL: 'postgres://postgres@db.local:6543/test',
      TEST_REDIS_URL: 'redis://cache.local:7000',
      TEST_NATS_URL: 'nats://bus.local:5222',
    });
    expect(moved.map((s) => `${s.host}:${s.port}`)).toEqual(['db.local:6543', 'cache.local:7000', 'bus.local:5222']);
  });

  it('runs as it is when everything listens, whether or not containers could be started', () => {
    expect(services.decide({ missing: [], engine: false })).toEqual({ action: 'run' });
    expect(services.decide({ missing: [], engine: true })).toEqual({ action: 'run' });
  });

  it('starts only what is missing in containers when an engine is there', () => {
    expect(services.decide({ missing: named('Redis', 'NATS'), engine: true })).toEqual({
      action: 'containers',
      start: ['Redis', 'NATS'],
    });
  });

  it('stops with one message naming each missing service, where it was looked for and how to start it', () => {
    const decision = services.decide({ missing: named('PostgreSQL', 'NATS'), engine: false });
    expect(decision.action).toBe('stop');
    const { message } = decision as { message: string };
    expect(message).toContain('PostgreSQL at 127.0.0.1:5432, NATS at 127.0.0.1:4222');
    expect(message).toContain('start Docker');
    expect(message).toContain('`nats-server -js`');
    expect(message).toContain('`createdb test`');
    expect(message).not.toContain('Redis');
  });

  it('looks for a container engine where testcontainers does, and not at all when told not to', () => {
    const none = () => false;
    const only = (path: string) => (p: string) => p === path;
    expect(services.containerEngineHints({}, none, '/home/ann', 1000)).toBe(false);
    expect(services.containerEngineHints({}, only('/var/run/docker.sock'), '/home/ann', 1000)).toBe(true);
    expect(services.containerEngineHints({}, only('/home/ann/.docker/run/docker.sock'), '/home/ann', 1000)).toBe(true);
    expect(services.containerEngineHints({}, only('/run/user/1000/docker.sock'), '/home/ann', 1000)).toBe(true);
    expect(services.containerEngineHints({ DOCKER_HOST: 'tcp://10.0.0.2:2375' }, none, '/home/ann', 1000)).toBe(true);
    expect(services.containerEngineHints({ TEST_CONTAINERS: 'false' }, () => true, '/home/ann', 1000)).toBe(false);
  });

  it('points every test at the containers through the variables they read', () => {
    expect(
      services.envFor([
        { name: 'PostgreSQL', url: 'postgres://postgres@localhost:32801/test' },
        { name: 'Redis', url: 'redis://localhost:32802' },
        { name: 'NATS', url: 'nats://localhost:32803' },
        { name: 'EventStoreDB', url: 'esdb://localhost:32804?tls=false' },
      ]),
    ).toEqual({
      TEST_DATABASE_URL: 'postgres://postgres@localhost:32801/test',
      TEST_REDIS_URL: 'redis://localhost:32802',
      REDIS_URL: 'redis://localhost:32802',
      TEST_NATS_URL: 'nats://localhost:32803',
      NATS_URL: 'nats://localhost:32803',
      EVENTSTORE_URL: 'esdb://localhost:32804?tls=false',
    });
  });
});
