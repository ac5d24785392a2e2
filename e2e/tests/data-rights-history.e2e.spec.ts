// The archive of a family with a long history: 1,000 completed activities with their play
// events stream out complete, the games service's statements grow with the archive's pages and never
// with each activity, and ten archives in flight all succeed. The distributed profile (NATS, with its
// 1 MB message limit) on a private PostgreSQL that counts statements (pg_stat_statements).
import { expectEventually, PrivateServer, privatePostgres } from '@carewith/platform/testing';
import { addLovedOne, aLovedOne, seededFor, useSystem } from '../support/fixtures';
import { seedHistory } from '../support/seed';
import { queryDb } from '../support/systems';
import { unzip } from '../support/zip';

jest.setTimeout(600_000);

const STEPS = 4;

describe('the archive of a family with a long history', () => {
  let pg: PrivateServer;
  beforeAll(async () => {
    pg = await privatePostgres({ shared_preload_libraries: 'pg_stat_statements' });
    await pg.start();
  });
  const world = useSystem({ profile: 'distributed', postgresUrl: () => pg.url, caregiver: { name: 'Olive Owner' } });
  // After the system has stopped (afterAll hooks run in the order given).
  afterAll(async () => {
    await pg?.dispose();
  });
  const lovedOnes = new Map<number, string>();

  const sql = <T>(text: string, params: unknown[] = []) => queryDb<T>(world.system.databaseUrl, text, params);

  // The statements that touched the games service's tables since the last reset, by shape, but those of
  // the work that polls on its own clock whatever is asked: the projector (the store's new events, its
  // checkpoints) and the facts (outbox, handled, reactors, dead letters). On a loaded machine the archive
  // takes longer and they ran more often during it (253 statements counted against 250).
  const BACKGROUND = [
    'events',
    'projection_checkpoints',
    'fact_outbox',
    'fact_handled',
    'fact_reactors',
    'fact_dead_letters',
  ];
  const gamesStatements = async () => {
    const tables = (
      await sql<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'games'`,
      )
    ).filter((t) => !BACKGROUND.includes(t.name));
    return sql<{ query: string; calls: number }>(
      `SELECT query, calls::int FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND query ~ $1 AND query NOT LIKE '%pg_snapshot_xmin%'`,
      [`\\m(${tables.map((t) => t.name).join('|')})\\M`],
    );
  };

  const download = async (seniorId: string) => {
    const res = await world.api.request('GET', `/api/seniors/${seniorId}/export.zip`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/zip']);
    return unzip(Buffer.from(await res.arrayBuffer()));
  };

  const expectComplete = (files: Map<string, Buffer>, count: number) => {
    const activities = JSON.parse(files.get('activities.json')!.toString('utf8')) as {
      status: string;
      result: unknown;
      links: unknown[];
      events: { type: string }[];
    }[];
    expect(activities).toHaveLength(count);
    for (const activity of activities) {
      expect(activity.events.map((e) => e.type)).toEqual(['START', ...Array<string>(STEPS).fill('STEP'), 'COMPLETE']);
      expect([activity.status, activity.links.length, activity.result === null]).toEqual(['CLOSED', 1, false]);
    }
    // In creation order, each once.
    expect(new Set(activities.map((a) => (a as unknown as { id: string }).id)).size).toBe(count);
    const csv = files.get('results.csv')!.toString('utf8').trimEnd().split('\r\n');
    expect(csv).toHaveLength(count + 1);
    expect(csv[0]).toMatch(/^Completed,Activity,Template,/);
  };

  beforeAll(async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    for (const count of [50, 1000]) {
      const senior = await addLovedOne(world.api, aLovedOne({ firstName: 'Nell', lastName: `History${count}` }));
      await seedHistory(world.system.databaseUrl, { ...seededFor(world.caregiver, senior), count, steps: STEPS });
      lovedOnes.set(count, senior.id);
    }
    // The projector has read past every seeded event (finding each recorded), so it is quiet while the
    // statements are counted.
    await expectEventually(
      async () => {
        const [row] = await sql<{ seen: string; last: string }>(
          `SELECT (SELECT max(split_part(checkpoint, ':', 2)::bigint) FROM games.projection_checkpoints)::text AS seen,
                  (SELECT max(position) FROM games.events)::text AS last`,
        );
        expect(row!.seen).toBe(row!.last);
      },
      { timeoutMs: 120_000 },
    );
  });
  it('streams every activity, and the statements follow the pages, not the activities', async () => {
    const perPage = new Map<number, { pages: number; statements: number; busiest: number }>();
    for (const count of [50, 1000]) {
      await sql('SELECT pg_stat_statements_reset()');
      const startedAt = performance.now();
      const files = await download(lovedOnes.get(count)!);
      console.log(`archive of ${count} activities: ${Math.round(performance.now() - startedAt)} ms`);
      expectComplete(files, count);
      const statements = await gamesStatements();
      // The page's keyset read (the one that names the cursor; the first page's has no cursor to
      // start after) runs once per page.
      const pages = statements.filter((s) => s.query.includes('created_at::text')).reduce((n, s) => n + s.calls, 0);
      expect(pages).toBeGreaterThan(0);
      const total = statements.reduce((sum, s) => sum + s.calls, 0);
      perPage.set(count, { pages, statements: total, busiest: Math.max(...statements.map((s) => s.calls)) });
    }
    const small = perPage.get(50)!;
    const large = perPage.get(1000)!;
    console.log(`games statements: ${JSON.stringify(Object.fromEntries(perPage))}`);
    // No statement runs more often than once a page, so none runs per activity...
    expect(large.busiest).toBeLessThanOrEqual(large.pages);
    // ...each page costs what it cost for the small family, and a page holds many activities.
    expect(large.statements / large.pages).toBeLessThanOrEqual(small.statements / small.pages + 0.5);
    expect(large.statements).toBeLessThan(1000 / 4);
  });

  it('answers ten archives in flight', async () => {
    const startedAt = performance.now();
    const archives = await Promise.all(Array.from({ length: 10 }, () => download(lovedOnes.get(1000)!)));
    console.log(`10 archives of 1000 activities in flight: ${Math.round(performance.now() - startedAt)} ms`);
    for (const files of archives) expectComplete(files, 1000);
  });
});
