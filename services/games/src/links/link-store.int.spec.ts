import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, writeGames } from '../testing/games-seed';
import { LinkStore } from './link-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const DAY = 86_400_000;

// The play links' statements on real Postgres: a link issued, found, revoked in a transaction, a spare
// one dropped, and a batch of token hashes resolved with whether each still opens.
describe('LinkStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: LinkStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_link_store', 2);
    store = new LinkStore(db.ds);
  });
  afterAll(() => db.drop());

  async function activity() {
    const row = activityRow({
      careTeamId: TEAM,
      createdBy: USER,
      seniorId: randomUUID(),
      status: 'SENT',
      config: { title: 'Family faces', steps: [] },
    });
    await writeGames(db.ds, { activities: [row] });
    return row.id;
  }
  const issue = (gameId: string, expiresInMs = 30 * DAY) =>
    store.insert({
      gameInstanceId: gameId,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + expiresInMs),
      createdBy: USER,
    });

  it('issues a link, finds it only under its activity, and saves its revocation in a transaction', async () => {
    const gameId = await activity();
    const link = await issue(gameId);
    expect(link).toMatchObject({ gameInstanceId: gameId, createdBy: USER, revokedAt: null, firstOpenedAt: null });
    expect((await store.link(gameId, link.id))?.tokenHash).toBe(link.tokenHash);
    expect(await store.link(await activity(), link.id)).toBeNull();

    link.revokedAt = new Date();
    await store.transaction((em) => store.save(em, link));
    expect((await store.link(gameId, link.id))?.revokedAt).toBeInstanceOf(Date);
    // A transaction that fails saves nothing.
    const other = await issue(gameId);
    other.revokedAt = new Date();
    await expect(
      store.transaction(async (em) => {
        await store.save(em, other);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await store.link(gameId, other.id))?.revokedAt).toBeNull();
  });

  it('drops a spare link only under its own activity', async () => {
    const gameId = await activity();
    const link = await issue(gameId);
    await store.dropUnused(await activity(), link.id);
    expect((await store.link(gameId, link.id))?.revokedAt).toBeNull();
    await store.dropUnused(gameId, link.id);
    expect((await store.link(gameId, link.id))?.revokedAt).toBeInstanceOf(Date);
  });

  it('resolves token hashes (each once) with whether the link opens and was opened, and the configs by version', async () => {
    const gameId = await activity();
    const open = await issue(gameId);
    const expired = await issue(gameId, -DAY);
    const revoked = await issue(gameId);
    await store.dropUnused(gameId, revoked.id);
    await store.markOpened(open.id);
    const firstOpened = (await store.link(gameId, open.id))!.firstOpenedAt;
    expect(firstOpened).toBeInstanceOf(Date);
    await store.markOpened(open.id);
    expect((await store.link(gameId, open.id))!.firstOpenedAt).toEqual(firstOpened);

    const rows = await store.resolve([open.tokenHash, open.tokenHash, expired.tokenHash, revoked.tokenHash, 'unknown']);
    const byHash = new Map(rows.map((r) => [r.token_hash, r]));
    expect(rows).toHaveLength(3);
    expect(byHash.get(open.tokenHash)).toMatchObject({
      link_id: open.id,
      opened: true,
      open: true,
      id: gameId,
      care_team_id: TEAM,
      template_id: 'grandkid-match',
      status: 'SENT',
      started_at: null,
      version: expect.any(String),
    });
    expect(byHash.get(expired.tokenHash)).toMatchObject({ open: false, opened: false });
    expect(byHash.get(revoked.tokenHash)).toMatchObject({ open: false });

    const configs = await store.configs([{ id: gameId, version: byHash.get(open.tokenHash)!.version }]);
    expect(configs.get(gameId)).toEqual({ title: 'Family faces', steps: [] });
  });
});
