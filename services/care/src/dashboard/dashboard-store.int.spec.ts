import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedSenior, seedTeam } from '../testing/care-database';
import { DashboardStore } from './dashboard-store';

jest.setTimeout(60_000);

// The dashboard's loved ones over real Postgres: those of the caller's teams, the first added first.
describe('DashboardStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: DashboardStore;

  beforeAll(async () => {
    db = await careTestDataSource('care_dashboard_store');
    store = new DashboardStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('gives the loved ones of the teams asked for, the first added first, and none for no team', async () => {
    const [ours, theirs, other] = [
      await seedTeam(db.ds, [[randomUUID(), 'OWNER']]),
      await seedTeam(db.ds, [[randomUUID(), 'OWNER']]),
      await seedTeam(db.ds, [[randomUUID(), 'OWNER']]),
    ];
    const now = Date.now();
    const iris = await seedSenior(db.ds, theirs, { firstName: 'Iris', added: new Date(now - 60_000) });
    const rose = await seedSenior(db.ds, ours, { firstName: 'Rose', added: new Date(now - 120_000) });
    const nora = await seedSenior(db.ds, ours, { firstName: 'Nora', added: new Date(now) });
    await seedSenior(db.ds, other, { firstName: 'Olga' });
    expect((await store.seniorsOf([ours, theirs])).map((s) => s.id)).toEqual([rose, iris, nora]);
    expect(await store.seniorsOf([])).toEqual([]);
  });
});
