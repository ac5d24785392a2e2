import {
  AckPolicy,
  DeliverPolicy,
  headers,
  JetStreamClient,
  JetStreamManager,
  JsMsg,
  nanos,
  NatsConnection,
  RetentionPolicy,
  StorageType,
} from 'nats';
import { factEnvelopeSchema, type FactEnvelope } from '@carewith/contracts';
import { createLogger } from '../logging/logger';
import { closingNats, NatsOnFirstUse } from '../bus/nats-connection';
import type { FactConsumerSpec, FactConsumption, FactTransport } from './fact-transport.port';

const log = createLogger('facts');

export type JetStreamFactTransportOptions = {
  natsUrl: string;
  reconnectWaitMs: number;
  // The deployment's BUS_SUBJECT_PREFIX: its own stream and subjects on a shared server.
  subjectPrefix: string;
  // How long the stream keeps facts (consumers that were away longer miss them).
  maxAgeMs?: number;
  // JetStream drops a second publish of the same fact id within this window (a relay's retry).
  duplicateWindowMs?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const decoder = new TextDecoder();

// Facts on NATS JetStream: one stream per deployment ("FACTS" or "FACTS_<prefix>") holding the subjects
// "<prefix>.facts.<fact subject>"; a durable pull consumer per consumer name, explicit acks, and a
// negative ack with the consumer's delay for a delivery whose handler failed. Publishes carry the fact
// id as Nats-Msg-Id, so a repeated publish within the duplicate window is stored once.
export class JetStreamFactTransport implements FactTransport {
  private readonly connection: NatsOnFirstUse;
  private readonly stream: string;
  private readonly subjectRoot: string;
  private readonly consumptions = new Set<{ stop(): Promise<void> }>();
  private ready?: Promise<void>;
  private abandoned = false;

  constructor(private readonly options: JetStreamFactTransportOptions) {
    this.stream = options.subjectPrefix ? `FACTS_${options.subjectPrefix}` : 'FACTS';
    this.subjectRoot = options.subjectPrefix ? `${options.subjectPrefix}.facts.` : 'facts.';
    this.connection = new NatsOnFirstUse('facts', options.natsUrl, options.reconnectWaitMs);
  }

  private nats(): Promise<NatsConnection> {
    return this.connection.get();
  }

  private async manager(): Promise<JetStreamManager> {
    return (await this.nats()).jetstreamManager();
  }

  private async client(): Promise<JetStreamClient> {
    return (await this.nats()).jetstream();
  }

  // Stream settings are applied again at each start (a changed max age takes effect).
  start(): Promise<void> {
    this.ready ??= (async () => {
      const jsm = await this.manager();
      const config = {
        name: this.stream,
        subjects: [`${this.subjectRoot}>`],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: nanos(this.options.maxAgeMs ?? 7 * DAY_MS),
        duplicate_window: nanos(this.options.duplicateWindowMs ?? 2 * 60 * 1000),
      };
      try {
        await jsm.streams.info(this.stream);
        const { storage: _storage, ...changeable } = config;
        await jsm.streams.update(this.stream, changeable);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await jsm.streams.add(config);
      }
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async publish(envelopes: readonly FactEnvelope[]): Promise<void> {
    if (!envelopes.length) return;
    await this.start();
    const js = await this.client();
    await Promise.all(
      envelopes.map((envelope) => {
        const header = headers();
        if (envelope.trace?.traceparent) header.set('traceparent', envelope.trace.traceparent);
        return js.publish(`${this.subjectRoot}${envelope.subject}`, JSON.stringify(envelope), {
          msgID: envelope.id,
          headers: header,
        });
      }),
    );
  }

  consume(spec: FactConsumerSpec): FactConsumption {
    let stopping = false;
    let current: { close(): Promise<unknown> | void } | undefined;
    const inFlight = new Set<Promise<void>>();
    const durable = durableName(spec.consumer);
    const run = async () => {
      while (!stopping) {
        try {
          await this.start();
          const jsm = await this.manager();
          const config = {
            durable_name: durable,
            ack_policy: AckPolicy.Explicit,
            ack_wait: nanos(spec.ackWaitMs),
            deliver_policy: DeliverPolicy.All,
            // One subject, or every fact (the FactBus acknowledges those it has no handler for):
            // several filter subjects need NATS 2.10, and Debian 12 ships 2.9.
            filter_subject:
              spec.subjects.length === 1 ? `${this.subjectRoot}${spec.subjects[0]}` : `${this.subjectRoot}>`,
            // A consumer of one at a time keeps the stream's order across replicas too.
            max_ack_pending: spec.concurrency === 1 ? 1 : Math.max(16, spec.concurrency * 4),
          };
          try {
            await jsm.consumers.info(this.stream, durable);
            // A setting the server will not change on an existing consumer leaves it as it was.
            await jsm.consumers
              .update(this.stream, durable, {
                ack_wait: config.ack_wait,
                filter_subject: config.filter_subject,
                max_ack_pending: config.max_ack_pending,
              })
              .catch((error: unknown) =>
                log.warn({ consumer: spec.consumer, err: String(error) }, 'fact consumer settings kept'),
              );
          } catch (error) {
            if (!isNotFound(error)) throw error;
            await jsm.consumers.add(this.stream, config);
          }
          const consumer = await (await this.client()).consumers.get(this.stream, durable);
          const messages = await consumer.consume({ max_messages: spec.concurrency * 2 });
          current = messages;
          if (stopping) await messages.close();
          for await (const message of messages) {
            while (inFlight.size >= spec.concurrency) await Promise.race(inFlight);
            const handled = this.deliver(spec, message).finally(() => inFlight.delete(handled));
            inFlight.add(handled);
          }
        } catch (error) {
          if (stopping) break;
          log.warn({ consumer: spec.consumer, err: String(error) }, 'fact consumer interrupted; resuming');
        }
        if (!stopping) await pause(1000);
      }
    };
    const done = run();
    const consumption = {
      stop: async () => {
        stopping = true;
        await current?.close();
        await done;
        await Promise.all(inFlight);
      },
    };
    this.consumptions.add(consumption);
    return {
      stop: async () => {
        this.consumptions.delete(consumption);
        await consumption.stop();
      },
    };
  }

  private async deliver(spec: FactConsumerSpec, message: JsMsg): Promise<void> {
    const attempt = message.info.deliveryCount;
    let envelope: FactEnvelope;
    try {
      envelope = factEnvelopeSchema.parse(JSON.parse(decoder.decode(message.data)));
    } catch (error) {
      // Not a fact at all: nothing will ever read it.
      log.error({ consumer: spec.consumer, err: String(error) }, 'unreadable fact dropped');
      message.term('unreadable');
      return;
    }
    // Long handlers keep their delivery: JetStream would otherwise deliver it again after ack_wait.
    const keepAlive = setInterval(
      () => {
        if (this.abandoned) clearInterval(keepAlive);
        else message.working();
      },
      Math.max(500, spec.ackWaitMs / 2),
    );
    try {
      await spec.handle({ envelope, attempt });
      if (!this.abandoned) message.ack();
    } catch {
      if (!this.abandoned) message.nak(spec.retryDelayMs(attempt));
    } finally {
      clearInterval(keepAlive);
    }
  }

  async pending(consumer: string): Promise<number | undefined> {
    try {
      const info = await (await this.manager()).consumers.info(this.stream, durableName(consumer));
      return info.num_pending + info.num_ack_pending;
    } catch {
      return undefined;
    }
  }

  // Reads the stream once, from its first fact to its last, and deletes the facts that name an id. An
  // erasure is rare and the stream holds at most its max age of facts.
  async forget(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    await this.start();
    const jsm = await this.manager();
    const { state } = await jsm.streams.info(this.stream);
    if (!state.messages) return 0;
    const consumer = await (await this.client()).consumers.get(this.stream);
    const messages = await consumer.consume({ max_messages: 256 });
    let forgotten = 0;
    try {
      for await (const message of messages) {
        const text = decoder.decode(message.data);
        if (ids.some((id) => text.includes(id))) {
          await jsm.streams.deleteMessage(this.stream, message.seq, false);
          forgotten++;
        }
        // None pending: the end of the stream, even when its last fact (state.last_seq) was itself
        // forgotten before (games forgets a loved one's facts just before care does).
        if (message.seq >= state.last_seq || message.info.pending === 0) break;
      }
    } finally {
      await messages.close();
    }
    return forgotten;
  }

  // Removes the deployment's stream and its consumers (a test system's, when it stops).
  async destroy(): Promise<void> {
    await (await this.manager()).streams.delete(this.stream).catch(() => undefined);
  }

  async abandon(): Promise<void> {
    this.abandoned = true;
    const connection = await this.connection.take();
    this.consumptions.clear();
    if (!connection) return;
    closingNats(connection);
    await connection.close();
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumptions].map((c) => c.stop()));
    const connection = await this.connection.take();
    if (!connection) return;
    closingNats(connection);
    await connection.drain().catch(() => connection.close());
  }
}

// Durable names may not hold dots ("care.completion-emails" -> "care_completion-emails").
const durableName = (consumer: string) => consumer.replace(/[^A-Za-z0-9_-]/g, '_');

const isNotFound = (error: unknown) =>
  error instanceof Error && /not found/i.test(error.message) && !/no responders/i.test(error.message);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
