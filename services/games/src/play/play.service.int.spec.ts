import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { gameStreamId } from '@carewith/contracts';
import { PostgresEventStore } from '@carewith/platform';
import { freshSchema, testDatabaseUrl } from '@carewith/platform/testing';
import type { PlayLinksService } from '../links/play-links.service';
import type { GameInstanceEntity } from '../read-model/game-instance.entity';
import type { MagicLinkEntity } from '../read-model/magic-link.entity';
import { withCommandBus } from '../testing/games-commands';
import { PlayService } from './play.service';

jest.setTimeout(60_000);

// Two games replicas, each with its own stream cache, over one real event store: a replica whose
// cache fell behind must neither lose nor duplicate an answer.
describe('PlayService stream cache across replicas (real Postgres event store)', () => {
  let pool: Pool;
  let store: PostgresEventStore;
  let drop: () => Promise<void>;
  const gameId = randomUUID();
  const instance = {
    id: gameId,
    templateId: 'grandkid-match',
    configJSON: {
      title: 'T',
      steps: [
        { id: 'a', question: 'Q1?', options: ['A', 'B'], correctAnswer: 'A' },
        { id: 'b', question: 'Q2?', options: ['A', 'B'], correctAnswer: 'B' },
        { id: 'c', question: 'Q3?', options: ['A', 'B'], correctAnswer: 'A' },
      ],
    },
  } as unknown as GameInstanceEntity;
  // Link resolution is the database's job elsewhere; here every token opens this activity.
  const links = {
    resolve: async () => ({ link: { id: randomUUID() } as MagicLinkEntity, instance }),
  } as unknown as PlayLinksService;
  const replicas: { close: () => Promise<void> }[] = [];
  const replica = async () => {
    const built = await withCommandBus(PlayService, { store, links });
    replicas.push(built);
    return built.service;
  };

  beforeAll(async () => {
    const fresh = await freshSchema('play');
    drop = fresh.drop;
    pool = new Pool({ connectionString: testDatabaseUrl(), max: 4 });
    store = new PostgresEventStore({ pool, schema: fresh.schema });
    await store.init();
  });
  afterAll(async () => {
    for (const r of replicas) await r.close();
    await store.close();
    await pool.end();
    await drop();
  });

  it('a replica with a stale cache appends after a conflict, and a retry on another replica is a duplicate', async () => {
    const [one, two] = [await replica(), await replica()];
    await one.record('t', { type: 'START', payload: {} });
    // Both replicas have the stream cached now.
    await two.record('t', { type: 'STEP', payload: { step: 0, answer: 'A' } });
    // one's cache is behind (it has not seen two's STEP): its append conflicts, reloads, succeeds.
    const retried = randomUUID();
    expect(await one.record('t', { eventId: retried, type: 'STEP', payload: { step: 1, answer: 'B' } })).toEqual({
      ok: true,
      duplicate: false,
    });
    // The same request retried through the other (now stale) replica is recognised.
    expect(await two.record('t', { eventId: retried, type: 'STEP', payload: { step: 1, answer: 'B' } })).toEqual({
      ok: true,
      duplicate: true,
    });
    // A START on a stale replica of a started stream appends nothing.
    expect(await two.record('t', { type: 'START', payload: {} })).toEqual({ ok: true, duplicate: false });
    const events = await store.readStream(gameStreamId(gameId));
    expect(events.map((e) => e.type)).toEqual(['START', 'STEP', 'STEP']);
    expect(events.filter((e) => e.id === retried)).toHaveLength(1);
  });
});
