import { CustomTransportStrategy, MessageHandler, NatsContext, Server } from '@nestjs/microservices';
import { connect, ConnectionOptions, createInbox, headers, Msg, MsgHdrs, NatsConnection, Subscription } from 'nats';
import type { Context } from '@opentelemetry/api';
import type { BusReply } from '@carewith/contracts';
import { DomainError } from '@carewith/contracts';
import { createLogger } from '../logging/logger';
import { answerWith, BusPacket, BusRequester, BusTransportError } from './bus-transport';
import { closingNats, watchNats } from './nats-connection';
import { batchMessages, maxPayloadOf, MessageParts, PART_HEADER, publishInParts } from './nats-message-parts';
import { contextFromCarrier, currentTraceCarrier, TraceCarrier, tracingOn, withTraceContext } from '../tracing/spans';

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

// trace: the W3C trace context of the request's span, when tracing is on (see traceHeaders).
type Outgoing = { body: Uint8Array; token: string; trace?: TraceCarrier };

// Trace context in NATS message headers. A message with one request carries the standard traceparent
// and tracestate headers; a batch carries one Bus-Trace value per traced request, "token traceparent
// [tracestate]", so each request's handler is a child of its own caller. Replies carry none: the
// caller's span waits in the caller's process.
const TRACE_HEADER = 'Bus-Trace';
function traceHeaders(batch: Outgoing[]): MsgHdrs | undefined {
  if (!batch.some((item) => item.trace)) return undefined;
  const header = headers();
  if (batch.length === 1) {
    const { traceparent, tracestate } = batch[0].trace!;
    header.set('traceparent', traceparent!);
    if (tracestate) header.set('tracestate', tracestate);
    return header;
  }
  for (const { token, trace } of batch)
    if (trace) header.append(TRACE_HEADER, [token, trace.traceparent, trace.tracestate].filter(Boolean).join(' '));
  return header;
}
// What a request's trace context adds to a batch message's headers.
const traceBytes = (trace: TraceCarrier | undefined) =>
  trace ? TRACE_HEADER.length + 4 + 16 + trace.traceparent!.length + (trace.tracestate?.length ?? 0) : 0;

// The handler's parent: from a single request's headers, or from its batch's Bus-Trace entry.
const natsHeaderGetter = {
  keys: (carrier: MsgHdrs) => carrier.keys(),
  get: (carrier: MsgHdrs, key: string) => carrier.get(key) || undefined,
};
function batchTraces(msg: Msg): Map<string, TraceCarrier> | undefined {
  if (!tracingOn() || !msg.headers) return undefined;
  const traces = new Map<string, TraceCarrier>();
  for (const value of msg.headers.values(TRACE_HEADER)) {
    const [token, traceparent, ...state] = value.split(' ');
    if (token && traceparent) traces.set(token, { traceparent, tracestate: state.join(' ') || undefined });
  }
  return traces;
}

// Why the bus is away (see BusLiveness), as the failed requests' message says.
const DISCONNECTED = 'The NATS connection is lost';
const UNRESPONSIVE = 'NATS does not answer';

// Batches of requests to one subject (see PrefixedClientNats.sendOutgoing) go to this prefix plus the
// subject, as a JSON array of [reply token, packet] pairs.
const BATCH_SUBJECT = '_batch.';
const MAX_BATCH_ITEMS = 64;
const MAX_BATCH_BYTES = 64 * 1024;
// What one request adds to a batch besides its packet: its token (at most 16 characters) and ',["', '",', ']'.
const BATCH_ITEM_BYTES = 16 + 6;
const BATCH_OPEN = Buffer.from('[');
const BATCH_FIRST = Buffer.from('["');
const BATCH_NEXT = Buffer.from(',["');
const BATCH_TOKEN_END = Buffer.from('",');
const BATCH_ITEM_END = Buffer.from(']');
const BATCH_CLOSE = Buffer.from(']');
const BATCH_TOKEN = /^[0-9a-z]{1,16}$/;

type Pending = {
  resolve: (reply: BusReply<unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  // The message that carried the request (see PrefixedClientNats.sendOutgoing).
  message?: Flight;
};

// A message in flight: its subject, its requests not yet settled, when it left, and for a batch its own
// reply token and its requests' tokens.
type Flight = { pattern: string; unsettled: number; sentAt: number; batch?: { token: string; items: string[] } };

// NATS's status for a request nobody answered (503: no responders) or another failure of it.
const statusFailure = (code: number) =>
  code === 503
    ? new BusTransportError('no-responders', 'No responders')
    : new BusTransportError('unreachable', `NATS status ${code}`);

// Requests to a subject wait while a message to it is in flight, and go together when it is answered
// (see PrefixedClientNats.sendOutgoing), but never for a message older than this: one that went to a
// replica that died stops holding the others back soon, and slow work is not waited for.
const MAX_HOLD_MS = 25;

// How the client tells that the bus is away: a request that needs the bus while it is
// away fails at once as unreachable (503), and one waiting when it goes fails then, not at its own
// timeout, which for a model's answer or an erasure is far past the bus timeout. Away is either
// disconnected (nats.js says so the moment the socket closes) or unresponsive: while requests wait,
// the client pings the server every probeEveryMs, and a ping without its pong for
// unresponsiveAfterMs means a server that hangs with its connections open (nats.js's own pings see
// that only after about 20 s). The next pong ends it.
export type BusLiveness = { probeEveryMs: number; unresponsiveAfterMs: number };

// Within the bus timeout: a hang is noticed after at most about 60% of it (a probe's wait, its
// timeout, one more interval), so every request, whatever its own timeout, ends within it.
export const livenessFor = (busTimeoutMs: number): BusLiveness => ({
  probeEveryMs: Math.max(50, Math.round(busTimeoutMs / 10)),
  unresponsiveAfterMs: Math.max(100, Math.round(busTimeoutMs * 0.4)),
});

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
  // Why the bus is away now (see BusLiveness), or undefined while it serves.
  private away?: string;
  // When the ping now waiting for its pong left (performance.now()).
  private probeSentAt?: number;
  private probeTimer?: NodeJS.Timeout;

  constructor(
    private readonly options: ConnectionOptions,
    prefix: string,
    private readonly liveness: BusLiveness = livenessFor(5000),
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
    if (!this.connection) {
      try {
        await this.open();
      } catch (error) {
        throw new BusTransportError('unreachable', error instanceof Error ? error.message : String(error));
      }
    }
    if (this.away) throw new BusTransportError('unreachable', this.away);
    const body = encode(packet);
    // NATS would refuse it whatever the wait: it fails now, with a reason, not at its timeout.
    const maxPayload = maxPayloadOf(this.connection);
    if (body.length > maxPayload)
      throw new BusTransportError(
        'too-large',
        `The request to "${pattern}" has ${body.length} bytes, over the bus message limit of ${maxPayload}`,
      );
    const token = (this.nextToken++).toString(36);
    return new Promise<BusReply<unknown>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(token);
        reject(new BusTransportError('timeout', `No reply to "${pattern}" within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      let group = this.outgoing.get(pattern);
      if (!group) this.outgoing.set(pattern, (group = []));
      group.push({ body, token, trace: currentTraceCarrier() });
      this.scheduleFlush();
    });
  }

  private scheduleFlush() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(this.sendOutgoing);
  }

  // Requests asked for in one turn of the event loop leave together (the gateway asks once
  // per HTTP request, each in a callback of its own). Several to one subject go as ONE message to its
  // batch subject (up to MAX_BATCH_ITEMS and MAX_BATCH_BYTES, within the server's message limit;
  // larger requests go alone); the answers ready together come back in one message (or as few as fit
  // under the limit), and one ready later on its own, so a slow request delays no other and every
  // request keeps its own timeout. And as group commit does, requests to a subject wait while a
  // message to it is in flight and go together when it is answered: under load each message carries
  // what arrived during the last one's round trip, so the messages, wake-ups and socket writes per
  // request fall as the load grows, while a lone request leaves at once. A full batch does not wait,
  // and no request waits on a message older than MAX_HOLD_MS. What is published in one loop leaves in
  // one socket write (nats.js writes at its next microtask).
  private readonly outgoing = new Map<string, Outgoing[]>();
  private flushScheduled = false;
  private readonly flights = new Map<string, Set<Flight>>();
  private readonly holdTimers = new Map<string, NodeJS.Timeout>();
  private readonly sendOutgoing = () => {
    this.flushScheduled = false;
    const now = performance.now();
    for (const [pattern, group] of this.outgoing) {
      const live = [...(this.flights.get(pattern) ?? [])].filter((f) => now - f.sentAt < MAX_HOLD_MS);
      if (live.length && group.length < MAX_BATCH_ITEMS) {
        this.holdUntil(pattern, Math.min(...live.map((f) => f.sentAt)) + MAX_HOLD_MS - now);
        continue;
      }
      this.outgoing.delete(pattern);
      // A batch stays under the server's message limit too (a request alone is, see requestReply).
      const maxBytes = Math.min(MAX_BATCH_BYTES, maxPayloadOf(this.connection) - 2);
      let batch: Outgoing[] = [];
      let bytes = 0;
      for (const item of group) {
        if (!this.pending.has(item.token)) continue; // timed out or closed meanwhile
        const itemBytes = item.body.length + BATCH_ITEM_BYTES + traceBytes(item.trace);
        if (batch.length && (batch.length === MAX_BATCH_ITEMS || bytes + itemBytes > maxBytes)) {
          this.publish(pattern, batch);
          batch = [];
          bytes = 0;
        }
        batch.push(item);
        bytes += itemBytes;
      }
      if (batch.length) this.publish(pattern, batch);
    }
  };

  // Held requests go when the message they wait for is answered (settle), or at the latest after ms.
  private holdUntil(pattern: string, ms: number) {
    if (this.holdTimers.has(pattern)) return;
    const timer = setTimeout(
      () => {
        this.holdTimers.delete(pattern);
        this.scheduleFlush();
      },
      Math.max(0, ms),
    );
    timer.unref();
    this.holdTimers.set(pattern, timer);
  }

  private publish(pattern: string, batch: Outgoing[]) {
    const [first] = batch;
    const flight: Flight = { pattern, unsettled: batch.length, sentAt: performance.now() };
    let flights = this.flights.get(pattern);
    if (!flights) this.flights.set(pattern, (flights = new Set()));
    flights.add(flight);
    for (const item of batch) this.pending.get(item.token)!.message = flight;
    try {
      // Requests are queued only once open() has set the connection, which is never unset.
      const connection = this.connection!;
      // While NATS is away, nats.js buffers these and sends them after the reconnect, where the reply
      // subscription is restored too: a request is answered if that happens before its timeout.
      if (batch.length === 1) {
        connection.publish(this.prefix + pattern, first.body, {
          reply: `${this.inbox}.${first.token}`,
          headers: traceHeaders(batch),
        });
        return;
      }
      // [token, packet] pairs; the packets are already JSON. The batch's own reply subject hears the
      // answers ([token, reply] pairs) and NATS's status for the whole; it is forgotten with the batch's
      // last request (settle).
      const token = (this.nextToken++).toString(36);
      flight.batch = { token, items: batch.map((item) => item.token) };
      this.batches.set(token, flight);
      const body = Buffer.concat([
        BATCH_OPEN,
        ...batch.flatMap((item, i) => [
          i ? BATCH_NEXT : BATCH_FIRST,
          Buffer.from(item.token),
          BATCH_TOKEN_END,
          item.body,
          BATCH_ITEM_END,
        ]),
        BATCH_CLOSE,
      ]);
      connection.publish(this.prefix + BATCH_SUBJECT + pattern, body, {
        reply: `${this.inbox}.${token}`,
        headers: traceHeaders(batch),
      });
    } catch (error) {
      for (const item of batch)
        this.settle(item.token)?.reject(
          new BusTransportError('unreachable', error instanceof Error ? error.message : String(error)),
        );
    }
  }

  // Batch messages in flight, by their own reply token.
  private readonly batches = new Map<string, Flight>();

  // The bus is away: what waits fails now, and so does what asks until it is back.
  private goAway(reason: string) {
    if (!this.away) log.warn({ reason }, 'bus away: requests fail at once until it is back');
    this.away = reason;
    this.rejectAll(reason);
  }

  private comeBack() {
    if (this.away) log.info('bus back');
    this.away = undefined;
  }

  // Watches the connection's state and, while requests wait or the server was found hanging, pings it.
  private watch(connection: NatsConnection) {
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect') {
          this.probeSentAt = undefined; // nats.js rejects the ping in flight
          this.goAway(DISCONNECTED);
        } else if (status.type === 'reconnect') this.comeBack();
      }
    })();
    this.probeTimer = setInterval(() => this.probe(connection), this.liveness.probeEveryMs);
    this.probeTimer.unref();
  }

  private probe(connection: NatsConnection) {
    if (this.closed || connection.isClosed() || this.away === DISCONNECTED) return;
    if (this.probeSentAt === undefined) {
      if (!this.pending.size && !this.away) return; // nothing waits: no traffic of our own
      const sentAt = (this.probeSentAt = performance.now());
      connection.flush().then(
        () => {
          if (this.probeSentAt !== sentAt) return;
          this.probeSentAt = undefined;
          if (this.away === UNRESPONSIVE) this.comeBack();
        },
        () => {
          if (this.probeSentAt === sentAt) this.probeSentAt = undefined;
        },
      );
      return;
    }
    if (performance.now() - this.probeSentAt < this.liveness.unresponsiveAfterMs) return;
    // Judged after this turn's input is read: a pong that came while the event loop was busy counts.
    const sentAt = this.probeSentAt;
    setImmediate(() => {
      if (this.probeSentAt === sentAt && !this.closed) this.goAway(UNRESPONSIVE);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probeTimer);
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
        this.watch(connection);
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
    const token = msg.subject.slice(this.inbox.length + 1);
    let data = msg.data;
    const header = msg.headers;
    if (header) {
      // NATS answers a request that no subscriber took with a 503 status and no body.
      if (header.hasError) return this.fail(token, statusFailure(header.code));
      // A reply over the server's message limit comes in parts (nats-message-parts.ts).
      const part = header.get(PART_HEADER);
      if (part) {
        if (!this.pending.has(token) && !this.batches.has(token)) return; // nobody waits for it any more
        const whole = this.parts.add(token, part, data);
        if (!whole) return;
        data = whole;
      }
    }
    const batch = this.batches.get(token)?.batch;
    if (batch) {
      // A batch's own subject hears the answers of its requests that were ready together, as
      // [token, reply] pairs.
      let answers: unknown;
      try {
        answers = decode(data);
      } catch {
        answers = undefined;
      }
      if (!Array.isArray(answers)) return;
      for (const answer of answers as unknown[]) {
        if (!Array.isArray(answer) || typeof answer[0] !== 'string' || !batch.items.includes(answer[0])) continue;
        this.settle(answer[0])?.resolve(answer[1] as BusReply<unknown>);
      }
      return;
    }
    const entry = this.settle(token);
    if (!entry) return; // the request already timed out: a late reply is dropped
    let reply: BusReply<unknown>;
    try {
      reply = decode(data) as BusReply<unknown>;
    } catch {
      entry.reject(new DomainError('INTERNAL', 'Internal server error'));
      return;
    }
    entry.resolve(reply);
  }

  // NATS's status for a request, or for every request of a batch.
  private fail(token: string, failure: BusTransportError) {
    const batch = this.batches.get(token)?.batch;
    if (batch) for (const item of batch.items) this.settle(item)?.reject(failure);
    else this.settle(token)?.reject(failure);
  }

  // Replies arriving in parts, by reply token.
  private readonly parts = new MessageParts();

  private settle(token: string): Pending | undefined {
    const entry = this.pending.get(token);
    if (!entry) return undefined;
    this.pending.delete(token);
    this.parts.forget(token);
    clearTimeout(entry.timer);
    const flight = entry.message;
    if (flight && --flight.unsettled === 0) {
      this.flights.get(flight.pattern)?.delete(flight);
      if (flight.batch) {
        this.batches.delete(flight.batch.token);
        this.parts.forget(flight.batch.token);
      }
      // The requests that waited for it go now.
      if (this.outgoing.has(flight.pattern)) {
        clearTimeout(this.holdTimers.get(flight.pattern));
        this.holdTimers.delete(flight.pattern);
        this.scheduleFlush();
      }
    }
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
  // The connection close() is ending: answers still in flight leave on it.
  private closing?: NatsConnection;
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
              else this.respond(pattern, handler, msg);
            },
          }),
          // Several requests in one message (PrefixedClientNats), each answered on its own.
          connection.subscribe(this.prefix + BATCH_SUBJECT + pattern, {
            queue,
            callback: (error, msg) => {
              if (error) log.warn({ pattern, err: error.message }, 'bus subscription error');
              else this.respondToBatch(pattern, handler, msg);
            },
          }),
        );
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  private respond(pattern: string, handler: MessageHandler, msg: Msg) {
    let packet: unknown;
    try {
      packet = decode(msg.data);
    } catch {
      packet = undefined; // refused by the handler's validation, as a packet without meta
    }
    const parent = tracingOn() && msg.headers ? contextFromCarrier(msg.headers, natsHeaderGetter) : undefined;
    void this.answer(pattern, handler, packet, msg, msg.reply, parent);
  }

  private respondToBatch(pattern: string, handler: MessageHandler, msg: Msg) {
    let items: unknown;
    try {
      items = decode(msg.data);
    } catch {
      items = undefined;
    }
    if (!msg.reply || !Array.isArray(items)) {
      log.warn({ pattern }, 'bus batch refused: not a list of requests');
      return;
    }
    const traces = batchTraces(msg);
    for (const item of items as unknown[]) {
      if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string' || !BATCH_TOKEN.test(item[0])) {
        log.warn({ pattern }, 'bus batch item refused: not a [token, request] pair');
        continue;
      }
      const parent = traces ? contextFromCarrier(traces.get(item[0])) : undefined;
      void this.answer(pattern, handler, item[1], msg, { batch: msg.reply!, token: item[0] }, parent);
    }
  }

  private async answer(
    pattern: string,
    handler: MessageHandler,
    packet: unknown,
    msg: Msg,
    // A request's own reply subject, or its batch's subject and its token there.
    replyTo: string | { batch: string; token: string } | undefined,
    // The caller's trace context, when tracing is on.
    parent?: Context,
  ) {
    this.inFlight++;
    try {
      const context = new NatsContext([msg.subject, msg.headers]);
      const reply = await (parent
        ? withTraceContext(parent, () => answerWith(handler, packet, context))
        : answerWith(handler, packet, context));
      if (typeof replyTo === 'string') this.queueReply(replyTo, encode(reply));
      else if (replyTo) this.queueBatchReply(replyTo.batch, replyTo.token, reply);
    } catch (error) {
      log.warn({ pattern, err: error instanceof Error ? error.message : String(error) }, 'bus reply not sent');
    } finally {
      if (--this.inFlight === 0) this.idle?.();
    }
  }

  // Replies ready in one turn of the event loop leave in one socket write, as requests do (above); the
  // answers of one batch's requests ready together go as one message, to the batch's own subject.
  private readonly replies: { subject: string; body: Uint8Array }[] = [];
  private readonly batchReplies = new Map<string, [string, BusReply<unknown>][]>();
  private repliesScheduled = false;
  private queueReply(subject: string, body: Uint8Array) {
    this.replies.push({ subject, body });
    this.scheduleReplies();
  }
  private queueBatchReply(subject: string, token: string, reply: BusReply<unknown>) {
    let answers = this.batchReplies.get(subject);
    if (!answers) this.batchReplies.set(subject, (answers = []));
    answers.push([token, reply]);
    this.scheduleReplies();
  }
  private scheduleReplies() {
    if (this.repliesScheduled) return;
    this.repliesScheduled = true;
    setImmediate(this.sendReplies);
  }
  private readonly sendReplies = () => {
    this.repliesScheduled = false;
    const connection = this.connection ?? this.closing;
    // No message over the server's limit: NATS would refuse it and its requests would wait for nothing.
    const maxPayload = maxPayloadOf(connection);
    const sends = this.replies.splice(0);
    for (const [subject, answers] of this.batchReplies) {
      const body = encode(answers);
      if (body.length <= maxPayload) sends.push({ subject, body });
      else for (const message of batchMessages(answers.map(encode), maxPayload)) sends.push({ subject, body: message });
    }
    this.batchReplies.clear();
    if (!connection) return;
    for (const { subject, body } of sends) {
      try {
        if (body.length <= maxPayload) connection.publish(subject, body);
        else publishInParts(connection, subject, body, maxPayload);
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'bus reply not sent');
      }
    }
  };

  async close(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.connection = undefined;
    this.closing = connection;
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
    if (this.inFlight) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        timer = setTimeout(resolve, this.closeGraceMs);
      });
      clearTimeout(timer);
    }
    this.sendReplies(); // the last answers, still waiting for their turn
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
