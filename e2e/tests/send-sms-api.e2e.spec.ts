import { randomUUID } from 'node:crypto';
import { expectEventually, TwilioFake } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { invitationToken } from '../support/invitations';
import {
  aCaregiver,
  addActivity,
  addLovedOne,
  aLovedOne,
  anActivity,
  signUp,
  useServer,
  useSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(180_000);

type Message = { status: string; error: string | null; to: string };
let phoneSeq = 0;
const newPhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;

async function activityFor(api: ApiClient, phone: string | null) {
  const senior = await addLovedOne(
    api,
    aLovedOne({ firstName: 'Mabel', lastName: 'Text', ...(phone ? { phone } : {}) }),
  );
  const game = await addActivity(
    api,
    anActivity({ title: 'For Mabel', templateId: 'places-flashcards', seniorId: senior.id }),
  );
  return { seniorId: senior.id, gameId: game.id };
}
const sendSms = (api: ApiClient, gameId: string, message = 'Hi Mabel! A little activity for you.') =>
  api.json<{ playUrl: string; message?: string }>('POST', `/api/games/${gameId}/send-sms`, { message });
const messagesOf = (api: ApiClient, gameId: string) =>
  api.json<Message[]>('GET', `/api/games/${gameId}/messages`).then((r) => r.body);

// The SMS job's own rules (retries with backoff, a permanent failure not retried, exactly one text when
// the worker dies mid-send, nothing to a number that replied STOP, one text for a text queued twice) are
// the messaging service's integration tests, against the same Twilio fake: services/messaging/src/sms/
// send-sms.twilio.int.spec.ts. Here: what goes through the whole system. The embedded profile is
// enough for that (as in security/twilio-webhooks.e2e.spec.ts): Twilio configured, one process.
describe('sending activities by text, Twilio configured (embedded profile)', () => {
  const fake = useServer(() => new TwilioFake().start());
  const world = useSystem({ env: () => fake.env, caregiver: { name: 'Sally Sender' } });

  it('texts the play link with the caregiver message from our number, and follows the delivery callback', async () => {
    const phone = newPhone();
    const { gameId } = await activityFor(world.api, phone);
    const sent = await sendSms(world.api, gameId, 'Hi Mabel! We made this for you.');
    expect(sent.status).toBe(200);
    expect(sent.body.playUrl).toMatch(new RegExp(`^${world.system.url}/play/[A-Za-z0-9_-]{43}$`));
    const message = await expectEventually(() => {
      const m = fake.messages.find((x) => x.to === phone);
      if (!m) throw new Error('not at Twilio yet');
      return m;
    });
    expect(message).toMatchObject({
      from: fake.from,
      body: `Hi Mabel! We made this for you.\n${sent.body.playUrl}\nReply STOP to opt out.`,
    });
    expect(message.statusCallback).toBe(`${world.system.url}/api/webhooks/twilio/status`);
    expect(fake.requests.find((r) => r.method === 'POST')?.auth).toBe(
      `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`,
    );
    await expectEventually(async () =>
      expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['sent']),
    );
    expect((await messagesOf(world.api, gameId))[0]!.to).toBe(`•••• ${phone.slice(-4)}`);
    const detail = await world.api.json<{ gameInstance: { status: string; sentAt: string | null } }>(
      'GET',
      `/api/games/${gameId}`,
    );
    expect(detail.body.gameInstance.status).toBe('SENT');
    expect(detail.body.gameInstance.sentAt).not.toBeNull();
    expect((await fake.callback(message, 'delivered')).status).toBe(204);
    await expectEventually(async () =>
      expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['delivered']),
    );
    // A late "sent" callback does not undo "delivered".
    await fake.callback(message, 'sent');
    expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['delivered']);
  });
});

describe('sending activities by text, no provider (embedded profile, outbox)', () => {
  // Each test signs up caregivers of its own.
  const world = useSystem({ shared: true, caregiver: false });
  const sally = () => signUp(world.system, aCaregiver({ name: 'Sally Sender' }));

  it('stores the text in the outbox, shown on the development Outbox', async () => {
    const { api } = await sally();
    const phone = newPhone();
    const { gameId } = await activityFor(api, phone);
    const sent = await sendSms(api, gameId, 'Hello from the family');
    expect(sent.status).toBe(200);
    await expectEventually(async () =>
      expect((await messagesOf(api, gameId)).map((m) => m.status)).toEqual(['outbox']),
    );
    const outbox = await api.json<{ channel: string; to: string; body: string; provider: string }[]>(
      'GET',
      '/api/dev/outbox',
    );
    expect(outbox.body.find((m) => m.channel === 'sms')).toMatchObject({
      to: phone,
      body: `Hello from the family\n${sent.body.playUrl}\nReply STOP to opt out.`,
      provider: 'outbox',
    });
  });

  it('sends one text for a double click, and says the activity was sent to a third', async () => {
    const { api } = await sally();
    const { gameId } = await activityFor(api, newPhone());
    const [a, b] = await Promise.all([sendSms(api, gameId), sendSms(api, gameId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await expectEventually(async () =>
      expect((await messagesOf(api, gameId)).map((m) => m.status)).toEqual(['outbox']),
    );
    const again = await sendSms(api, gameId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This activity has already been sent.');
    expect((await messagesOf(api, gameId)).map((m) => m.status)).toEqual(['outbox']);
  });

  // The STOP itself arrives by Twilio's signed inbound webhook (security/twilio-webhooks.e2e.spec.ts);
  // START allowing texts again is messaging's (send-sms.twilio.int.spec.ts).
  it('refuses to text a number that replied STOP, with a clear message to the caregiver', async () => {
    const { api } = await sally();
    const phone = newPhone();
    await queryDb(world.system.databaseUrl, 'INSERT INTO messaging.sms_opt_outs (phone) VALUES ($1)', [phone]);
    const { gameId } = await activityFor(api, phone);
    const refused = await sendSms(api, gameId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Mabel's phone replied STOP to our texts, so we cannot send more. A reply of START allows texts again.",
    );
    const detail = await api.json<{ gameInstance: { status: string } }>('GET', `/api/games/${gameId}`);
    expect(detail.body.gameInstance.status).toBe('DRAFT');
    expect(await messagesOf(api, gameId)).toEqual([]);
  });

  it('explains that a loved one without a phone cannot be texted', async () => {
    const { api } = await sally();
    const { gameId } = await activityFor(api, null);
    const res = await api.json<{ errors: { field: string; message: string }[] }>(
      'POST',
      `/api/games/${gameId}/send-sms`,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'seniorId', message: 'Mabel has no phone number yet. Add one on their profile first.' },
    ]);
  });

  it("shows each viewer only their own families' messages on the development Outbox", async () => {
    type Entry = { channel: string; to: string; body: string; kind: string };
    const outboxOf = async (api: ApiClient) => (await api.json<Entry[]>('GET', '/api/dev/outbox')).body;
    const tag = randomUUID().slice(0, 6);
    const { api: owner, teamId } = await sally();
    const phone = newPhone();
    const { gameId } = await activityFor(owner, phone);
    expect((await sendSms(owner, gameId, 'Hello from the family')).status).toBe(200);
    // Fay joins as a Family Helper; Ivy is invited and has not accepted yet.
    const fayEmail = `fay.${tag}@example.com`;
    const fayInvite = await owner.json<{ id: string }>('POST', '/api/invite', {
      email: fayEmail,
      role: 'SIBLING',
      careTeamId: teamId,
    });
    const fay = new ApiClient(world.system.url);
    await fay.signIn('Fay Helper', fayEmail);
    const ivyEmail = `ivy.${tag}@example.com`;
    expect(
      (await owner.json('POST', '/api/invite', { email: ivyEmail, role: 'OWNER', careTeamId: teamId })).status,
    ).toBe(201);
    const ivy = new ApiClient(world.system.url);
    await ivy.signIn('Ivy Invited', ivyEmail);
    const { api: outsider } = await sally();
    await expectEventually(async () =>
      expect((await outboxOf(owner)).map((m) => m.kind).sort()).toEqual(['activity', 'invitation', 'invitation']),
    );

    // An outsider, with a family of their own, sees none of this family's texts or e-mails.
    const outsiderGame = await activityFor(outsider, newPhone());
    expect((await sendSms(outsider, outsiderGame.gameId, 'Hello from elsewhere')).status).toBe(200);
    await expectEventually(async () =>
      expect((await outboxOf(outsider)).map((m) => m.body)).toEqual([expect.stringContaining('Hello from elsewhere')]),
    );
    expect((await outboxOf(owner)).filter((m) => m.body.includes('Hello from elsewhere'))).toEqual([]);
    // Each invitee sees the e-mail sent to them, and only that.
    expect((await outboxOf(ivy)).map((m) => [m.kind, m.to])).toEqual([['invitation', ivyEmail]]);
    expect((await outboxOf(fay)).map((m) => [m.kind, m.to])).toEqual([['invitation', fayEmail]]);
    // Once on the team, a Family Helper sees the texts to their loved one, not others' invitations.
    const token = await invitationToken(world.system.databaseUrl, fayInvite.body.id);
    expect((await fay.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
    expect((await outboxOf(fay)).map((m) => [m.kind, m.to]).sort()).toEqual([
      ['activity', phone],
      ['invitation', fayEmail],
    ]);
  });
});
