import { Client, type ClientConfig } from 'pg';
import { createLogger } from '../../logging/logger';
import { quoteIdent } from './event-table';

const log = createLogger('event-store');

// Wakes this store's subscriptions when another process's append commits: LISTEN on a connection of
// its own, open while there are subscriptions. Best effort by design: while it is down (and until it is
// back, retried every few seconds) the subscriptions still poll, so a lost notification costs at most
// one poll interval.
export class CommitListener {
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private active = false;
  private down = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly channel: string,
    // A notification carrying this came from this store's own batch, which woke it already.
    private readonly origin: string,
    private readonly onNotify: () => void,
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (!this.active || this.client) return;
    const client = new Client(this.config);
    this.client = client;
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      // Said once per outage: subscriptions poll meanwhile, so nothing is lost but latency.
      if (this.active && !this.down) {
        this.down = true;
        log.warn({ err: error instanceof Error ? error.message : undefined }, 'event store listener down; polling');
      }
      client.end().catch(() => undefined);
      if (!this.active) return;
      this.retry = setTimeout(() => void this.connect(), 2000);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.origin) this.onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      if (this.down) log.info('event store listener back');
      this.down = false;
      // Whatever committed while this connection was being opened.
      this.onNotify();
    } catch (error) {
      lost(error);
    }
  }

  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
