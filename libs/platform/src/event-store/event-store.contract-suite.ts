// The behaviour every EventStore adapter must show. Each adapter's .int.spec.ts calls eventStoreContract().
// Jest globals are imported explicitly so the platform build (types: node only) still compiles this file.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { expectEventually } from '../testing/eventually';
import {
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  readStreamsOneByOne,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.port';

// Generous: subscriptions of a shared database can be held back by other sessions' transactions.
const TEST_TIMEOUT_MS = 60_000;
const EVENTUALLY = { timeoutMs: 30_000 };

const rand = () => randomBytes(6).toString('hex');
const newStreamId = (prefix = 'contract') => `${prefix}-${rand()}`;
// ESDB insists on UUID event ids.
const event = (type = 'Happened', data: unknown = { n: rand() }, metadata?: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  ...(metadata ? { metadata } : {}),
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, it resolved');
}

async function expectWrongRevision(promise: Promise<unknown>, actual?: number | 'no_stream'): Promise<void> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  if (actual !== undefined) expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}

// What an adapter's setup hands the suite. killConnections, when given, cuts the store's connections to
// its backend while an append is in flight (a crash between a batch and its reply); without it that case
// is skipped.
export type ContractSetup = {
  store: EventStore;
  teardown: () => Promise<void>;
  killConnections?: () => Promise<void>;
};

export function eventStoreContract(
  name: string,
  setup: () => Promise<ContractSetup>,
  // When set, every contract test is registered but reported as skipped (e.g. no backend on this machine).
  options: { skipReason?: string } = {},
): void {
  const describeContract = options.skipReason ? describe.skip : describe;
  const title = options.skipReason
    ? `EventStore contract: ${name} (${options.skipReason})`
    : `EventStore contract: ${name}`;
  describeContract(title, () => {
    let store: EventStore;
    let teardown: (() => Promise<void>) | undefined;
    let killConnections: (() => Promise<void>) | undefined;
    const subscriptions: Subscription[] = [];

    const subscribe = (...args: Parameters<EventStore['subscribeToAll']>) => {
      const subscription = store.subscribeToAll(...args);
      subscriptions.push(subscription);
      return subscription;
    };

    beforeAll(async () => {
      ({ store, teardown, killConnections } = await setup());
    }, TEST_TIMEOUT_MS);

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
    });

    afterAll(async () => {
      await teardown?.();
    }, TEST_TIMEOUT_MS);

    describe('append and readStream', () => {
      it(
        'returns the appended events with revisions 0..n-1, types, data and metadata',
        async () => {
          const streamId = newStreamId();
          const first = [
            event('Created', { name: 'Ada', tags: ['a', 'b'], nested: { ok: true } }, { correlationId: 'c-1' }),
            event('Renamed', ['just', 'an', 'array']),
            event('Noted', 'a string'),
          ];
          expect(await store.append(streamId, first, { expectedRevision: 'no_stream' })).toEqual({
            nextRevision: 2,
            duplicate: false,
          });
          const second = [event('Closed', { at: 1 }), event('Reopened', { at: 2 }, { actor: 'x' })];
          expect(await store.append(streamId, second, { expectedRevision: 2 })).toEqual({
            nextRevision: 4,
            duplicate: false,
          });

          const read = await store.readStream(streamId);
          const written = [...first, ...second];
          expect(read.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
          expect(read.map((e) => ({ id: e.id, streamId: e.streamId, type: e.type, data: e.data }))).toEqual(
            written.map((e) => ({ id: e.id, streamId, type: e.type, data: e.data })),
          );
          expect(read.map((e) => e.metadata)).toEqual(written.map((e) => e.metadata ?? {}));
          for (const e of read) {
            expect(e.createdAt).toBeInstanceOf(Date);
            expect(typeof e.checkpoint).toBe('string');
            expect(e.checkpoint).not.toBe('');
          }
          expect(new Set(read.map((e) => e.checkpoint)).size).toBe(read.length);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'reads several streams at once as each alone, an unknown or deleted one as empty',
        async () => {
          const [a, b, gone, unknown] = [newStreamId(), newStreamId(), newStreamId(), newStreamId()];
          await store.append(a, [event('One'), event('Two', { n: 2 }, { actor: 'x' })]);
          await store.append(b, [event()]);
          await store.append(gone, [event()]);
          await store.deleteStream(gone);
          const ids = [b, unknown, a, gone];
          const expected = new Map(await Promise.all(ids.map(async (id) => [id, await store.readStream(id)] as const)));
          expect(expected.get(a)).toHaveLength(2);
          const read = await store.readStreams(ids);
          expect([...read.keys()].sort()).toEqual([...ids].sort());
          expect(read).toEqual(expected);
          // The fallback of adapters that read one stream per call answers the same.
          expect(await readStreamsOneByOne(store, ids, 2)).toEqual(expected);
          expect(await store.readStreams([])).toEqual(new Map());
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'reads a stream from a revision on (past its end: nothing)',
        async () => {
          const streamId = newStreamId();
          await store.append(streamId, [event(), event(), event()]);
          expect((await store.readStream(streamId, { fromRevision: 1 })).map((e) => e.revision)).toEqual([1, 2]);
          expect(await store.readStream(streamId, { fromRevision: 3 })).toEqual([]);
          expect(await store.readStream(newStreamId(), { fromRevision: 2 })).toEqual([]);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'reads an unknown stream as empty and keeps streams apart',
        async () => {
          const a = newStreamId();
          const b = newStreamId();
          expect(await store.readStream(a)).toEqual([]);
          await store.append(a, [event()]);
          await store.append(b, [event(), event()]);
          await store.append(a, [event()]);
          expect((await store.readStream(a)).map((e) => e.revision)).toEqual([0, 1]);
          expect((await store.readStream(b)).map((e) => e.revision)).toEqual([0, 1]);
        },
        TEST_TIMEOUT_MS,
      );
    });

    describe('deleteStream', () => {
      it(
        'erases one stream: it reads as empty, other streams are untouched, an unknown stream is a no-op',
        async () => {
          const gone = newStreamId();
          const kept = newStreamId();
          await store.append(gone, [event(), event()]);
          await store.append(kept, [event()]);
          await store.deleteStream(gone);
          expect(await store.readStream(gone)).toEqual([]);
          expect((await store.readStream(kept)).map((e) => e.revision)).toEqual([0]);
          await expect(store.deleteStream(newStreamId())).resolves.toBeUndefined();
          await expect(store.deleteStream(gone)).resolves.toBeUndefined();
        },
        TEST_TIMEOUT_MS,
      );
    });

    describe('expected revision', () => {
      it(
        "rejects 'no_stream' on an existing stream and writes nothing",
        async () => {
          const streamId = newStreamId();
          await store.append(streamId, [event()], { expectedRevision: 'no_stream' });
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 'no_stream' }), 0);
          expect(await store.readStream(streamId)).toHaveLength(1);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'rejects a stale or too-new numeric revision and accepts the current one',
        async () => {
          const streamId = newStreamId();
          await store.append(streamId, [event(), event()], { expectedRevision: 'no_stream' });
          await store.append(streamId, [event()], { expectedRevision: 1 });
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 1 }), 2);
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 0 }), 2);
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 7 }), 2);
          expect(await store.readStream(streamId)).toHaveLength(3);
          expect(await store.append(streamId, [event()], { expectedRevision: 2 })).toEqual({
            nextRevision: 3,
            duplicate: false,
          });
        },
        TEST_TIMEOUT_MS,
      );

      it(
        "handles 'stream_exists', 'any' and a numeric revision on a missing stream",
        async () => {
          const streamId = newStreamId();
          await expectWrongRevision(
            store.append(streamId, [event()], { expectedRevision: 'stream_exists' }),
            'no_stream',
          );
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 0 }), 'no_stream');
          expect(await store.readStream(streamId)).toEqual([]);
          expect(await store.append(streamId, [event()], { expectedRevision: 'any' })).toEqual({
            nextRevision: 0,
            duplicate: false,
          });
          expect(await store.append(streamId, [event()])).toEqual({ nextRevision: 1, duplicate: false });
          expect(await store.append(streamId, [event()], { expectedRevision: 'stream_exists' })).toEqual({
            nextRevision: 2,
            duplicate: false,
          });
        },
        TEST_TIMEOUT_MS,
      );
    });

    describe('concurrency', () => {
      it(
        'lets exactly one of two concurrent appends with the same expected revision win',
        async () => {
          // Several rounds, because a single pair may happen not to overlap.
          for (let round = 0; round < 10; round++) {
            const streamId = newStreamId();
            await store.append(streamId, [event()], { expectedRevision: 'no_stream' });
            const [a, b] = [event('A'), event('B')];
            const results = await Promise.allSettled([
              store.append(streamId, [a], { expectedRevision: 0 }),
              store.append(streamId, [b], { expectedRevision: 0 }),
            ]);
            const won = results.filter((r) => r.status === 'fulfilled');
            const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
            expect(won).toHaveLength(1);
            expect(lost).toHaveLength(1);
            expect(lost[0].reason).toBeInstanceOf(WrongExpectedRevisionError);
            const read = await store.readStream(streamId);
            expect(read.map((e) => e.revision)).toEqual([0, 1]);
            expect([a.id, b.id]).toContain(read[1].id);
          }
        },
        TEST_TIMEOUT_MS,
      );

      it(
        "lets exactly one of several concurrent 'no_stream' appends create the stream",
        async () => {
          const streamId = newStreamId();
          const attempts = Array.from({ length: 5 }, () => event());
          const results = await Promise.allSettled(
            attempts.map((e) => store.append(streamId, [e], { expectedRevision: 'no_stream' })),
          );
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          for (const r of results)
            if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0]);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'never loses or duplicates a revision under optimistic retry by many writers',
        async () => {
          const streamId = newStreamId();
          const writers = 6;
          const perWriter = 5;
          const written: string[] = [];
          const writer = async (w: number) => {
            for (let i = 0; i < perWriter; i++) {
              const e = event('Written', { w, i });
              for (;;) {
                const current = await store.readStream(streamId);
                const expectedRevision = current.length === 0 ? ('no_stream' as const) : current.length - 1;
                try {
                  await store.append(streamId, [e], { expectedRevision });
                  written.push(e.id);
                  break;
                } catch (error) {
                  // Lost the race: re-read and try again; anything else is a failure.
                  if (!(error instanceof WrongExpectedRevisionError)) throw error;
                }
              }
            }
          };
          await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.revision)).toEqual(Array.from({ length: writers * perWriter }, (_, i) => i));
          expect(read.map((e) => e.id).sort()).toEqual([...written].sort());
        },
        TEST_TIMEOUT_MS,
      );
    });

    // Appends asked for in the same turn of the event loop: an adapter with group commit (PostgreSQL)
    // sends them in one statement; each must still get its own outcome.
    describe('appends sent together (one batch where the adapter batches)', () => {
      it(
        'lets exactly one of two appends with the same expected revision win, the other conflicts',
        async () => {
          for (let round = 0; round < 5; round++) {
            const streamId = newStreamId();
            await store.append(streamId, [event()], { expectedRevision: 'no_stream' });
            const [a, b] = [event('A'), event('B')];
            const neighbours = Array.from({ length: 6 }, () => store.append(newStreamId(), [event()]));
            const results = await Promise.allSettled([
              store.append(streamId, [a], { expectedRevision: 0 }),
              store.append(streamId, [b], { expectedRevision: 0 }),
            ]);
            await Promise.all(neighbours);
            const won = results.filter((r) => r.status === 'fulfilled');
            const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
            expect(won).toHaveLength(1);
            expect(won[0]).toEqual({ status: 'fulfilled', value: { nextRevision: 1, duplicate: false } });
            expect(lost).toHaveLength(1);
            expect(lost[0].reason).toBeInstanceOf(WrongExpectedRevisionError);
            expect((lost[0].reason as WrongExpectedRevisionError).actual).toBe(1);
            const read = await store.readStream(streamId);
            expect(read.map((e) => e.revision)).toEqual([0, 1]);
            const winner = results[0].status === 'fulfilled' ? a : b;
            expect(read[1].id).toBe(winner.id);
          }
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'appends the same event id sent twice together once, the second answered as a duplicate',
        async () => {
          const streamId = newStreamId();
          const a = event('A');
          const results = await Promise.all([
            store.append(streamId, [a], { expectedRevision: 'no_stream' }),
            store.append(streamId, [a], { expectedRevision: 'no_stream' }),
            store.append(newStreamId(), [event()]),
          ]);
          expect(results.slice(0, 2).sort((x, y) => Number(x.duplicate) - Number(y.duplicate))).toEqual([
            { nextRevision: 0, duplicate: false },
            { nextRevision: 0, duplicate: true },
          ]);
          expect((await store.readStream(streamId)).map((e) => e.id)).toEqual([a.id]);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'fails only the conflicting appends, never their neighbours, and answers a retry among them as a duplicate',
        async () => {
          const [stale, created, retried] = [newStreamId(), newStreamId(), newStreamId()];
          await store.append(stale, [event(), event()], { expectedRevision: 'no_stream' });
          await store.append(created, [event()], { expectedRevision: 'no_stream' });
          const again = event();
          await store.append(retried, [again], { expectedRevision: 'no_stream' });
          const streams = Array.from({ length: 12 }, () => newStreamId());
          const written = streams.map(() => event());
          const results = await Promise.allSettled([
            ...streams.slice(0, 6).map((s, i) => store.append(s, [written[i]], { expectedRevision: 'no_stream' })),
            store.append(stale, [event()], { expectedRevision: 0 }),
            store.append(created, [event()], { expectedRevision: 'no_stream' }),
            store.append(retried, [again], { expectedRevision: 'no_stream' }),
            ...streams.slice(6).map((s, i) => store.append(s, [written[i + 6]], { expectedRevision: 'any' })),
          ]);
          expect(results[6]).toMatchObject({ status: 'rejected', reason: { actual: 1 } });
          expect(results[7]).toMatchObject({ status: 'rejected', reason: { actual: 0 } });
          for (const r of results.slice(6, 8))
            expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
          expect(results[8]).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: true } });
          for (const r of [...results.slice(0, 6), ...results.slice(9)])
            expect(r).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
          for (const [i, streamId] of streams.entries())
            expect((await store.readStream(streamId)).map((e) => e.id)).toEqual([written[i].id]);
          expect(await store.readStream(stale)).toHaveLength(2);
          expect(await store.readStream(created)).toHaveLength(1);
          expect((await store.readStream(retried)).map((e) => e.id)).toEqual([again.id]);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'loses no acknowledged append when its connections are killed mid-batch; the rest are rejected',
        async () => {
          if (!killConnections) return;
          const streams = Array.from({ length: 16 }, () => newStreamId());
          const acknowledged: { streamId: string; id: string }[] = [];
          const rejected: { streamId: string; id: string }[] = [];
          let killing = false;
          let killed = false;
          let ackedAtKill = -1;
          // 16 writers append one event at a time to their own stream until well after the kill.
          const writer = async (streamId: string) => {
            for (let i = 0; i < 400 && !(killed && acknowledged.length > ackedAtKill + 32); i++) {
              const e = event('N', { i });
              try {
                await store.append(streamId, [e]);
                acknowledged.push({ streamId, id: e.id });
              } catch {
                rejected.push({ streamId, id: e.id });
              }
              // One writer crashes the connections while the others keep appending.
              if (!killing && acknowledged.length >= 64) {
                killing = true;
                await killConnections!();
                killed = true;
                ackedAtKill = acknowledged.length;
              }
            }
          };
          await Promise.all(streams.map(writer));
          expect(killed).toBe(true);
          // The kill cut at least one batch short (else this test proved nothing), and the store recovered.
          expect(rejected.length).toBeGreaterThan(0);
          expect(acknowledged.length).toBeGreaterThan(ackedAtKill);
          const stored = new Set<string>();
          for (const streamId of streams) for (const e of await store.readStream(streamId)) stored.add(e.id);
          for (const { id } of acknowledged) expect(stored.has(id)).toBe(true);
        },
        TEST_TIMEOUT_MS,
      );
    });

    describe('idempotent append by event id', () => {
      it(
        'writes a retried event once and reports the retry as duplicate',
        async () => {
          const streamId = newStreamId();
          const a = event('A');
          expect(await store.append(streamId, [a], { expectedRevision: 'no_stream' })).toEqual({
            nextRevision: 0,
            duplicate: false,
          });
          // Same request again (same expected revision).
          expect(await store.append(streamId, [a], { expectedRevision: 'no_stream' })).toEqual({
            nextRevision: 0,
            duplicate: true,
          });
          expect(await store.append(streamId, [a], { expectedRevision: 'any' })).toEqual({
            nextRevision: 0,
            duplicate: true,
          });
          expect(await store.readStream(streamId)).toHaveLength(1);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'treats a retried batch as duplicate even after its expected revision went stale',
        async () => {
          const streamId = newStreamId();
          const [a, b, c] = [event('A'), event('B'), event('C')];
          await store.append(streamId, [a], { expectedRevision: 'no_stream' });
          expect(await store.append(streamId, [b, c], { expectedRevision: 0 })).toEqual({
            nextRevision: 2,
            duplicate: false,
          });
          expect(await store.append(streamId, [b, c], { expectedRevision: 0 })).toEqual({
            nextRevision: 2,
            duplicate: true,
          });
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.id)).toEqual([a.id, b.id, c.id]);
          // A new event with a reused-but-stale revision is still a conflict, not a duplicate.
          await expectWrongRevision(store.append(streamId, [event()], { expectedRevision: 0 }), 2);
        },
        TEST_TIMEOUT_MS,
      );
    });

    describe('subscribeToAll', () => {
      it(
        'delivers every event of its prefix in order exactly once, and resumes strictly after a checkpoint',
        async () => {
          const prefix = `sub${rand()}-`;
          const s1 = `${prefix}one`;
          const s2 = `${prefix}two`;
          const outside = `${prefix.slice(0, -1)}x-other`; // shares all but the last char of the prefix
          const [e1, e2, e3, e4] = [event('E1'), event('E2'), event('E3'), event('E4')];
          await store.append(s1, [e1, e2]);
          await store.append(outside, [event('Outside')]);
          await store.append(s2, [e3]);

          const seen: RecordedEvent[] = [];
          subscribe({ from: null, streamPrefix: prefix, handler: async (e) => void seen.push(e) });
          // One more after the subscription started (live, not catch-up).
          await store.append(s1, [e4]);
          const marker1 = event('Marker');
          await store.append(s2, [marker1]);
          await expectEventually(() => expect(seen.map((e) => e.id)).toContain(marker1.id), EVENTUALLY);
          expect(seen.map((e) => e.id)).toEqual([e1.id, e2.id, e3.id, e4.id, marker1.id]);
          expect(seen.map((e) => [e.streamId, e.revision])).toEqual([
            [s1, 0],
            [s1, 1],
            [s2, 0],
            [s1, 2],
            [s2, 1],
          ]);
          expect(seen[0]).toMatchObject({ type: 'E1', data: e1.data, metadata: {} });
          await Promise.all(subscriptions.splice(0).map((s) => s.stop()));

          const checkpoint = seen[seen.length - 1].checkpoint;
          const [e5, e6] = [event('E5'), event('E6')];
          await store.append(s2, [e5]);
          await store.append(outside, [event('Outside')]);
          await store.append(s1, [e6]);

          const resumed: RecordedEvent[] = [];
          subscribe({ from: checkpoint, streamPrefix: prefix, handler: async (e) => void resumed.push(e) });
          const marker2 = event('Marker');
          await store.append(s1, [marker2]);
          await expectEventually(() => expect(resumed.map((e) => e.id)).toContain(marker2.id), EVENTUALLY);
          expect(resumed.map((e) => e.id)).toEqual([e5.id, e6.id, marker2.id]);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'sees every event exactly once while many appends run concurrently',
        async () => {
          const prefix = `conc${rand()}-`;
          const streams = Array.from({ length: 8 }, (_, i) => `${prefix}${i}`);
          const seen: RecordedEvent[] = [];
          subscribe({ from: null, streamPrefix: prefix, handler: async (e) => void seen.push(e) });
          const appended: string[] = [];
          await Promise.all(
            streams.map(async (streamId) => {
              for (let i = 0; i < 4; i++) {
                const batch = [event('N', { i }), event('N', { i })];
                await store.append(streamId, batch);
                appended.push(...batch.map((e) => e.id));
              }
            }),
          );
          await expectEventually(() => expect(seen).toHaveLength(appended.length), EVENTUALLY);
          const marker = event('Marker');
          await store.append(streams[0], [marker]);
          await expectEventually(() => expect(seen.map((e) => e.id)).toContain(marker.id), EVENTUALLY);
          expect(seen.map((e) => e.id).sort()).toEqual([...appended, marker.id].sort());
          // Within each stream, revisions arrive in order.
          for (const streamId of streams) {
            const revisions = seen.filter((e) => e.streamId === streamId).map((e) => e.revision);
            expect(revisions).toEqual(revisions.map((_, i) => i));
          }
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'with types, hands over only those events, with their data, and moves past the others',
        async () => {
          const prefix = `typed${rand()}-`;
          const batches: RecordedEvent[][] = [];
          const wanted = [event('Done', { n: 1 }), event('Done', { n: 2 })];
          await store.append(`${prefix}1`, [event('Step'), wanted[0], event('Step')]);
          subscribe({
            streamPrefix: prefix,
            types: ['Done'],
            handleBatch: async (events) => void batches.push(events),
          });
          await store.append(`${prefix}2`, [event('Step'), event('Step')]);
          await store.append(`${prefix}2`, [wanted[1]]);
          await expectEventually(
            () => expect(batches.flat().map((e) => e.id)).toEqual(wanted.map((e) => e.id)),
            EVENTUALLY,
          );
          expect(batches.flat().map((e) => [e.type, e.data])).toEqual([
            ['Done', { n: 1 }],
            ['Done', { n: 2 }],
          ]);
          // A batch of only passed-over events is never handed over.
          expect(batches.every((b) => b.length > 0)).toBe(true);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'handleBatch gets every event once, in order, in non-empty batches',
        async () => {
          const prefix = `batch${rand()}-`;
          const batches: RecordedEvent[][] = [];
          const written = [event('A'), event('B'), event('C')];
          await store.append(`${prefix}1`, written.slice(0, 2));
          subscribe({ streamPrefix: prefix, handleBatch: async (events) => void batches.push(events) });
          await store.append(`${prefix}2`, written.slice(2));
          await expectEventually(
            () => expect(batches.flat().map((e) => e.id)).toEqual(written.map((e) => e.id)),
            EVENTUALLY,
          );
          expect(batches.every((b) => b.length > 0)).toBe(true);
          expect(() => store.subscribeToAll({ streamPrefix: prefix })).toThrow(TypeError);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'stops and reports when the handler throws',
        async () => {
          const prefix = `err${rand()}-`;
          const streamId = `${prefix}s`;
          const failure = new Error('handler failed');
          const calls: string[] = [];
          const errors: unknown[] = [];
          const [a, b, c] = [event('A'), event('B'), event('C')];
          await store.append(streamId, [a, b, c]);
          subscribe({
            streamPrefix: prefix,
            handler: async (e) => {
              calls.push(e.id);
              if (e.id === b.id) throw failure;
            },
            onError: (error) => errors.push(error),
          });
          await expectEventually(() => expect(errors).toEqual([failure]), EVENTUALLY);
          // Give a healthy subscription the chance to (wrongly) carry on: it must not.
          const probe: string[] = [];
          subscribe({ streamPrefix: prefix, handler: async (e) => void probe.push(e.id) });
          await store.append(streamId, [event('D')]);
          await expectEventually(() => expect(probe).toHaveLength(4), EVENTUALLY);
          expect(calls).toEqual([a.id, b.id]);
          expect(errors).toHaveLength(1);
        },
        TEST_TIMEOUT_MS,
      );

      it(
        'stop() resolves only once the in-flight handler call has finished',
        async () => {
          const prefix = `stop${rand()}-`;
          let inFlight = 0;
          let started = 0;
          let release: () => void = () => undefined;
          const gate = new Promise<void>((resolve) => (release = resolve));
          const subscription = subscribe({
            streamPrefix: prefix,
            handler: async () => {
              inFlight++;
              started++;
              await gate;
              inFlight--;
            },
          });
          await store.append(`${prefix}s`, [event(), event()]);
          await expectEventually(() => expect(started).toBe(1), EVENTUALLY);
          let stopped = false;
          const stopping = subscription.stop().then(() => (stopped = true));
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(stopped).toBe(false);
          release();
          await stopping;
          expect(inFlight).toBe(0);
          // The second event is not handed over once stop() was asked for.
          expect(started).toBe(1);
        },
        TEST_TIMEOUT_MS,
      );
    });
  });
}
