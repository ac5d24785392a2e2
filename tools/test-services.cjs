// What `npm test` needs besides Node: PostgreSQL, Redis and NATS (JetStream), at the addresses the
// tests read (TEST_DATABASE_URL, TEST_REDIS_URL, TEST_NATS_URL; 127.0.0.1:5432, 6379 and 4222 by
// default). Those already listening are used; the missing ones are started in containers with
// testcontainers when a container engine is there (EventStoreDB too, so its contract suite runs);
// otherwise `npm test` stops before building, with one message saying what is missing and how to
// start it.
const { existsSync } = require('node:fs');
const { connect } = require('node:net');
const { homedir } = require('node:os');
const { join } = require('node:path');

// The images of docker-compose.yml, so the tests meet the servers a deployment runs.
const SERVICES = [
  {
    name: 'PostgreSQL',
    envVar: 'TEST_DATABASE_URL',
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/test',
    image: 'postgres:16',
    containerPort: 5432,
    howToStart: 'PostgreSQL on 127.0.0.1:5432, trust auth, with a database "test" (`createdb test`)',
  },
  {
    name: 'Redis',
    envVar: 'TEST_REDIS_URL',
    defaultUrl: 'redis://127.0.0.1:6379',
    image: 'redis:7',
    containerPort: 6379,
    howToStart: 'Redis on 127.0.0.1:6379 (`redis-server --daemonize yes`)',
  },
  {
    name: 'NATS',
    envVar: 'TEST_NATS_URL',
    defaultUrl: 'nats://127.0.0.1:4222',
    image: 'nats:2-alpine',
    containerPort: 4222,
    howToStart: 'NATS with JetStream on 127.0.0.1:4222 (`nats-server -js`)',
  },
];
const EVENTSTORE_IMAGE = process.env.EVENTSTORE_IMAGE ?? 'eventstore/eventstore:23.10.0-bookworm-slim';

// Where each service is expected: the URL its tests read, as host and port.
function addressesOf(env) {
  return SERVICES.map((service) => {
    const url = new URL(env[service.envVar] || service.defaultUrl);
    return { ...service, host: url.hostname, port: Number(url.port) || service.containerPort };
  });
}

// Whether something accepts TCP connections there (a refused or silent port is not).
function listening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// Whether a container engine may be there, from what testcontainers itself looks at (its
// properties file, DOCKER_HOST, the usual sockets), without loading it: the answer "none" must come
// within the preflight's 10 s, and loading testcontainers alone can take longer on a busy machine.
function containerEngineHints(env, fileExists = existsSync, home = homedir(), uid = process.getuid?.()) {
  if (env.TEST_CONTAINERS === 'false') return false;
  if (env.DOCKER_HOST || process.platform === 'win32') return true;
  const candidates = [
    join(home, '.testcontainers.properties'),
    '/var/run/docker.sock',
    join(home, '.docker', 'run', 'docker.sock'),
    join(home, '.docker', 'desktop', 'docker.sock'),
    env.XDG_RUNTIME_DIR && join(env.XDG_RUNTIME_DIR, 'docker.sock'),
    uid !== undefined && `/run/user/${uid}/docker.sock`,
  ].filter(Boolean);
  return candidates.some((path) => fileExists(path));
}

// Asks testcontainers for a working engine, at most timeoutMs.
async function containerEngineAnswers(timeoutMs) {
  let timer;
  const probe = (async () => {
    const { getContainerRuntimeClient } = require('testcontainers');
    await getContainerRuntimeClient();
    return true;
  })().catch(() => false);
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answer = await Promise.race([probe, late]);
  clearTimeout(timer);
  return answer;
}

// What to do, from what listens and whether containers can be started: run as is, start the
// missing services in containers, or stop with a message.
function decide({ missing, engine }) {
  if (!missing.length) return { action: 'run' };
  if (engine) return { action: 'containers', start: missing.map((s) => s.name) };
  return { action: 'stop', message: missingMessage(missing) };
}

function missingMessage(missing) {
  const where = missing.map((s) => `${s.name} at ${s.host}:${s.port}`).join(', ');
  const how = missing.map((s) => `  - ${s.howToStart}`).join('\n');
  return [
    `npm test needs ${where}: nothing listens there, and no container engine (Docker, Podman) was found to start ${missing.length > 1 ? 'them' : 'it'} in.`,
    `Either start Docker and run npm test again (it then starts what is missing in containers), or start:`,
    how,
    `(or point ${missing.map((s) => s.envVar).join(', ')} at running servers). See docs/operations.md, "Running the tests".`,
  ].join('\n');
}

// Checks what listens and what can be started; never loads testcontainers unless an engine may be there.
async function preflight(env = process.env, { engineTimeoutMs = 7000 } = {}) {
  const services = addressesOf(env);
  const open = await Promise.all(services.map((s) => listening(s.host, s.port)));
  const missing = services.filter((_, i) => !open[i]);
  const engine = missing.length > 0 && containerEngineHints(env) && (await containerEngineAnswers(engineTimeoutMs));
  return { missing, decision: decide({ missing, engine }) };
}

// The containers' addresses as every test reads them: the TEST_* URLs, REDIS_URL and NATS_URL for
// the queue's specs and the systems the browser tests start, EVENTSTORE_URL for its contract suite.
function envFor(started) {
  const env = {};
  for (const { name, url } of started) {
    if (name === 'PostgreSQL') env.TEST_DATABASE_URL = url;
    if (name === 'Redis') Object.assign(env, { TEST_REDIS_URL: url, REDIS_URL: url });
    if (name === 'NATS') Object.assign(env, { TEST_NATS_URL: url, NATS_URL: url });
    if (name === 'EventStoreDB') env.EVENTSTORE_URL = url;
  }
  return env;
}

// Starts the named services (and EventStoreDB unless EVENTSTORE_URL names one) in containers; they
// go with stop(), or with this process (testcontainers' reaper removes them).
async function startContainers(names, env = process.env) {
  const { GenericContainer, Wait } = require('testcontainers');
  const containers = {
    PostgreSQL: () =>
      new GenericContainer(SERVICES[0].image)
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' })
        .withExposedPorts(5432)
        // During initialisation the server listens on its socket only; TCP answers once it serves.
        .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready -h 127.0.0.1 -U postgres -d test'))
        .start()
        .then((c) => ({ c, url: `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/test` })),
    Redis: () =>
      new GenericContainer(SERVICES[1].image)
        .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
        .start()
        .then((c) => ({ c, url: `redis://${c.getHost()}:${c.getMappedPort(6379)}` })),
    NATS: () =>
      new GenericContainer(SERVICES[2].image)
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage('Server is ready'))
        .start()
        .then((c) => ({ c, url: `nats://${c.getHost()}:${c.getMappedPort(4222)}` })),
    EventStoreDB: () =>
      new GenericContainer(EVENTSTORE_IMAGE)
        .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code >= 200 && code < 300))
        .withStartupTimeout(180_000)
        .start()
        .then((c) => ({ c, url: `esdb://${c.getHost()}:${c.getMappedPort(2113)}?tls=false` })),
  };
  const wanted = env.EVENTSTORE_URL ? names : [...names, 'EventStoreDB'];
  const results = await Promise.allSettled(wanted.map((name) => containers[name]().then((r) => ({ name, ...r }))));
  const started = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const stop = () => Promise.all(started.map(({ c }) => c.stop().catch(() => undefined)));
  const failed = results.flatMap((r, i) =>
    r.status === 'rejected' ? [`${wanted[i]}: ${r.reason?.message ?? r.reason}`] : [],
  );
  // EventStoreDB is a bonus: without it its contract suite is skipped, as on a machine without Docker.
  const fatal = failed.filter((line) => !line.startsWith('EventStoreDB:'));
  if (fatal.length) {
    await stop();
    throw new Error(`could not start in containers:\n  ${fatal.join('\n  ')}`);
  }
  for (const line of failed) console.warn(`not started (its tests are skipped): ${line}`);
  return { env: envFor(started), started: started.map(({ name, url }) => ({ name, url })), stop };
}

module.exports = {
  SERVICES,
  addressesOf,
  listening,
  containerEngineHints,
  decide,
  missingMessage,
  preflight,
  envFor,
  startContainers,
};
