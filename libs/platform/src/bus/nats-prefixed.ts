import { ClientNats, NatsOptions, ServerNats } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';
import { closingNats, watchNats } from './nats-connection';

type NatsClientOptions = Required<NatsOptions>['options'];
type Subscribable = {
  subscribe(
    subject: string,
    options: { queue?: string; callback: (error: unknown, message: unknown) => unknown },
  ): unknown;
};

// Every subject of one deployment carries its BUS_SUBJECT_PREFIX, so two deployments (or two test
// systems) sharing one NATS server never answer each other's requests. An empty prefix changes nothing.
const subjectPrefix = (prefix: string) => (prefix ? `${prefix}.` : '');

export class PrefixedClientNats extends ClientNats {
  private readonly prefix: string;

  constructor(options: NatsClientOptions, prefix: string) {
    super(options);
    this.prefix = subjectPrefix(prefix);
  }

  protected override normalizePattern(pattern: Parameters<ClientNats['normalizePattern']>[0]): string {
    return this.prefix + super.normalizePattern(pattern);
  }

  // Its state changes are logged and reported by /ready; a close for good ends the process.
  override async createClient(): Promise<NatsConnection> {
    const connection = (await super.createClient()) as NatsConnection;
    watchNats('client', connection);
    return connection;
  }

  override async close(): Promise<void> {
    closingNats(this.natsClient as NatsConnection | null);
    await super.close();
  }
}

export class PrefixedServerNats extends ServerNats {
  private readonly prefix: string;

  constructor(
    private readonly natsOptions: NatsClientOptions,
    prefix: string,
  ) {
    super(natsOptions);
    this.prefix = subjectPrefix(prefix);
  }

  override async createNatsClient(): Promise<NatsConnection> {
    const connection = (await super.createNatsClient()) as NatsConnection;
    watchNats('server', connection);
    return connection;
  }

  override async close(): Promise<void> {
    closingNats((this as unknown as { natsClient: NatsConnection | null }).natsClient);
    await super.close();
  }

  // As ServerNats.bindEvents, but subscribed to the prefixed subject; handlers stay keyed by pattern.
  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    const subscriptions = (this as unknown as { subscriptions: unknown[] }).subscriptions;
    const nats = client as unknown as Subscribable;
    for (const [pattern, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      subscriptions.push(
        nats.subscribe(this.prefix + pattern, { queue, callback: this.getMessageHandler(pattern).bind(this) }),
      );
    }
  }
}
