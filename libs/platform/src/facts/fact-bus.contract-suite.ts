import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { Fact, FactEnvelope } from '@carewith/contracts';
import { testDatabaseUrl, freshSchema } from '../testing/database';
import { expectEventually } from '../testing/eventually';
import { requestContext } from '../logging/request-context';
import { FactBus } from './fact-bus';
import { listDeadLetters, requestReplay } from './dead-letters';
import type { FactHandlerMethod } from './fact-handler';
import type { FactTransport } from './fact-transport.port';

export type FactTransportAdapter = {
  // A transport for one "process" of a deployment; every call of one suite shares its deployment.
  transport: (deployment: string) => FactTransport;
};

type Seen = { factId: string; seniorId: string; attempt?: number; actorId?: string | null; requestId?: string };

// One suite, run against every fact transport (JetStream, PostgreSQL): the same guarantees through the
// FactBus that services use: facts recorded in a transaction arrive at least once and are handled once
// per consumer; a failed handler is tried again; one that keeps failing becomes a dead letter that can
// be replayed; a consumer that dies before acknowledging has the fact delivered again.
export function factBusContract(name: string, adapter: FactTransportAdapter) {
  describe(`facts contract: ${name}`, () => {
    jest.setTimeout(30_000);
    let pool: Pool;
    let schema: string;
    let drop: () => Promise<void>;
    const buses: FactBus[] = [];
    const transports: FactTransport[] = [];
    const deployment = `fc${randomUUID().slice(0, 8)}`;

    const newBus = () => {
      const transport = adapter.transport(deployment);
      transports.push(transport);
      const bus = new FactBus({
        transport,
        pool,
        schema,
        ackWaitMs: 1000,
        retryMs: 50,
        relayPollMs: 100,
        replayPollMs: 100,
      });
      buses.push(bus);
      return bus;
    };
    // Every test's consumer is new and reads the deployment's facts from the start: each test's handlers
    // run only for the loved ones that test made.
    const scoped = () => {
      const mine = new Set<string>();
      const handler = (
        consumer: string,
        run: (fact: Fact<'care.loved-one-changed'>) => Promise<void>,
        maxAttempts = 8,
      ): FactHandlerMethod => ({
        subjects: ['care.loved-one-changed'],
        options: { consumer, maxAttempts, concurrency: 2 },
        instance: {},
        method: 'handle',
        run: async (fact) => {
          const own = fact as Fact<'care.loved-one-changed'>;
          if (mine.has(own.data.seniorId)) await run(own);
        },
      });
      const changed = (seniorId = randomUUID()) => {
        mine.add(seniorId);
        return { seniorId, careTeamId: randomUUID(), changes: ['timeZone' as const] };
      };
      return { handler, changed };
    };
    const recordInTransaction = async (
      bus: FactBus,
      data: { seniorId: string; careTeamId: string; changes: 'timeZone'[] },
      commit = true,
    ) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await bus.record(client, 'care.loved-one-changed', data);
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
      } finally {
        client.release();
      }
    };

    beforeAll(async () => {
      ({ schema, drop } = await freshSchema('facts'));
      pool = new Pool({ connectionString: testDatabaseUrl(), max: 6 });
    });
    afterAll(async () => {
      for (const bus of buses) await bus.stop().catch(() => undefined);
      for (const transport of transports) await transport.close().catch(() => undefined);
      await pool.end();
      await drop();
    });

    it('delivers a fact recorded in a committed transaction, with its actor and request, and none of a rolled-back one', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      await bus.start();
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(`test.${randomUUID().slice(0, 6)}`, async (fact) => {
          seen.push({
            factId: fact.id,
            seniorId: fact.data.seniorId,
            actorId: fact.actorId,
            requestId: requestContext.getStore()?.requestId,
          });
        }),
      ]);
      bus.startRelay();
      const actorId = randomUUID();
      const kept = changed();
      await requestContext.run({ requestId: 'req-facts-1', actorId }, () => recordInTransaction(bus, kept));
      await recordInTransaction(bus, changed(), false);
      await expectEventually(() => expect(seen).toHaveLength(1));
      expect(seen[0]).toMatchObject({ seniorId: kept.seniorId, actorId, requestId: 'req-facts-1' });
      // Nothing more arrives (the rolled-back one never will).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen).toHaveLength(1);
      const [outbox] = (await pool.query(`SELECT count(*)::int AS n FROM "${schema}".fact_outbox`)).rows;
      expect(outbox.n).toBe(0);
    });

    it('handles a fact once per consumer however often it is published', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(`test.${randomUUID().slice(0, 6)}`, async (fact) => {
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
        }),
      ]);
      const envelope: FactEnvelope = bus.envelope('care.loved-one-changed', changed());
      await bus.publishEnvelopes([envelope]);
      await bus.publishEnvelopes([envelope]);
      await bus.publish('care.loved-one-changed', changed());
      await expectEventually(() => expect(seen).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen.filter((s) => s.factId === envelope.id)).toHaveLength(1);
    });

    it('tries a handler that throws again until it succeeds', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const consumer = `test.${randomUUID().slice(0, 6)}`;
      let calls = 0;
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(consumer, async (fact) => {
          calls++;
          if (calls < 3) throw new Error(`not yet (${calls})`);
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
        }),
      ]);
      const data = changed();
      await bus.publish('care.loved-one-changed', data);
      await expectEventually(() => expect(seen).toHaveLength(1), { timeoutMs: 10_000 });
      expect(calls).toBe(3);
      expect(await bus.deadLetters(consumer)).toEqual([]);
    });

    it('keeps a fact whose handler keeps failing among the dead letters, and replays it', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const consumer = `test.${randomUUID().slice(0, 6)}`;
      let broken = true;
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(
          consumer,
          async (fact) => {
            if (broken) throw new Error('the mail server refused it');
            seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
          },
          3,
        ),
      ]);
      const data = changed();
      await bus.publish('care.loved-one-changed', data);
      await expectEventually(async () => expect(await bus.deadLetters(consumer)).toHaveLength(1), {
        timeoutMs: 10_000,
      });
      const [dead] = await bus.deadLetters(consumer);
      expect(dead).toMatchObject({ consumer, subject: 'care.loved-one-changed', attempts: 3 });
      expect(dead!.error).toContain('refused');
      // The consumer goes on with later facts.
      broken = false;
      const later = changed();
      await bus.publish('care.loved-one-changed', later);
      await expectEventually(() => expect(seen.map((s) => s.seniorId)).toEqual([later.seniorId]));
      expect(await bus.replay(consumer)).toBe(1);
      expect(seen.map((s) => s.seniorId)).toEqual([later.seniorId, data.seniorId]);
      expect(await bus.deadLetters(consumer)).toEqual([]);
    });

    it('delivers again a fact whose consumer died before acknowledging it', async () => {
      const { handler, changed } = scoped();
      const consumer = `test.${randomUUID().slice(0, 6)}`;
      const first = newBus();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken = 0;
      await first.startConsumers([
        handler(consumer, async () => {
          taken++;
          await released;
          throw new Error('this process is gone');
        }),
      ]);
      const data = changed();
      await first.publish('care.loved-one-changed', data);
      await expectEventually(() => expect(taken).toBe(1));
      // The process dies: its delivery is never acknowledged.
      await transports.at(-1)!.abandon();
      const second = newBus();
      const seen: Seen[] = [];
      await second.startConsumers([
        handler(consumer, async (fact) => {
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
        }),
      ]);
      await expectEventually(() => expect(seen.map((s) => s.seniorId)).toEqual([data.seniorId]), { timeoutMs: 15_000 });
      release();
      expect(await second.deadLetters(consumer)).toEqual([]);
    });

    it('does not handle again a fact handled just before its consumer died, unacknowledged', async () => {
      const { handler, changed } = scoped();
      const consumer = `test.${randomUUID().slice(0, 6)}`;
      const seen: Seen[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const first = newBus();
      await first.startConsumers([
        handler(consumer, async (fact) => {
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
          await released;
        }),
      ]);
      const data = changed();
      await first.publish('care.loved-one-changed', data);
      await expectEventually(() => expect(seen).toHaveLength(1));
      // It dies as the handler finishes: the work is done, the acknowledgement never sent.
      await transports.at(-1)!.abandon();
      release();
      const second = newBus();
      const deliveries: string[] = [];
      await second.startConsumers([
        handler(consumer, async (fact) => {
          deliveries.push(fact.id);
        }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(deliveries).toEqual([]);
      expect(seen.map((s) => s.seniorId)).toEqual([data.seniorId]);
    });

    it('shows its dead letters to an operator, and replays the ones an operator asks for', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const consumer = `test.${randomUUID().slice(0, 6)}`;
      let broken = true;
      const seen: string[] = [];
      await bus.startConsumers([
        handler(
          consumer,
          async (fact) => {
            if (broken) throw new Error('refused');
            seen.push(fact.data.seniorId);
          },
          1,
        ),
      ]);
      const data = changed();
      await bus.publish('care.loved-one-changed', data);
      const listed = await expectEventually(async () => {
        const rows = (await listDeadLetters(pool, { schema })).filter((r) => r.consumer === consumer);
        expect(rows).toHaveLength(1);
        return rows;
      });
      expect(listed[0]).toMatchObject({
        schema,
        subject: 'care.loved-one-changed',
        attempts: 1,
        replayRequested: false,
      });
      broken = false;
      expect(await requestReplay(pool, { schema, consumer })).toBe(1);
      await expectEventually(() => expect(seen).toEqual([data.seniorId]));
      await expectEventually(async () =>
        expect((await listDeadLetters(pool, { schema })).filter((r) => r.consumer === consumer)).toEqual([]),
      );
    });

    it('forgets the facts that name an erased loved one, and keeps the others', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const erased = changed();
      const kept = changed();
      await bus.publish('care.loved-one-changed', erased);
      await bus.publish('care.loved-one-changed', kept);
      await bus.forget([erased.seniorId]);
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(`test.${randomUUID().slice(0, 6)}`, async (fact) => {
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
        }),
      ]);
      await expectEventually(() => expect(seen.map((s) => s.seniorId)).toEqual([kept.seniorId]));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen.map((s) => s.seniorId)).toEqual([kept.seniorId]);
    });

    // A loved one's erasure forgets twice (games, then care): when the first took the last fact there
    // was, the second still reads to the end (it once waited for a fact that would never come).
    it('forgets again after the last fact there was has been forgotten', async () => {
      const { handler, changed } = scoped();
      const bus = newBus();
      const kept = changed();
      const erased = changed();
      await bus.publish('care.loved-one-changed', kept);
      await bus.publish('care.loved-one-changed', erased);
      await bus.forget([erased.seniorId]);
      await bus.forget([randomUUID()]);
      const seen: Seen[] = [];
      await bus.startConsumers([
        handler(`test.${randomUUID().slice(0, 6)}`, async (fact) => {
          seen.push({ factId: fact.id, seniorId: fact.data.seniorId });
        }),
      ]);
      await expectEventually(() => expect(seen.map((s) => s.seniorId)).toEqual([kept.seniorId]));
    });
  });
}
