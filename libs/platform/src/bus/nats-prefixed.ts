import { CustomTransportStrategy, MessageHandler, NatsContext, Server } from '@nestjs/microservices';
import { connect, ConnectionOptions, createInbox, Msg, NatsConnection, Subscription } from 'nats';
import type { BusReply } from '@carewith/contracts';
import { DomainError } from '@carewith/contracts';
import { createLogger } from '../logging/logger';
import { answerWith, BusPacket, BusRequester, BusTransportError } from './bus-transport';
import { closingNats, watchNats } from './nats-connection';

const log = createLogger('bus');

// Every subject of one deployment carries its BUS_SUBJECT_PREFIX, so two deployments (or two test
// systems) sharing one NATS server never answer each other's requests. An empty prefix changes nothing.
const subjectPrefix = (prefix: string) => (prefix ? `${prefix}.` : '');

// Wire format, both ways plain JSON: the request is the BusPacket ({ meta, data }), the reply the
// BusReply envelope ({ ok, data } or { ok: false, error }).
const decoder = new TextDecoder();
const encode = (value: unknown) => Buffer.from(JSON.stringify(value));
const decode = (data: Uint8Array): unknown => JSON.parse(decoder.decode(data));

// nats.js captures two stack traces per request unless told not to; they only decorate timeouts.
const connectionOptions = (options: ConnectionOptions): ConnectionOptions => ({ noAsyncTraces: true, ...options });

type Pending = {
  resolve: (reply: BusReply<unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

// The client side: ONE reply subscription (a private inbox prefix plus a wildcard) for every request of
// the process, and a map of pending requests keyed by the last token of the reply subject. Nest's
// ClientNats subscribed and unsubscribed an inbox for each request (two more protocol operations and
// server interest changes per round trip). A request ends exactly once: its reply, its timeout, NATS's
// no-responders status, or close(); the entry and its timer go with it.
export class PrefixedClientNats implements BusRequester {
  private readonly prefix: string;
  private readonly pending = new Map<string, Pending>();
  private connection?: NatsConnection;
  private connecting?: Promise<NatsConnection>;
  private inbox = '';
  private nextToken = 0;
  private closed = false;

  constructor(
    private readonly options: ConnectionOptions,
    prefix: string,
  ) {
    this.prefix = subjectPrefix(prefix);
  }

  get pendingCount() {
    return this.pending.size;
  }

  async connect(): Promise<void> {
    await this.open();
  }

  async requestReply(pattern: string, packet: BusPacket, timeoutMs: number): Promise<BusReply<unknown>> {
    if (this.closed) throw new BusTransportError('unreachable', 'The bus client is closed');
    let connection = this.connection;
    if (!connection) {
      try {
        connection = await this.open();
      } catch (error) {
        throw new BusTransportError('unreachable', error instanceof Error ? error.message : String(error));
      }
    }
    const token = (this.nextToken++).toString(36);
    const body = encode(packet);
    return new Promise<BusReply<unknown>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new BusTransportError('timeout', `No reply to "${pattern}" within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      try {
        // While NATS is away, nats.js buffers this and sends it after the reconnect, where the reply
        // subscription is restored too: the request is answered if that happens before its timeout.
        connection.publish(this.prefix + pattern, body, { reply: `${this.inbox}.${token}` });
      } catch (error) {
        this.settle(token)?.reject(
          new BusTransportError('unreachable', error instanceof Error ? error.message : String(error)),
        );
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.rejectAll('The bus client was closed');
    const connection = this.connection ?? (await this.connecting?.catch(() => undefined));
    if (!connection || connection.isClosed()) return;
    closingNats(connection);
    await connection.close();
  }

  private open(): Promise<NatsConnection> {
    if (this.connection) return Promise.resolve(this.connection);
    if (this.closed) return Promise.reject(new Error('The bus client is closed'));
    this.connecting ??= connect(connectionOptions(this.options)).then(
      (connection) => {
        watchNats('client', connection);
        this.inbox = createInbox(this.options.inboxPrefix);
        connection.subscribe(`${this.inbox}.*`, { callback: (error, msg) => this.onReply(error, msg) });
        // Closed for good (not by close()): nothing pending can be answered any more.
        void connection.closed().then(() => this.rejectAll('The NATS connection closed'));
        this.connection = connection;
        return connection;
      },
      (error: unknown) => {
        this.connecting = undefined; // the next request tries again
        throw error;
      },
    );
    return this.connecting;
  }

  private onReply(error: Error | null, msg: Msg) {
    if (error) {
      log.warn({ err: error.message }, 'bus reply subscription error');
      return;
    }
    const entry = this.settle(msg.subject.slice(this.inbox.length + 1));
    if (!entry) return; // the request already timed out: a late reply is dropped
    // NATS answers a request that no subscriber took with a 503 status and no body.
    if (msg.headers?.hasError) {
      entry.reject(
        msg.headers.code === 503
          ? new BusTransportError('no-responders', 'No responders')
          : new BusTransportError('unreachable', `NATS status ${msg.headers.code}`),
      );
      return;
    }
    let reply: BusReply<unknown>;
    try {
      reply = decode(msg.data) as BusReply<unknown>;
    } catch {
      entry.reject(new DomainError('INTERNAL', 'Internal server error'));
      return;
    }
    entry.resolve(reply);
  }

  private settle(token: string): Pending | undefined {
    const entry = this.pending.get(token);
    if (!entry) return undefined;
    this.pending.delete(token);
    clearTimeout(entry.timer);
    return entry;
  }

  private rejectAll(message: string) {
    for (const token of [...this.pending.keys()])
      this.settle(token)?.reject(new BusTransportError('unreachable', message));
  }
}

// The server side, a lean responder: one subscription per pattern in the service's queue group
// (replicas share a subject), the JSON packet handed to the handler's Nest pipeline (the @BusHandler
// wrapper validates, sets the request context, times and envelopes), the envelope sent back as JSON. No Nest serializer, no per-request rxjs plumbing of ServerNats. close() stops taking requests,
// lets those in flight answer (up to closeGraceMs), then closes the connection.
export class PrefixedServerNats extends Server implements CustomTransportStrategy {
  private readonly prefix: string;
  private connection?: NatsConnection;
  private readonly subscriptions: Subscription[] = [];
  private inFlight = 0;
  private idle?: () => void;

  constructor(
    private readonly natsOptions: ConnectionOptions & { queue?: string },
    prefix: string,
    // How long close() waits for requests in flight; past the caller's timeout a reply is of no use.
    private readonly closeGraceMs = 3000,
  ) {
    super();
    this.prefix = subjectPrefix(prefix);
  }

  async listen(callback: (...optionalParams: unknown[]) => void) {
    try {
      const { queue: defaultQueue, ...options } = this.natsOptions;
      const connection = await connect(connectionOptions(options));
      watchNats('server', connection);
      this.connection = connection;
      for (const [pattern, handler] of this.getHandlers()) {
        const queue = (handler.extras?.queue as string | undefined) ?? defaultQueue;
        this.subscriptions.push(
          connection.subscribe(this.prefix + pattern, {
            queue,
            callback: (error, msg) => {
              if (error) log.warn({ pattern, err: error.message }, 'bus subscription error');
              else void this.respond(pattern, handler, msg);
            },
          }),
        );
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  private async respond(pattern: string, handler: MessageHandler, msg: Msg) {
    this.inFlight++;
    try {
      let packet: unknown;
      try {
        packet = decode(msg.data);
      } catch {
        packet = undefined; // refused by the handler's validation, as a packet without meta
      }
      const reply = await answerWith(handler, packet, new NatsContext([msg.subject, msg.headers]));
      if (msg.reply) msg.respond(encode(reply));
    } catch (error) {
      log.warn({ pattern, err: error instanceof Error ? error.message : String(error) }, 'bus reply not sent');
    } finally {
      if (--this.inFlight === 0) this.idle?.();
    }
  }

  async close(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.connection = undefined;
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
    if (this.inFlight) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        timer = setTimeout(resolve, this.closeGraceMs);
      });
      clearTimeout(timer);
    }
    closingNats(connection);
    if (!connection.isClosed()) await connection.close();
  }

  on() {
    // State changes are watched by watchNats (logs, /ready, exit on a close for good).
  }

  unwrap<T>(): T {
    return this.connection as T;
  }
}
