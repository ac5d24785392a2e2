import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource } from '../testing/care-database';
import { CheckInStore } from './check-in-store';

jest.setTimeout(60_000);

// The check-ins' statements over real Postgres: a check-in added, its reflection written later, and a
// caregiver's own check-ins newest first.
describe('CheckInStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: CheckInStore;
  const [ann, bob] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    db = await careTestDataSource('care_check_ins_store');
    store = new CheckInStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('adds a check-in and writes its reflection once it comes; a check-in that is gone is not found', async () => {
    const saved = await store.add({ userId: ann, mood: 4, freeText: 'A good day' });
    expect(saved).toMatchObject({ userId: ann, mood: 4, freeText: 'A good day', aiReflection: null });
    expect(await store.setReflection(saved.id, 'Glad to hear it.')).toBe(true);
    expect((await store.newest(ann))?.aiReflection).toBe('Glad to hear it.');
    expect(await store.setReflection(randomUUID(), 'Nobody reads this.')).toBe(false);
  });

  it("gives a caregiver's own check-ins newest first, up to the limit, and nobody else's", async () => {
    await db.ds.query(
      `INSERT INTO caregiver_check_ins (user_id, mood, free_text, created_at)
       SELECT $1, 1 + n % 5, 'day ' || n, now() - n * interval '1 day' FROM generate_series(1, 5) AS n`,
      [bob],
    );
    expect((await store.latest(bob, 3)).map((c) => c.freeText)).toEqual(['day 1', 'day 2', 'day 3']);
    expect(await store.latest(bob, 60)).toHaveLength(5);
    expect((await store.newest(bob))?.freeText).toBe('day 1');
    expect(await store.newest(randomUUID())).toBeNull();
    expect((await store.latest(ann, 60)).every((c) => c.userId === ann)).toBe(true);
  });
});
