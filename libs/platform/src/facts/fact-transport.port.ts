import type { FactEnvelope } from '@carewith/contracts';

// Where facts travel between services: a durable log with durable consumers. Adapters: NATS JetStream
// (distributed profile, jetstream-fact-transport.ts) and a PostgreSQL table (embedded profile,
// postgres-fact-transport.ts); both are held to fact-transport.contract-suite.ts.

// One delivery of a fact to a consumer: attempt 1 the first time, counting every redelivery (after a
// handler failed, or after a consumer died before acknowledging it).
export type FactDelivery = { envelope: FactEnvelope; attempt: number };

export type FactConsumerSpec = {
  // The durable consumer's name: its position survives restarts, and replicas share its deliveries.
  consumer: string;
  subjects: readonly string[];
  // A delivery not acknowledged within this long (its process died) is delivered again.
  ackWaitMs: number;
  // Deliveries handled at once by this process.
  concurrency: number;
  // Resolves: the fact is acknowledged. Rejects: it is delivered again after retryDelayMs(attempt).
  handle(delivery: FactDelivery): Promise<void>;
  retryDelayMs(attempt: number): number;
};

export type FactConsumption = {
  // Stops taking deliveries and waits for the ones in hand; an unfinished one is not acknowledged.
  stop(): Promise<void>;
};

export interface FactTransport {
  // Creates the stream or tables (idempotent).
  start(): Promise<void>;
  // Stored durably once it resolves; a fact whose id is already stored is not stored again.
  publish(envelopes: readonly FactEnvelope[]): Promise<void>;
  consume(spec: FactConsumerSpec): FactConsumption;
  // Facts stored for the consumer and not yet acknowledged by it (undefined when it cannot tell now).
  pending(consumer: string): Promise<number | undefined>;
  // Erasure: removes every stored fact that names one of these ids (a loved one's, their activities').
  forget(ids: readonly string[]): Promise<number>;
  close(): Promise<void>;
  // What a process that dies does (tests): stops at once, acknowledging nothing more, not even the
  // deliveries in hand when they finish.
  abandon(): Promise<void>;
}
