import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { expectEventually, FakeMessage, TwilioFake } from '@carewith/platform/testing';
import {
  addActivity,
  addLovedOne,
  aLovedOne,
  anActivity,
  sendActivity,
  useServer,
  useSystem,
} from '../../support/fixtures';
import { queryDb } from '../../support/systems';
import { appTables, changes, snapshot } from './db-snapshot';

// Twilio's callbacks (webhooks/twilio-webhooks.controller.ts) are reachable by anyone: only a valid
// X-Twilio-Signature (HMAC of the URL and the form with our auth token) may change anything.
jest.setTimeout(120_000);

let phoneSeq = 0;
const newPhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;

describe('Twilio webhooks (embedded profile, Twilio configured)', () => {
  const fake = useServer(() => new TwilioFake().start());
  const world = useSystem({ env: () => fake.env, caregiver: { name: 'Hugo Hook' } });
  let tables: string[];
  const statusUrl = () => `${world.system.url}/api/webhooks/twilio/status`;
  const inboundUrl = () => `${world.system.url}/api/webhooks/twilio/inbound`;
  // A form post with exactly the signature header given (none when undefined).
  const postForm = (url: string, params: Record<string, string>, signature?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      body: new URLSearchParams(params).toString(),
    });
  const sign = (url: string, params: Record<string, string>, authToken = fake.authToken) =>
    twilio.getExpectedTwilioSignature(authToken, url, params);
  const optOuts = (phone: string) =>
    queryDb(world.system.databaseUrl, 'SELECT * FROM messaging.sms_opt_outs WHERE phone = $1', [phone]);
  const statusesOf = async (gameId: string) =>
    (await world.api.json<{ status: string }[]>('GET', `/api/games/${gameId}/messages`)).body.map((m) => m.status);
  // Every way a forged callback can come: no signature, garbage, our own signature for other
  // parameters or for the other endpoint, and a signature made with another account's token.
  const forgeries = (
    url: string,
    otherUrl: string,
    params: Record<string, string>,
    tampered: Record<string, string>,
  ) => [
    { name: 'no signature', send: () => postForm(url, params) },
    { name: 'empty signature', send: () => postForm(url, params, '') },
    { name: 'garbage signature', send: () => postForm(url, params, 'bm90IGEgc2lnbmF0dXJl') },
    { name: 'signed for other parameters', send: () => postForm(url, params, sign(url, tampered)) },
    { name: 'signed for the other endpoint', send: () => postForm(url, params, sign(otherUrl, params)) },
    {
      name: "another account's token",
      send: () => postForm(url, params, sign(url, params, randomBytes(16).toString('hex'))),
    },
  ];

  // Sends every forgery: each is refused with 403, and no table changes.
  async function expectAllRefused(forged: ReturnType<typeof forgeries>) {
    const before = await snapshot(world.system.databaseUrl, tables);
    const got: Record<string, number> = {};
    for (const f of forged) got[f.name] = (await f.send()).status;
    expect(got).toEqual(Object.fromEntries(Object.keys(got).map((name) => [name, 403])));
    expect(Object.keys(got)).toHaveLength(6);
    expect(changes(before, await snapshot(world.system.databaseUrl, tables))).toEqual([]);
  }

  // A text really sent through the fake, so a status callback has a message to change.
  async function sentText(): Promise<{ gameId: string; message: FakeMessage }> {
    const phone = newPhone();
    const senior = await addLovedOne(world.api, aLovedOne({ firstName: 'Mabel', lastName: 'Hook', phone }));
    const game = await addActivity(
      world.api,
      anActivity({ title: 'For Mabel', templateId: 'places-flashcards', seniorId: senior.id }),
    );
    await sendActivity(world.api, game.id, 'Hi Mabel!');
    const message = await expectEventually(() => {
      const m = fake.messages.find((x) => x.to === phone);
      if (!m) throw new Error('not at Twilio yet');
      return m;
    });
    await expectEventually(async () => expect(await statusesOf(game.id)).toEqual(['sent']));
    return { gameId: game.id, message };
  }

  beforeAll(async () => {
    tables = await appTables(world.system.databaseUrl, { exclude: ['gateway.sessions'] });
  });

  it('refuses forged status callbacks with 403 and changes nothing; a signed one is applied', async () => {
    const { gameId, message } = await sentText();
    const params = {
      MessageSid: message.sid,
      MessageStatus: 'failed',
      ErrorCode: '30003',
      AccountSid: fake.accountSid,
    };
    await expectAllRefused(forgeries(statusUrl(), inboundUrl(), params, { ...params, MessageStatus: 'delivered' }));
    expect(await statusesOf(gameId)).toEqual(['sent']);
    // The same callback, signed with our token, goes through.
    expect((await fake.callback(message, 'delivered')).status).toBe(204);
    await expectEventually(async () => expect(await statusesOf(gameId)).toEqual(['delivered']));
  });

  it('refuses a forged inbound STOP with 403 and records no opt-out; a signed one does', async () => {
    const phone = newPhone();
    const params = {
      From: phone,
      To: fake.from,
      Body: 'STOP',
      AccountSid: fake.accountSid,
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
    };
    await expectAllRefused(forgeries(inboundUrl(), statusUrl(), params, { ...params, Body: 'HELLO' }));
    expect(await optOuts(phone)).toEqual([]);
    const genuine = await postForm(inboundUrl(), params, sign(inboundUrl(), params));
    expect(genuine.status).toBe(200);
    expect(await genuine.text()).toContain('<Response>');
    await expectEventually(async () => expect(await optOuts(phone)).toHaveLength(1));
  });
});
