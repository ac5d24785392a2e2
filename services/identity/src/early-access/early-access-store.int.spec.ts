import type { TestDataSource } from '@carewith/platform/testing';
import { isUniqueViolation } from '@carewith/platform';
import { identityTestDataSource } from '../testing/identity-database';
import { EarlyAccessStore } from './early-access-store';

jest.setTimeout(60_000);

// The early-access list over real Postgres: a signup stored whole, and a second of one address refused
// by the unique index, even when both arrive at once.
describe('EarlyAccessStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: EarlyAccessStore;
  const signup = (email: string) => ({
    name: 'Ann',
    email,
    biggestChallenge: 'MEMORY_GAMES',
    message: null,
    openToInterview: true,
  });

  beforeAll(async () => {
    db = await identityTestDataSource('identity_early_access_store', 4);
    store = new EarlyAccessStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('stores a signup whole', async () => {
    const id = await store.add(signup('ann@example.com'));
    expect(
      await db.ds.query(
        'SELECT name, email, biggest_challenge, message, open_to_interview FROM early_access_signups WHERE id = $1',
        [id],
      ),
    ).toEqual([
      {
        name: 'Ann',
        email: 'ann@example.com',
        biggest_challenge: 'MEMORY_GAMES',
        message: null,
        open_to_interview: true,
      },
    ]);
  });

  it('refuses a second signup of an address with a unique violation, however the two arrive', async () => {
    const again = await store.add(signup('ann@example.com')).catch((error: unknown) => error);
    expect(isUniqueViolation(again)).toBe(true);
    const outcomes = await Promise.allSettled([
      store.add(signup('bob@example.com')),
      store.add(signup('bob@example.com')),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.some((o) => o.status === 'rejected' && isUniqueViolation(o.reason))).toBe(true);
  });
});
