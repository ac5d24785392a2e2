import { EventEmitter } from 'node:events';
import { Pool } from 'pg';
import type { FactEnvelope } from '@carewith/contracts';
import { inLockedTransaction } from '../database/locked-setup';
import { createLogger } from '../logging/logger';
import type { FactConsumerSpec, FactConsumption, FactTransport } from './fact-transport.port';

const log = createLogger('facts');

export type PostgresFactTransportOptions = {
  pool: Pool;
  schema?: string;
  // A consumer looks for new facts at least this often (this process's publishes wake it at once).
  pollMs?: number;
  // Facts older than this, once every consumer has passed them, are deleted.
  retentionMs?: number;
};

const BATCH = 100;

// Facts in PostgreSQL (embedded profile): one log table in commit order and one row per durable consumer
// with its position and the tries of the fact it is stuck on. A consumer takes the facts after its
// position one at a time, in order; a handler that fails is tried again after the consumer's delay, and
// its tries count across a restart, like JetStream's deliveries. The embedded app is one process, so
// each consumer runs once; publishes from this process wake the consumers at once.
export class PostgresFactTransport implements FactTransport {
  private readonly log: string;
  private readonly consumers: string;
  private readonly schema: string;
  private readonly published = new EventEmitter();
  private readonly consumptions = new Set<{ stop(): Promise<void> }>();
  private ready?: Promise<void>;
  private abandoned = false;

  constructor(private readonly options: PostgresFactTransportOptions) {
    this.schema = options.schema ?? 'facts';
    if (!/^[a-z_][a-z0-9_]*$/i.test(this.schema)) throw new Error(`Invalid fact schema ${this.schema}`);
    this.log = `"${this.schema}".log`;
    this.consumers = `"${this.schema}".consumers`;
    this.published.setMaxListeners(0);
  }

  start(): Promise<void> {
    this.ready ??= inLockedTransaction(this.options.pool, `facts:${this.schema}`, async (client) => {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.schema}"`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.log} (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        subject text NOT NULL,
        envelope jsonb NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now())`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.consumers} (
        name text PRIMARY KEY,
        position bigint NOT NULL DEFAULT 0,
        failing_seq bigint,
        attempts integer NOT NULL DEFAULT 0,
        subjects text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now())`);
    }).then(() => this.prune());
    return this.ready;
  }

  // Sequence numbers are taken in commit order (one publisher at a time), so a consumer that has
  // passed a number never finds an earlier one committed after it.
  async publish(envelopes: readonly FactEnvelope[]): Promise<void> {
    if (!envelopes.length) return;
    await this.start();
    await inLockedTransaction(this.options.pool, `facts-publish:${this.schema}`, async (client) => {
      await client.query(
        `INSERT INTO ${this.log} (id, subject, envelope)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[]) ON CONFLICT (id) DO NOTHING`,
        [envelopes.map((e) => e.id), envelopes.map((e) => e.subject), envelopes.map((e) => JSON.stringify(e))],
      );
    });
    this.published.emit('fact');
  }

  consume(spec: FactConsumerSpec): FactConsumption {
    const { pool } = this.options;
    let stopping = false;
    let wake: (() => void) | undefined;
    const onPublished = () => wake?.();
    this.published.on('fact', onPublished);
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    const run = async () => {
      let failures = 0;
      let registered = false;
      while (!stopping) {
        try {
          await this.start();
          // Its subjects are kept with it, so its lag can be read from the tables alone.
          if (!registered) {
            await pool.query(
              `INSERT INTO ${this.consumers} (name, subjects) VALUES ($1, $2)
               ON CONFLICT (name) DO UPDATE SET subjects = EXCLUDED.subjects`,
              [spec.consumer, spec.subjects],
            );
            registered = true;
          }
          const { rows: state } = await pool.query<{ position: string; failing_seq: string | null; attempts: number }>(
            `SELECT position, failing_seq, attempts FROM ${this.consumers} WHERE name = $1`,
            [spec.consumer],
          );
          const { rows } = await pool.query<{ seq: string; envelope: FactEnvelope }>(
            `SELECT seq, envelope FROM ${this.log} WHERE seq > $1 AND subject = ANY($2::text[]) ORDER BY seq LIMIT ${BATCH}`,
            [state[0]!.position, spec.subjects],
          );
          failures = 0;
          let retryIn: number | undefined;
          for (const row of rows) {
            if (stopping) return;
            const stuck = state[0]!.failing_seq === row.seq ? state[0]!.attempts : 0;
            const attempt = stuck + 1;
            try {
              await spec.handle({ envelope: row.envelope, attempt });
              if (this.abandoned) return;
            } catch {
              if (stopping || this.abandoned) return;
              await pool.query(
                `UPDATE ${this.consumers} SET failing_seq = $2, attempts = $3, updated_at = now() WHERE name = $1`,
                [spec.consumer, row.seq, attempt],
              );
              retryIn = spec.retryDelayMs(attempt);
              break;
            }
            await pool.query(
              `UPDATE ${this.consumers} SET position = $2, failing_seq = NULL, attempts = 0, updated_at = now() WHERE name = $1`,
              [spec.consumer, row.seq],
            );
          }
          if (retryIn !== undefined) await sleep(retryIn);
          else if (rows.length < BATCH) await sleep(this.options.pollMs ?? 1000);
        } catch (error) {
          if (stopping) return;
          failures++;
          if (failures === 1 || failures % 10 === 0)
            log.warn({ consumer: spec.consumer, err: String(error) }, 'fact consumer interrupted; resuming');
          await sleep(Math.min(500 * 2 ** (failures - 1), 5000));
        }
      }
    };
    const done = run();
    const consumption = {
      stop: async () => {
        stopping = true;
        this.published.off('fact', onPublished);
        wake?.();
        await done;
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

  async pending(consumer: string): Promise<number | undefined> {
    try {
      const { rows } = await this.options.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${this.log} l, ${this.consumers} c
          WHERE c.name = $1 AND l.seq > c.position AND l.subject = ANY(c.subjects)`,
        [consumer],
      );
      return Number(rows[0]?.n ?? 0);
    } catch {
      return undefined;
    }
  }

  async forget(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    await this.start();
    const { rowCount } = await this.options.pool.query(`DELETE FROM ${this.log} WHERE envelope::text ~ $1`, [
      ids.map(escapeRegex).join('|'),
    ]);
    return rowCount ?? 0;
  }

  // Facts past the retention that every consumer has passed.
  private async prune(): Promise<void> {
    const retentionMs = this.options.retentionMs ?? 7 * 24 * 60 * 60 * 1000;
    await this.options.pool.query(
      `DELETE FROM ${this.log} WHERE stored_at < now() - make_interval(secs => $1)
         AND seq <= COALESCE((SELECT min(position) FROM ${this.consumers}), 0)`,
      [retentionMs / 1000],
    );
  }

  async abandon(): Promise<void> {
    this.abandoned = true;
    // The loops end at their next step; what they hold is never acknowledged.
    for (const consumption of this.consumptions) void consumption.stop();
    this.consumptions.clear();
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumptions].map((c) => c.stop()));
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
