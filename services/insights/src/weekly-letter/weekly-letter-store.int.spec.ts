import { randomUUID } from 'node:crypto';
import type { WeeklyLetter } from '@carewith/contracts';
import type { TestDataSource } from '@carewith/platform/testing';
import { insightsTestDataSource } from '../testing/insights-database';
import { WeeklyLetterStore } from './weekly-letter-store';

jest.setTimeout(60_000);

// The letters' statements over real Postgres: one letter per loved one and Sunday (the first stored
// stays), the Sundays /digest lists, and one Sunday's letters by first name.
describe('WeeklyLetterStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: WeeklyLetterStore;
  const TEAM = randomUUID();
  const [rose, iris, nora] = [randomUUID(), randomUUID(), randomUUID()];
  const letter = (seniorId: string, sunday: string, firstName: string): WeeklyLetter => ({
    id: randomUUID(),
    seniorId,
    firstName,
    sunday,
    from: `${sunday}T00:00:00.000Z`,
    to: `${sunday}T17:00:00.000Z`,
    timeZone: 'UTC',
    played: [],
    summary: 'No activities this week.',
    knowsWell: [],
    slipping: [],
    starters: [],
    rota: null,
    writtenAt: `${sunday}T17:00:00.000Z`,
  });

  beforeAll(async () => {
    db = await insightsTestDataSource('insights_letter_store');
    store = new WeeklyLetterStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("stores a loved one's letter of a Sunday once: a second run's letter leaves the first", async () => {
    const first = letter(rose, '2026-11-15', 'Rose');
    const second = { ...letter(rose, '2026-11-15', 'Rose'), summary: 'Written again.' };
    expect(await store.letter(rose, '2026-11-15')).toBeNull();
    await Promise.all([
      store.addOnce(rose, '2026-11-15', TEAM, first),
      store.addOnce(rose, '2026-11-15', TEAM, second),
    ]);
    const stored = await store.letter(rose, '2026-11-15');
    expect([first, second]).toContainEqual(stored);
    await store.addOnce(rose, '2026-11-15', TEAM, { ...first, id: randomUUID(), summary: 'Later.' });
    expect(await store.letter(rose, '2026-11-15')).toEqual(stored);
    expect(await store.letter(rose, '2026-11-08')).toBeNull();
  });

  it('lists the latest Sundays of these loved ones, newest first, up to the limit', async () => {
    for (const sunday of ['2026-10-25', '2026-11-01', '2026-11-08'])
      await store.addOnce(iris, sunday, TEAM, letter(iris, sunday, 'Iris'));
    await store.addOnce(nora, '2026-11-22', TEAM, letter(nora, '2026-11-22', 'Nora'));
    expect(await store.sundays([rose, iris], 12)).toEqual(['2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25']);
    expect(await store.sundays([rose, iris], 2)).toEqual(['2026-11-15', '2026-11-08']);
    expect(await store.sundays([], 12)).toEqual([]);
  });

  it("gives one Sunday's letters of these loved ones by first name", async () => {
    await store.addOnce(iris, '2026-11-15', TEAM, letter(iris, '2026-11-15', 'Iris'));
    await store.addOnce(nora, '2026-11-15', TEAM, letter(nora, '2026-11-15', 'Nora'));
    expect((await store.ofSunday([rose, iris], '2026-11-15')).map((l) => l.firstName)).toEqual(['Iris', 'Rose']);
    expect(await store.ofSunday([rose, iris], '2026-11-22')).toEqual([]);
  });
});
