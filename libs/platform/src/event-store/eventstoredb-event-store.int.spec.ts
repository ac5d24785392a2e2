import { spawnSync } from 'node:child_process';
import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { eventStoreContract } from './event-store.contract-suite';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

// Overridable because image tags come and go.
const IMAGE = process.env.EVENTSTORE_IMAGE ?? 'eventstore/eventstore:23.10.0-bookworm-slim';
const STARTUP_TIMEOUT_MS = 180_000;

type Target = { kind: 'url'; url: string } | { kind: 'docker' } | { kind: 'skip'; reason: string };

// Jest registers tests synchronously, so the (async) container-runtime probe runs in a child process.
function chooseTarget(): Target {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { kind: 'url', url };
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(require.resolve('testcontainers'))}).getContainerRuntimeClient()` +
        '.then(() => process.exit(0), () => process.exit(1))',
    ],
    { stdio: 'ignore', timeout: 30_000 },
  );
  if (probe.status === 0) return { kind: 'docker' };
  return { kind: 'skip', reason: 'EventStoreDB contract skipped: no Docker engine and no EVENTSTORE_URL' };
}

const target = chooseTarget();
if (target.kind === 'skip') console.log(target.reason);

eventStoreContract(
  'EventStoreDbEventStore',
  async () => {
    let container: StartedTestContainer | undefined;
    let connectionString: string;
    if (target.kind === 'url') {
      connectionString = target.url;
    } else {
      container = await new GenericContainer(IMAGE)
        .withEnvironment({
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_MEM_DB: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code >= 200 && code < 300))
        .withStartupTimeout(STARTUP_TIMEOUT_MS)
        .start();
      connectionString = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    }
    const store = new EventStoreDbEventStore({ connectionString });
    return {
      store,
      teardown: async () => {
        await store.close();
        await container?.stop();
      },
    };
  },
  target.kind === 'skip' ? { skipReason: target.reason } : {},
);
