import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { identityTestDataSource } from '../testing/identity-database';
import { UserStore } from './user-store';

jest.setTimeout(60_000);

// The users' statements over real Postgres: a sign-in serialised per address, a provider's account
// linked to its user, the language, reads by id, and the account's deletion with its identities.
describe('UserStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: UserStore;

  // A sign-in as the service makes it: the identity's user, else the address's, else a new one.
  const signIn = (email: string, subject: string = randomUUID(), pause = 0) =>
    store.signIn(email, async (em) => {
      const known = await store.userOfIdentity(em, { provider: 'dev', subject });
      let user = known ?? (await store.byEmail(em, email)) ?? store.draft(em, email);
      // Two sign-ins of one address meet here: the second waits for the first's lock.
      if (pause) await new Promise((r) => setTimeout(r, pause));
      user = await store.save(em, user);
      if (!known) await store.linkIdentity(em, { provider: 'dev', subject }, user.id);
      return user;
    });

  beforeAll(async () => {
    db = await identityTestDataSource('identity_users_store', 4);
    store = new UserStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('makes one user of an address however many first sign-ins race, each provider account linked to it', async () => {
    const [a, b] = await Promise.all([signIn('ann@example.com', 's-1', 100), signIn('ann@example.com', 's-2', 100)]);
    expect(b.id).toBe(a.id);
    await db.ds.transaction(async (em) => {
      expect((await store.userOfIdentity(em, { provider: 'dev', subject: 's-1' }))?.id).toBe(a.id);
      expect((await store.userOfIdentity(em, { provider: 'dev', subject: 's-2' }))?.id).toBe(a.id);
      expect(await store.userOfIdentity(em, { provider: 'google', subject: 's-1' })).toBeNull();
      expect((await store.byEmail(em, 'ann@example.com'))?.id).toBe(a.id);
      expect(await store.byEmail(em, 'nobody@example.com')).toBeNull();
    });
  });

  it('keeps a new user unsaved until asked, and nothing of a sign-in that fails', async () => {
    await expect(
      store.signIn('bob@example.com', async (em) => {
        const user = await store.save(em, store.draft(em, 'bob@example.com'));
        await store.linkIdentity(em, { provider: 'dev', subject: 'bob' }, user.id);
        throw new Error('the sign-in failed');
      }),
    ).rejects.toThrow('the sign-in failed');
    await db.ds.transaction(async (em) => {
      expect(await store.byEmail(em, 'bob@example.com')).toBeNull();
      expect(await store.userOfIdentity(em, { provider: 'dev', subject: 'bob' })).toBeNull();
    });
  });

  it('sets the language of a user there is, and says when there is none', async () => {
    const cat = await signIn('cat@example.com');
    expect(await store.setLanguage(cat.id, 'es')).toBe(true);
    expect((await store.byId(cat.id))?.language).toBe('es');
    expect(await store.setLanguage(randomUUID(), 'es')).toBe(false);
  });

  it('reads users by id, and deletes an account with its sign-in identities', async () => {
    const dan = await signIn('dan@example.com', 'dan');
    const eve = await signIn('eve@example.com');
    expect((await store.byIds([dan.id, eve.id, randomUUID()])).map((u) => u.email).sort()).toEqual([
      'dan@example.com',
      'eve@example.com',
    ]);
    expect(await store.delete(dan.id)).toBe(true);
    expect(await store.delete(dan.id)).toBe(false);
    expect(await store.byId(dan.id)).toBeNull();
    await db.ds.transaction(async (em) =>
      expect(await store.userOfIdentity(em, { provider: 'dev', subject: 'dan' })).toBeNull(),
    );
    expect(await store.byId(eve.id)).not.toBeNull();
  });
});
