import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, writeGames } from '../testing/games-seed';
import { ReminderStore } from './reminder-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const HOUR = 3_600_000;

// The reminders' statements on real Postgres: what a reminder reads of its activity and links, its
// one row per activity, the spare link it turns off, and the dashboard's recent notices.
describe('ReminderStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: ReminderStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_reminder_store', 2);
    store = new ReminderStore(db.ds);
  });
  afterAll(() => db.drop());

  async function sent(seniorId: string, sentAgoMs: number, title = 'Family faces') {
    const activity = activityRow({
      careTeamId: TEAM,
      createdBy: USER,
      seniorId,
      status: 'SENT',
      config: { title },
      sentAt: new Date(Date.now() - sentAgoMs),
      createdAt: new Date(Date.now() - sentAgoMs - 60_000),
    });
    const link = {
      id: randomUUID(),
      gameInstanceId: activity.id,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
      firstOpenedAt: null,
      createdBy: USER,
      createdAt: new Date(),
    };
    await writeGames(db.ds, { activities: [activity], links: [link] });
    return { id: activity.id, linkId: link.id };
  }

  it('reads the activity, its links and whether a newer one was sent to the loved one', async () => {
    const seniorId = randomUUID();
    const first = await sent(seniorId, 2 * HOUR);
    expect(await store.activity(first.id)).toEqual({
      status: 'SENT',
      senior_id: seniorId,
      care_team_id: TEAM,
      template_id: 'grandkid-match',
      config_json: { title: 'Family faces' },
      created_by: USER,
    });
    expect(await store.activity(randomUUID())).toBeNull();
    expect(await store.links(first.id)).toEqual([
      { first_opened_at: null, revoked_at: null, expires_at: expect.any(Date) },
    ]);
    expect(await store.newerText(first.id)).toBe(false);
    const second = await sent(seniorId, HOUR);
    expect(await store.newerText(first.id)).toBe(true);
    expect(await store.newerText(second.id)).toBe(false);

    await store.revokeLink(first.linkId);
    const [revoked] = await store.links(first.id);
    expect(revoked!.revoked_at).toBeInstanceOf(Date);
    // Once: a second revocation keeps the first moment.
    await store.revokeLink(first.linkId);
    expect((await store.links(first.id))[0]!.revoked_at).toEqual(revoked!.revoked_at);
  });

  it('claims one row per activity (however often), then marks its text queued once', async () => {
    const seniorId = randomUUID();
    const { id } = await sent(seniorId, HOUR);
    const row = { gameId: id, seniorId, careTeamId: TEAM, firstName: 'Rose' };
    expect(await Promise.all([store.claim(row), store.claim(row)])).toEqual([null, null]);
    expect(await db.ds.query('SELECT first_name FROM reminders WHERE game_id = $1', [id])).toEqual([
      { first_name: 'Rose' },
    ]);
    await store.markQueued(id);
    const queuedAt = await store.claim({ ...row, firstName: 'Someone else' });
    expect(queuedAt).toBeInstanceOf(Date);
    await store.markQueued(id);
    expect(await store.claim(row)).toEqual(queuedAt);
  });

  it('lists the recent reminders of the loved ones given, newest first, within the days and the limit', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const texted = async (seniorId: string, agoMs: number, title: string) => {
      const { id } = await sent(seniorId, agoMs + HOUR, title);
      await store.claim({ gameId: id, seniorId, careTeamId: TEAM, firstName: 'Rose' });
      await db.ds.query(`UPDATE reminders SET sms_queued_at = now() - make_interval(secs => $2) WHERE game_id = $1`, [
        id,
        agoMs / 1000,
      ]);
      return id;
    };
    const old = await texted(mine, 2 * HOUR, 'Older');
    const recent = await texted(mine, HOUR, 'Newer');
    await texted(theirs, HOUR, 'Not yours');
    await texted(mine, 9 * 24 * HOUR, 'Too old');
    // Claimed but never texted: no notice.
    const { id: pending } = await sent(mine, HOUR);
    await store.claim({ gameId: pending, seniorId: mine, careTeamId: TEAM, firstName: 'Rose' });

    const rows = await store.recent([mine], 7, 20);
    expect(rows.map((r) => [r.game_id, r.config_json?.title])).toEqual([
      [recent, 'Newer'],
      [old, 'Older'],
    ]);
    expect(rows[0]).toMatchObject({
      senior_id: mine,
      first_name: 'Rose',
      template_id: 'grandkid-match',
      sms_queued_at: expect.any(Date),
      sent_at: expect.any(Date),
      created_at: expect.any(Date),
    });
    expect((await store.recent([mine], 7, 1)).map((r) => r.game_id)).toEqual([recent]);
    expect(await store.recent([], 7, 20)).toEqual([]);
  });
});
