import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { messagingTestDataSource } from '../testing/messaging-database';
import { MessageStore } from './message-store';

jest.setTimeout(60_000);

// The messages' statements over real Postgres: STOP and START, the provider's word on a text (a late
// "sent" never undoes "delivered"), the activity's texts, the outbox page, and data rights.
describe('MessageStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: MessageStore;
  const [rose, team] = [randomUUID(), randomUUID()];

  // A stored message, `minutesAgo` old.
  const message = async (
    over: { channel?: 'sms' | 'email'; to?: string; refId?: string | null; providerId?: string | null } & {
      status?: string;
      seniorId?: string | null;
      careTeamId?: string | null;
      minutesAgo?: number;
    } = {},
  ) => {
    const jobId = randomUUID();
    await db.ds.query(
      `INSERT INTO messages (job_id, channel, kind, to_address, body, status, provider, provider_id, ref_id, senior_id,
                             care_team_id, created_at)
       VALUES ($1, $2, 'activity', $3, 'Hello', $4, 'twilio', $5, $6, $7, $8, now() - $9 * interval '1 minute')`,
      [
        jobId,
        over.channel ?? 'sms',
        over.to ?? '+15550000001',
        over.status ?? 'sent',
        over.providerId ?? null,
        over.refId === undefined ? 'g1' : over.refId,
        over.seniorId ?? null,
        over.careTeamId ?? null,
        over.minutesAgo ?? 0,
      ],
    );
    const [row] = await db.ds.query<{ id: string }[]>('SELECT id FROM messages WHERE job_id = $1', [jobId]);
    return row!.id;
  };
  const statusOf = async (id: string) =>
    (
      await db.ds.query<{ status: string; error: string | null }[]>(
        'SELECT status, error FROM messages WHERE id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    db = await messagingTestDataSource('messaging_message_store');
    store = new MessageStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('opts a number out once however often it says STOP, and back in', async () => {
    expect(await store.isOptedOut('+15550000009')).toBe(false);
    await store.optOut('+15550000009');
    await store.optOut('+15550000009');
    expect(await store.isOptedOut('+15550000009')).toBe(true);
    await store.optIn('+15550000009');
    expect(await store.isOptedOut('+15550000009')).toBe(false);
  });

  it("takes the provider's word on a text, but a late 'sent' never undoes 'delivered' or 'failed'", async () => {
    const id = await message({ providerId: 'SM1', status: 'sending' });
    expect(await store.setProviderStatus('SM1', 'delivered', null)).toBe(true);
    expect(await store.setProviderStatus('SM1', 'sent', null)).toBe(false);
    expect(await statusOf(id)).toEqual({ status: 'delivered', error: null });
    expect(await store.setProviderStatus('SM1', 'failed', 'Not delivered (provider error 30003)')).toBe(true);
    expect(await statusOf(id)).toEqual({ status: 'failed', error: 'Not delivered (provider error 30003)' });
    expect(await store.setProviderStatus('no such id', 'delivered', null)).toBe(false);
  });

  it("gives an activity's latest texts, newest first, without its e-mails", async () => {
    const ref = randomUUID();
    const older = await message({ refId: ref, minutesAgo: 5 });
    const newer = await message({ refId: ref, minutesAgo: 1 });
    await message({ refId: ref, channel: 'email', to: 'ann@example.com' });
    expect((await store.texts(ref)).map((m) => m.id)).toEqual([newer, older]);
  });

  it('gives the outbox page the messages to an address, about the loved ones or for the teams asked for', async () => {
    const toAnn = await message({ channel: 'email', to: 'outbox-ann@example.com', minutesAgo: 3 });
    const aboutRose = await message({ seniorId: rose, minutesAgo: 2 });
    const forTeam = await message({ channel: 'email', to: 'bob@example.com', careTeamId: team, minutesAgo: 1 });
    await message({ seniorId: randomUUID() });
    const page = async (seniorIds: string[], careTeamIds: string[], limit = 50) =>
      (await store.outbox({ to: 'outbox-ann@example.com', seniorIds, careTeamIds, limit })).map((m) => m.id);
    expect(await page([rose], [team])).toEqual([forTeam, aboutRose, toAnn]);
    expect(await page([], [])).toEqual([toAnn]);
    expect(await page([rose], [team], 2)).toEqual([forTeam, aboutRose]);
  });

  it('exports and erases the messages to the addresses or with the refs asked, and the opt-outs of the phones', async () => {
    const phone = '+15550000777';
    const ref = randomUUID();
    const toPhone = await message({ to: phone, refId: null, minutesAgo: 2 });
    const ofRef = await message({ channel: 'email', to: 'cat@example.com', refId: ref, minutesAgo: 1 });
    const toEmail = await message({ channel: 'email', to: 'dan@example.com', refId: null });
    const kept = await message({ to: '+15550000778', refId: randomUUID() });
    await store.optOut(phone);
    expect((await store.toOrAbout([phone, 'dan@example.com'], [ref])).map((m) => m.id)).toEqual([
      toPhone,
      ofRef,
      toEmail,
    ]);
    expect(await store.toOrAbout([], [])).toEqual([]);
    expect(await store.erase([phone, 'dan@example.com'], [ref], [phone])).toBe(3);
    expect(await store.toOrAbout([phone, 'dan@example.com'], [ref])).toEqual([]);
    expect(await store.isOptedOut(phone)).toBe(false);
    expect(await statusOf(kept)).toEqual({ status: 'sent', error: null });
  });
});
