import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { readFact, type FactData, type FactEnvelope, type FactSubject, FACTS } from '@carewith/contracts';
import { inLockedTransaction } from '../database/locked-setup';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { factDeadLetters, factHandledTotal, factRedeliveries, reportFactLag } from '../metrics/metrics';
import { contextFromCarrier, currentTraceCarrier, inSpan, SpanKind } from '../tracing/spans';
import type { FactHandlerMethod } from './fact-handler';
import type { FactConsumption, FactDelivery, FactTransport } from './fact-transport.port';

// A database handle inside the caller's transaction (a TypeORM EntityManager or a wrapped pg client).
export type FactQueryable = { query(sql: string, parameters?: unknown[]): Promise<unknown> };

export type FactBusOptions = {
  transport: FactTransport;
  // The service's own pool and schema: its outbox, its consumers' handled ids and its dead letters.
  pool: Pool;
  schema: string;
  // How often the relay looks at the outbox besides being woken by a record (ms).
  relayPollMs?: number;
  ackWaitMs?: number;
  // First retry's wait after a handler failed, doubling up to 15 s.
  retryMs?: number;
  // How often the dead letters are looked at for replays an operator asked for (tools/facts.mjs).
  replayPollMs?: number;
  // Closed with the bus (a service's own JetStream connection), not when shared by the process.
  ownsTransport?: boolean;
};

export type DeadLetter = {
  consumer: string;
  factId: string;
  subject: string;
  attempts: number;
  error: string;
  deadAt: Date;
};

// A dead letter's columns as read, and as the operator and the service see them.
export type DeadLetterDbRow = {
  consumer: string;
  fact_id: string;
  subject: string;
  attempts: number;
  error: string;
  dead_at: Date;
};
export const toDeadLetter = (r: DeadLetterDbRow): DeadLetter => ({
  consumer: r.consumer,
  factId: r.fact_id,
  subject: r.subject,
  attempts: r.attempts,
  error: r.error,
  deadAt: r.dead_at,
});

type Consumer = { name: string; handlers: Map<string, FactHandlerMethod>; maxAttempts: number; concurrency: number };

const log = createLogger('facts');

// A fact as it is stored and sent: its id (given, for a fact derived from something stored, so that a
// repeat is the same fact), the current version of its subject, and the request it comes from.
export function factEnvelope<S extends FactSubject>(
  subject: S,
  data: FactData<S>,
  options: { id?: string; at?: Date } = {},
): FactEnvelope {
  const context = requestContext.getStore();
  const trace = currentTraceCarrier();
  return {
    id: options.id ?? randomUUID(),
    subject,
    version: FACTS[subject].current,
    occurredAt: (options.at ?? new Date()).toISOString(),
    data,
    actorId: context?.actorId ?? null,
    ...(context?.requestId ? { requestId: context.requestId } : {}),
    ...(trace ? { trace } : {}),
  };
}
const RELAY_BATCH = 100;
// A failed handler is tried again after 1, 2, 4, 8 s, then every 15 s: 30 tries span about seven
// minutes, longer than an outage of Redis or PostgreSQL that the service rides out, before a fact
// goes to the dead letters.
const DEFAULT_MAX_ATTEMPTS = 30;
const MAX_RETRY_MS = 15_000;
// Handled ids are kept as long as a fact can still be delivered (the stream's seven days), and a day more.
const HANDLED_RETENTION_DAYS = 8;

// One service's side of the facts: it records facts in its outbox inside the transaction of the change
// they announce and relays them to the transport; publishes facts that follow no change of its own
// (an export) or are read from the event store (the store is the outbox there); and runs its
// @FactHandler consumers, each fact handled once per consumer and, after its tries, kept as a dead letter.
export class FactBus {
  private readonly outbox: string;
  private readonly handled: string;
  private readonly dead: string;
  private ready?: Promise<void>;
  private relayTimer?: NodeJS.Timeout;
  private relaying?: Promise<void>;
  private relayAgain = false;
  private relayFailures = 0;
  private replayTimer?: NodeJS.Timeout;
  private stopped = false;
  private readonly consumers = new Map<string, Consumer>();
  private readonly consumptions: FactConsumption[] = [];
  private lastStats = new Map<string, { pending?: number; dead: number }>();
  // Failed deliveries to be tried again, per consumer, since this process started.
  private readonly redelivered = new Map<string, number>();

  constructor(private readonly options: FactBusOptions) {
    if (!/^[a-z_][a-z0-9_]*$/i.test(options.schema)) throw new Error(`Invalid schema ${options.schema}`);
    this.outbox = `"${options.schema}".fact_outbox`;
    this.handled = `"${options.schema}".fact_handled`;
    this.dead = `"${options.schema}".fact_dead_letters`;
  }

  start(): Promise<void> {
    this.ready ??= inLockedTransaction(this.options.pool, `facts:${this.options.schema}`, async (client) => {
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.outbox} (
        seq bigserial PRIMARY KEY, envelope jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.handled} (
        consumer text NOT NULL, fact_id uuid NOT NULL, handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, fact_id))`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.dead} (
        consumer text NOT NULL, fact_id uuid NOT NULL, subject text NOT NULL, envelope jsonb NOT NULL,
        attempts integer NOT NULL, error text NOT NULL, dead_at timestamptz NOT NULL DEFAULT now(),
        replay_requested_at timestamptz, PRIMARY KEY (consumer, fact_id))`);
      await client.query(
        `DELETE FROM ${this.handled} WHERE handled_at < now() - interval '${HANDLED_RETENTION_DAYS} days'`,
      );
    }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  envelope<S extends FactSubject>(subject: S, data: FactData<S>, options: { id?: string; at?: Date } = {}) {
    return factEnvelope(subject, data, options);
  }

  // In the caller's transaction: the fact is stored with the change it announces, and relayed after
  // the commit (a rolled-back change announces nothing; a crash after the commit loses nothing).
  async record<S extends FactSubject>(
    db: FactQueryable,
    subject: S,
    data: FactData<S>,
    options: { id?: string } = {},
  ): Promise<void> {
    await db.query(`INSERT INTO ${this.outbox} (envelope) VALUES ($1)`, [
      JSON.stringify(this.envelope(subject, data, options)),
    ]);
    // The transaction commits right after: relay then (or at the next poll, if it had not yet).
    setTimeout(() => this.relayNow(), 5).unref();
  }

  // Straight to the transport: for a fact that follows no change of this service's data, or whose source
  // is itself a durable log (the event store).
  async publish<S extends FactSubject>(subject: S, data: FactData<S>, options: { id?: string; at?: Date } = {}) {
    await this.publishEnvelopes([this.envelope(subject, data, options)]);
  }

  async publishEnvelopes(envelopes: readonly FactEnvelope[]): Promise<void> {
    await this.start();
    await this.options.transport.publish(envelopes);
  }

  startRelay(): void {
    this.stopped = false;
    this.scheduleRelay(0);
  }

  private scheduleRelay(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.relayTimer);
    this.relayTimer = setTimeout(() => this.relayNow(), ms);
    this.relayTimer.unref();
  }

  private relayNow(): void {
    if (this.stopped) return;
    if (this.relaying) {
      this.relayAgain = true;
      return;
    }
    this.relaying = this.relayOnce()
      .then((more) => {
        this.relayFailures = 0;
        this.scheduleRelay(more || this.relayAgain ? 0 : (this.options.relayPollMs ?? 500));
      })
      .catch((error: unknown) => {
        this.relayFailures++;
        if (this.relayFailures === 1 || this.relayFailures % 20 === 0)
          log.warn({ err: String(error), failures: this.relayFailures }, 'fact relay failed; retrying');
        this.scheduleRelay(Math.min(250 * 2 ** (this.relayFailures - 1), 5000));
      })
      .finally(() => {
        this.relaying = undefined;
        this.relayAgain = false;
      });
  }

  // One batch of the outbox to the transport, removed once the transport has it. Replicas take
  // different rows (SKIP LOCKED); a crash between the publish and the commit publishes again, and the
  // fact's id makes that a duplicate (JetStream's window, the consumers' handled ids).
  private async relayOnce(): Promise<boolean> {
    await this.start();
    const client = await this.options.pool.connect();
    // A connection that ends while checked out (the database restarting while the batch is being sent)
    // emits 'error' on the client; the pool listens only to idle clients, so without this the process
    // would crash.
    let failed: unknown;
    const onError = (error: Error) => (failed ??= error);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ seq: string; envelope: FactEnvelope }>(
        `SELECT seq, envelope FROM ${this.outbox} ORDER BY seq LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length) {
        await this.options.transport.publish(rows.map((r) => r.envelope));
        await client.query(`DELETE FROM ${this.outbox} WHERE seq = ANY($1::bigint[])`, [rows.map((r) => r.seq)]);
      }
      await client.query('COMMIT');
      return rows.length === RELAY_BATCH;
    } catch (error) {
      failed ??= error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A failed batch's connection is closed, not reused: it may be the one that broke.
      client.release(failed ? true : undefined);
    }
  }

  // Starts one durable consumer per consumer name among the handlers.
  async startConsumers(handlers: readonly FactHandlerMethod[]): Promise<void> {
    for (const handler of handlers) {
      const name = handler.options.consumer;
      const consumer = this.consumers.get(name) ?? {
        name,
        handlers: new Map(),
        maxAttempts: handler.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        concurrency: handler.options.concurrency ?? 4,
      };
      for (const subject of handler.subjects) {
        if (consumer.handlers.has(subject)) throw new Error(`${name} has two handlers for ${subject}`);
        consumer.handlers.set(subject, handler);
      }
      this.consumers.set(name, consumer);
    }
    if (!this.consumers.size) return;
    await this.start();
    const retryMs = this.options.retryMs ?? 1000;
    for (const consumer of this.consumers.values())
      this.consumptions.push(
        this.options.transport.consume({
          consumer: consumer.name,
          subjects: [...consumer.handlers.keys()],
          ackWaitMs: this.options.ackWaitMs ?? 30_000,
          concurrency: consumer.concurrency,
          retryDelayMs: (attempt) => Math.min(retryMs * 2 ** (attempt - 1), MAX_RETRY_MS),
          handle: (delivery) => this.deliver(consumer, delivery),
        }),
      );
    reportFactLag(() => this.stats());
    // /ready has its figures from the start, not from the first tick.
    void this.stats().catch(() => undefined);
    // Also keeps /ready's figures fresh.
    this.replayTimer = setInterval(() => {
      this.replayRequested()
        .then(() => this.stats())
        .catch((error: unknown) => log.warn({ err: String(error) }, 'dead-letter replay failed'));
    }, this.options.replayPollMs ?? 5000);
    this.replayTimer.unref();
  }

  private async deliver(consumer: Consumer, { envelope, attempt }: FactDelivery): Promise<void> {
    if (await this.wasHandled(consumer.name, envelope.id)) return;
    const handler = consumer.handlers.get(envelope.subject);
    if (!handler) return;
    try {
      await this.run(handler, envelope);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= consumer.maxAttempts || isUnreadable(error)) {
        await this.deadLetter(consumer.name, envelope, attempt, message);
        return;
      }
      factRedeliveries.inc({ consumer: consumer.name });
      this.redelivered.set(consumer.name, (this.redelivered.get(consumer.name) ?? 0) + 1);
      log.warn(
        { consumer: consumer.name, factId: envelope.id, subject: envelope.subject, attempt, err: message },
        'fact handler failed; it will be tried again',
      );
      throw error;
    }
  }

  // The handler inside the fact's request context, as a child span of the publisher's, then the fact
  // marked handled by this consumer.
  private async run(handler: FactHandlerMethod, envelope: FactEnvelope): Promise<void> {
    const fact = readFact(envelope.subject as FactSubject, envelope);
    const consumer = handler.options.consumer;
    await requestContext.run(
      {
        requestId: envelope.requestId ?? `fact-${envelope.id}`,
        ...(envelope.actorId ? { actorId: envelope.actorId } : {}),
      },
      () =>
        inSpan(
          `fact ${envelope.subject} ${consumer}`,
          { kind: SpanKind.CONSUMER, attributes: { 'carewith.fact_id': envelope.id, 'carewith.consumer': consumer } },
          () => handler.run(fact),
          contextFromCarrier(envelope.trace),
        ),
    );
    await this.options.pool.query(
      `INSERT INTO ${this.handled} (consumer, fact_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [consumer, envelope.id],
    );
    factHandledTotal.inc({ consumer });
  }

  private async wasHandled(consumer: string, factId: string): Promise<boolean> {
    const { rows } = await this.options.pool.query(
      `SELECT 1 FROM ${this.handled} WHERE consumer = $1 AND fact_id = $2`,
      [consumer, factId],
    );
    return rows.length > 0;
  }

  private async deadLetter(consumer: string, envelope: FactEnvelope, attempts: number, error: string): Promise<void> {
    await this.options.pool.query(
      `INSERT INTO ${this.dead} (consumer, fact_id, subject, envelope, attempts, error) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (consumer, fact_id) DO UPDATE SET attempts = EXCLUDED.attempts, error = EXCLUDED.error,
         dead_at = now(), replay_requested_at = NULL`,
      [consumer, envelope.id, envelope.subject, JSON.stringify(envelope), attempts, error.slice(0, 500)],
    );
    log.error(
      { consumer, factId: envelope.id, subject: envelope.subject, attempts, err: error },
      'fact moved to the dead letters',
    );
  }

  async deadLetters(consumer?: string): Promise<DeadLetter[]> {
    const { rows } = await this.options.pool.query<DeadLetterDbRow>(
      `SELECT consumer, fact_id, subject, attempts, error, dead_at FROM ${this.dead}
        WHERE $1::text IS NULL OR consumer = $1 ORDER BY dead_at`,
      [consumer ?? null],
    );
    return rows.map(toDeadLetter);
  }

  // Runs dead letters' handlers again (those of one consumer, or all of this service's): each that
  // succeeds leaves the dead letters; one that fails again stays, with its new error. Returns how many
  // were handled.
  async replay(consumer?: string, onlyRequested = false): Promise<number> {
    const { rows } = await this.options.pool.query<{ consumer: string; envelope: FactEnvelope; attempts: number }>(
      `SELECT consumer, envelope, attempts FROM ${this.dead}
        WHERE ($1::text IS NULL OR consumer = $1) AND (NOT $2 OR replay_requested_at IS NOT NULL) ORDER BY dead_at`,
      [consumer ?? null, onlyRequested],
    );
    let replayed = 0;
    for (const row of rows) {
      const handler = this.consumers.get(row.consumer)?.handlers.get(row.envelope.subject);
      if (!handler) continue;
      try {
        await this.run(handler, row.envelope);
        await this.options.pool.query(`DELETE FROM ${this.dead} WHERE consumer = $1 AND fact_id = $2`, [
          row.consumer,
          row.envelope.id,
        ]);
        replayed++;
        log.info({ consumer: row.consumer, factId: row.envelope.id }, 'dead letter replayed');
      } catch (error) {
        await this.deadLetter(
          row.consumer,
          row.envelope,
          row.attempts + 1,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
    return replayed;
  }

  // One look at a time: a slow replay is not started again by the next tick.
  private replaying = false;
  private async replayRequested(): Promise<void> {
    if (this.stopped || this.replaying) return;
    this.replaying = true;
    try {
      await this.replay(undefined, true);
    } finally {
      this.replaying = false;
    }
  }

  // Erasure: every fact naming one of these ids goes, from this service's outbox and dead letters and
  // from the transport.
  async forget(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const pattern = ids.map((id) => id.replace(/[^0-9a-zA-Z-]/g, '')).join('|');
    await this.options.pool.query(`DELETE FROM ${this.outbox} WHERE envelope::text ~ $1`, [pattern]);
    await this.options.pool.query(`DELETE FROM ${this.dead} WHERE envelope::text ~ $1`, [pattern]);
    await this.options.transport.forget(ids);
  }

  // Per consumer: facts not yet acknowledged, and dead letters (for /metrics and /ready).
  async stats(): Promise<Map<string, { pending?: number; dead: number }>> {
    const stats = new Map<string, { pending?: number; dead: number }>();
    const { rows } = await this.options.pool
      .query<{ consumer: string; n: string }>(`SELECT consumer, count(*) AS n FROM ${this.dead} GROUP BY consumer`)
      .catch(() => ({ rows: [] as { consumer: string; n: string }[] }));
    const dead = new Map(rows.map((r) => [r.consumer, Number(r.n)]));
    for (const name of this.consumers.keys()) {
      stats.set(name, { pending: await this.options.transport.pending(name), dead: dead.get(name) ?? 0 });
      factDeadLetters.set({ consumer: name }, dead.get(name) ?? 0);
    }
    this.lastStats = stats;
    return stats;
  }

  // For /ready's detail: each consumer's last known lag and dead letters.
  readiness(): { status: 'up'; detail: string } | undefined {
    if (!this.consumers.size) return undefined;
    const parts = [...this.consumers.keys()].map((name) => {
      const s = this.lastStats.get(name);
      return `${name}: ${s?.pending ?? '?'} pending, ${this.redelivered.get(name) ?? 0} redelivered, ${s?.dead ?? 0} dead letters`;
    });
    return { status: 'up', detail: parts.join('; ') };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relayTimer);
    clearInterval(this.replayTimer);
    await this.relaying;
    await Promise.all(this.consumptions.splice(0).map((c) => c.stop()));
    if (this.options.ownsTransport) await this.options.transport.close();
  }
}

const isUnreadable = (error: unknown) => error instanceof Error && error.name === 'UnknownFactError';
