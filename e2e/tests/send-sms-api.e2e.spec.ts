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

describe('sending activities by text, Twilio configured (distributed profile)', () => {
  const fake = useServer(() => new TwilioFake().start());
  const world = useSystem({
    profile: 'distributed',
    env: () => ({ ...fake.env, QUEUE_LOCK_MS: '1500', SMS_BACKOFF_MS: '100', SMS_ATTEMPTS: '4' }),
    caregiver: { name: 'Sally Sender' },
  });

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

  it('sends one text for a double click', async () => {
    const phone = newPhone();
    const { gameId } = await activityFor(world.api, phone);
    const [a, b] = await Promise.all([sendSms(world.api, gameId), sendSms(world.api, gameId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await expectEventually(async () =>
      expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['sent']),
    );
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1);
    const again = await sendSms(world.api, gameId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This activity has already been sent.');
  });

  it('retries a transient failure with backoff until it is sent', async () => {
    const phone = newPhone();
    const { gameId } = await activityFor(world.api, phone);
    fake.transientFailures = 2;
    expect((await sendSms(world.api, gameId)).status).toBe(200);
    await expectEventually(
      async () => expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['sent']),
      {
        timeoutMs: 20_000,
      },
    );
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('does not retry a permanent failure, and shows the text as not delivered', async () => {
    const phone = newPhone();
    fake.invalidNumbers.add(phone);
    const { gameId } = await activityFor(world.api, phone);
    const before = fake.requests.length;
    expect((await sendSms(world.api, gameId)).status).toBe(200);
    const [message] = await expectEventually(async () => {
      const list = await messagesOf(world.api, gameId);
      if (list[0]?.status !== 'failed') throw new Error('not failed yet');
      return list;
    });
    expect(message!.error).toMatch(/^Not delivered: .*not a valid phone number/);
    // Give a retry, if there were one, the time to happen: backoff is 100 ms here.
    await new Promise((r) => setTimeout(r, 1000));
    expect(fake.requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('delivers exactly once when the worker dies in the middle of a send', async () => {
    const phone = newPhone();
    const { gameId } = await activityFor(world.api, phone);
    fake.holdNextCreate = true;
    expect((await sendSms(world.api, gameId)).status).toBe(200);
    // Twilio has made the message, but its answer never reaches the worker: the worker dies.
    await expectEventually(() => expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1));
    world.system.kill('messaging', 'SIGKILL');
    await world.system.restart('messaging');
    await expectEventually(
      async () => expect((await messagesOf(world.api, gameId)).map((m) => m.status)).toEqual(['sent']),
      {
        timeoutMs: 30_000,
      },
    );
    const rows = await queryDb<{ provider_id: string }>(
      world.system.databaseUrl,
      'SELECT provider_id FROM messaging.messages WHERE ref_id = $1',
      [gameId],
    );
    expect(rows).toEqual([{ provider_id: fake.messages.find((m) => m.to === phone)!.sid }]);
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('stops texting a number that replied STOP, with a clear message to the caregiver', async () => {
    const phone = newPhone();
    const first = await activityFor(world.api, phone);
    expect((await sendSms(world.api, first.gameId)).status).toBe(200);
    const reply = await fake.inbound(`${world.system.url}/api/webhooks/twilio/inbound`, phone, ' stop ');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<Response>');
    const game = await addActivity(
      world.api,
      anActivity({ title: 'Second', templateId: 'places-flashcards', seniorId: first.seniorId }),
    );
    const refused = await sendSms(world.api, game.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Mabel's phone replied STOP to our texts, so we cannot send more. A reply of START allows texts again.",
    );
    const detail = await world.api.json<{ gameInstance: { status: string } }>('GET', `/api/games/${game.id}`);
    expect(detail.body.gameInstance.status).toBe('DRAFT');
    await fake.inbound(`${world.system.url}/api/webhooks/twilio/inbound`, phone, 'START');
    expect((await sendSms(world.api, game.id)).status).toBe(200);
  });

  // Forged callbacks (bad, missing or misdirected signatures): security/twilio-webhooks.e2e.spec.ts.
  it('explains that a loved one without a phone cannot be texted', async () => {
    const { gameId } = await activityFor(world.api, null);
    const res = await world.api.json<{ errors: { field: string; message: string }[] }>(
      'POST',
      `/api/games/${gameId}/send-sms`,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'seniorId', message: 'Mabel has no phone number yet. Add one on their profile first.' },
    ]);
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
