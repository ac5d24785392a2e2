import { connect, type NatsConnection } from 'nats';
import type { DependencyState } from '@carewith/contracts';
import { createLogger } from '../logging/logger';

const log = createLogger('nats');

// Connection settings every NATS client of the app uses. The library's defaults give up after 10
// attempts 2 s apart and close without a word; a bus outage of any length must heal by itself.
export function natsConnectionOptions(servers: string, reconnectWaitMs: number) {
  return {
    servers: servers.split(','),
    maxReconnectAttempts: -1,
    reconnectTimeWait: reconnectWaitMs,
    // A server that stops answering (paused, half-open link) is noticed within about 20 s, not 4 min.
    pingInterval: 10_000,
    maxPingOut: 2,
    // nats.js otherwise captures two stack traces per request, only to decorate a timeout error.
    noAsyncTraces: true,
  };
}

type Watched = { role: string; connection: NatsConnection; disconnectedSince?: Date; closing: boolean };
// The process's live NATS connections (the service's server side, its client side).
const watched = new Set<Watched>();

// What happens when a connection closes for good without being asked to: the process cannot serve
// any more, so it exits and its supervisor (compose, the launcher) starts a fresh one.
function closedForGood(role: string): void {
  log.fatal({ role }, 'NATS connection closed for good; exiting so the process is restarted');
  process.exit(1);
}

// Logs each state change of one connection (reconnect attempts once per outage) and keeps its
// state for readiness. Server addresses only: credentials in NATS_URL never reach the log.
export function watchNats(role: string, connection: NatsConnection): void {
  const entry: Watched = { role, connection, closing: false };
  watched.add(entry);
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' && !entry.disconnectedSince) {
        entry.disconnectedSince = new Date();
        log.warn({ role, server: String(status.data) }, 'NATS connection lost; reconnecting without limit');
      } else if (status.type === 'reconnect') {
        const downMs = entry.disconnectedSince ? Date.now() - entry.disconnectedSince.getTime() : 0;
        entry.disconnectedSince = undefined;
        log.info({ role, server: String(status.data), downMs }, 'NATS connection restored');
      } else if (status.type === 'error') {
        log.warn({ role, err: String(status.data) }, 'NATS error');
      }
    }
  })();
  void connection.closed().then((error) => {
    watched.delete(entry);
    if (entry.closing) return;
    if (error) log.error({ role, err: error.message }, 'NATS connection failed');
    closedForGood(role);
  });
}

// Called before an intentional close (shutdown), so it is not taken for a failure.
export function closingNats(connection: NatsConnection | null | undefined): void {
  for (const entry of watched) if (entry.connection === connection) entry.closing = true;
}

// The bus as /ready sees it: every connection is open and its server answers a ping.
export async function natsReadiness(timeoutMs: number): Promise<DependencyState | undefined> {
  if (!watched.size) return undefined;
  for (const entry of watched) {
    const { role } = entry;
    if (entry.disconnectedSince)
      return { status: 'down', detail: `NATS (${role}) reconnecting since ${entry.disconnectedSince.toISOString()}` };
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      entry.connection.flush().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!answered) return { status: 'down', detail: `NATS (${role}) did not answer a ping within ${timeoutMs} ms` };
  }
  return { status: 'up' };
}

// A connection of its own opened at its first use (watched under `role`). A first attempt that fails
// (NATS away at that moment) is made again at the next use instead of failing every use after it.
export class NatsOnFirstUse {
  private connection?: Promise<NatsConnection>;

  constructor(
    private readonly role: string,
    private readonly servers: string,
    private readonly reconnectWaitMs: number,
  ) {}

  get(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnectionOptions(this.servers, this.reconnectWaitMs)).then(
      (connection) => {
        watchNats(this.role, connection);
        return connection;
      },
      (error: unknown) => {
        this.connection = undefined;
        throw error;
      },
    );
    return this.connection;
  }

  // The connection, if one was opened, handed over to be closed (the next use opens another).
  async take(): Promise<NatsConnection | undefined> {
    const connection = this.connection;
    this.connection = undefined;
    return connection?.catch(() => undefined);
  }
}
