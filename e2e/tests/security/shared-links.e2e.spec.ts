import { randomBytes, randomUUID } from 'node:crypto';
import { SHARE_GONE, type SharedAboutMe } from '@carewith/contracts';
import {
  addAboutMeNote,
  addDescribedBoxPhoto,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  aCaregiver,
  openShared,
  shareAboutMe,
  sharedPhotoUrls,
  shareSections,
  signUp,
  useSystem,
} from '../../support/fixtures';
import { queryDb } from '../../support/systems';

// A shared "About me" page is a capability link (/shared/about-me/<token>, maybe with a PIN) read by a
// care home with no account. Whatever a stranger tries (a guessed or malformed link, one that expired
// or was taken back, no PIN or a wrong one, a photo with a key of no open), they get no page data, no
// photo byte and never a 5xx; the page itself holds nothing the family switched off and nothing else of
// the family's; its answers are never cached, indexed or referred, and carry no session.
jest.setTimeout(120_000);

// The shared pages' per-IP budget in this system: the file's other tests stay well under it.
const BUDGET = 80;
const PIN = '4821';
const GONE = { code: 'GONE', message: SHARE_GONE };

describe('shared About me links (embedded profile)', () => {
  const world = useSystem({
    env: { RATE_LIMIT_SHARED_PER_MINUTE: String(BUDGET) },
    caregiver: { name: 'Sara Sharer' },
    lovedOne: { firstName: 'Rose', lastName: 'Linden', phone: '+15550009876' },
  });
  // What the family keeps to itself, and what it shares.
  const secrets: string[] = [];
  let shared: { token: string; shareId: string };
  let page: SharedAboutMe;
  let hiddenPhotoId: string;
  let foreign: { token: string; photoPath: string };

  const post = (token: string, body: { pin?: string } = {}) => openShared(world.system, token, body);
  const get = (path: string) => fetch(`${world.system.url}${path}`);
  const bodyOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });
  const opened = async (token: string, pin?: string) => {
    const res = await post(token, pin ? { pin } : {});
    expect(res.status).toBe(200);
    return (await res.json()) as SharedAboutMe;
  };
  // What every answer of a shared route must say of itself.
  const privacy = (res: Response) => ({
    robots: res.headers.get('x-robots-tag'),
    referrer: res.headers.get('referrer-policy'),
    session: res.headers.getSetCookie().some((c) => /^(__Host-)?sid=/.test(c)),
  });
  const PRIVATE = { robots: 'noindex, nofollow', referrer: 'no-referrer', session: false };

  beforeAll(async () => {
    const { api, caregiver, lovedOne, system } = world;
    const rose = lovedOne.id;
    // Another loved one of the family, and a Family Helper who writes a line.
    const walter = await addLovedOne(
      api,
      aLovedOne({ firstName: 'Walter', lastName: 'Oakhurst', phone: '+15550004321' }),
    );
    const helper = await addMember(system, caregiver, aMember({ name: 'Hal Hazelwood' }));
    await addAboutMeNote(helper.api, rose, 'calms', 'A cup of tea calms her');
    await addDescribedBoxPhoto(api, rose, { people: [{ name: 'Ada' }], year: 1962 });
    ({ photoId: hiddenPhotoId } = await addDescribedBoxPhoto(api, rose, { story: 'The fire of 1975', year: 1975 }));
    await addAboutMeNote(api, rose, 'avoid', 'Never mention the accident');
    const itemOff = await addAboutMeNote(api, rose, 'enjoys', 'Bingo on Tuesdays');
    // Every section and the book ticked to share, then a section, a line and a photo kept back.
    await shareSections(api, rose);
    const switchOff = (key: string) =>
      api.json('PUT', `/api/seniors/${rose}/about-me/visibility`, { key, hidden: true });
    for (const key of ['section:avoid', `note:${itemOff}`, `photo:${hiddenPhotoId}`])
      expect((await switchOff(key)).status).toBe(200);
    secrets.push(
      ...['Never mention the accident', 'Bingo on Tuesdays', 'The fire of 1975', hiddenPhotoId],
      ...['Walter', 'Oakhurst', walter.id, '+1555000', 'Sharer', 'Hazelwood', caregiver.id, helper.id],
      ...[caregiver.email, helper.email, lovedOne.careTeamId],
    );
    const made = await shareAboutMe(api, rose, { pin: PIN, recipient: 'Oak House care home' });
    shared = { token: made.token, shareId: made.share.id };
    page = await opened(shared.token, PIN);
    // Another family's share, whose link opens their page only.
    const other = await signUp(system, aCaregiver({ name: 'Otto Other' }));
    const theirs = await addLovedOne(other.api, aLovedOne({ firstName: 'Greta', lastName: 'Elsewhere' }));
    await addDescribedBoxPhoto(other.api, theirs.id, { people: [{ name: 'Bruno' }], year: 1950 });
    await shareSections(other.api, theirs.id);
    const link = await shareAboutMe(other.api, theirs.id);
    foreign = { token: link.token, photoPath: sharedPhotoUrls(await opened(link.token))[0]! };
  });

  it('asks for the PIN and refuses a wrong one, with no page data; opens with the right one', async () => {
    const none = await post(shared.token);
    const wrong = await post(shared.token, { pin: '0000' });
    expect(await bodyOf(none)).toEqual({
      status: 401,
      body: {
        code: 'UNAUTHENTICATED',
        message: expect.any(String),
        errors: [{ field: 'pin', message: expect.any(String) }],
      },
    });
    expect(await bodyOf(wrong)).toEqual({
      status: 403,
      body: { code: 'FORBIDDEN', message: expect.any(String), errors: [{ field: 'pin', message: expect.any(String) }] },
    });
    const right = await post(shared.token, { pin: PIN });
    expect(right.status).toBe(200);
    for (const res of [none, wrong, right]) {
      expect(privacy(res)).toEqual(PRIVATE);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(((await right.json()) as SharedAboutMe).recipient).toBe('Oak House care home');
  });

  it('holds nothing switched off and nothing else of the family: no other loved one, member id, e-mail, phone or PIN', async () => {
    const text = JSON.stringify(page);
    expect(text).toContain('A cup of tea calms her');
    expect(text).toContain('Ada');
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toMatch(/"(pin|token|consent|createdBy|careTeamId|phone|email)/i);
    expect(page.page.sections.map((s) => s.id)).not.toContain('avoid');
    // Who added a line is a first name; nothing says who may remove it, nor a line's id.
    const entries = page.page.sections.flatMap((s) => s.entries);
    expect(entries.filter((e) => e.hidden || e.canRemove || e.noteId !== null)).toEqual([]);
    expect(entries.find((e) => e.item.kind === 'note')!.source).toEqual({ kind: 'family', name: 'Hal' });
    expect(page.page.canManage).toBe(false);
  });

  it("serves the page's photos to the open's key only: a wrong key, a hidden photo or another family's link get no bytes", async () => {
    const [photoPath] = sharedPhotoUrls(page);
    const photo = await get(photoPath!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toMatch(/no-store/);
    expect(privacy(photo)).toEqual(PRIVATE);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const [, path, openId] = /^(.*)\?open=(.*)$/.exec(photoPath!)!;
    const photoId = path!.split('/').pop()!;
    const [foreignPath, foreignOpen] = foreign.photoPath.split('?open=');
    const tries = {
      'no key': path!,
      'a key of no open': `${path}?open=${randomUUID()}`,
      'a malformed key': `${path}?open=x`,
      'a hidden photo': `${path!.replace(photoId, hiddenPhotoId)}?open=${openId}`,
      "this photo through another family's link and open": `${foreignPath!.replace(/[^/]+$/, photoId)}?open=${foreignOpen}`,
      "another family's photo with this open": `${path!.replace(photoId, foreignPath!.split('/').pop()!)}?open=${openId}`,
      "this open on another family's link": `${foreignPath}?open=${openId}`,
    };
    const got: Record<string, number> = {};
    for (const [what, url] of Object.entries(tries)) {
      const res = await get(url);
      got[what] = res.status;
      expect(res.headers.get('content-type')).not.toMatch(/image/);
    }
    expect(got).toEqual(Object.fromEntries(Object.keys(tries).map((what) => [what, 404])));
  });

  it('answers an expired, revoked, guessed or malformed link with the same 410 and nothing else', async () => {
    const rose = world.lovedOne.id;
    const expired = await shareAboutMe(world.api, rose);
    const revoked = await shareAboutMe(world.api, rose);
    const revokedPhoto = sharedPhotoUrls(await opened(revoked.token))[0]!;
    await queryDb(
      world.system.databaseUrl,
      "UPDATE games.about_me_shares SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expired.share.id],
    );
    expect((await world.api.post(`/api/seniors/${rose}/about-me/shares/${revoked.share.id}/revoke`)).status).toBe(200);
    const tokens: Record<string, string> = {
      expired: expired.token,
      revoked: revoked.token,
      'random 1': randomBytes(32).toString('base64url'),
      'random 2': randomBytes(32).toString('base64url'),
      'one character off': shared.token.slice(0, -1) + (shared.token.endsWith('A') ? 'B' : 'A'),
      short: shared.token.slice(0, 42),
      long: `${shared.token}A`,
      'bad character': encodeURIComponent(`${shared.token.slice(0, 42)}!`),
      'percent-encoded nul': `${shared.token.slice(0, 40)}%00`,
      'a uuid': '6f1c2a9e-0b5d-4c3e-9f7a-2d8b1e4c6a30',
    };
    const got: Record<string, unknown> = {};
    for (const [what, token] of Object.entries(tokens)) {
      const res = await post(token, { pin: PIN });
      got[what] = { ...(await bodyOf(res)), ...privacy(res) };
    }
    expect(got).toEqual(
      Object.fromEntries(Object.keys(tokens).map((what) => [what, { status: 410, body: GONE, ...PRIVATE }])),
    );
    // A photo of the revoked link, with the key its open gave before, is gone with it.
    const gonePhoto = await get(revokedPhoto);
    expect({
      ...(await bodyOf(gonePhoto)),
      ...privacy(gonePhoto),
      store: gonePhoto.headers.get('cache-control'),
    }).toEqual({
      status: 410,
      body: GONE,
      ...PRIVATE,
      store: 'no-store',
    });
    // Another family's link opens their page, and nothing of this family.
    const theirs = JSON.stringify(await opened(foreign.token));
    expect(theirs).toContain('Greta');
    expect(['Rose', 'Linden', 'Ada', 'A cup of tea', rose].filter((word) => theirs.includes(word))).toEqual([]);
  });

  it('makes a link wait after 10 wrong PINs, even wrong PINs sent at once, and then refuses the right one too', async () => {
    const link = await shareAboutMe(world.api, world.lovedOne.id, { pin: '1357' });
    const statuses = await Promise.all(
      Array.from({ length: 16 }, () => post(link.token, { pin: '9999' }).then((r) => r.status)),
    );
    // Each try is counted before its PIN is checked: ten are checked (and wrong), the others wait.
    expect(statuses.sort()).toEqual([...Array(10).fill(403), ...Array(6).fill(429)]);
    const right = await post(link.token, { pin: '1357' });
    expect(right.status).toBe(429);
    expect(JSON.stringify(await right.json())).not.toContain('Rose');
  });

  // Last: it spends the address's budget for the minute.
  it('answers 429 past the per-IP budget, with no page data even for the right link and PIN', async () => {
    let refused: Response | undefined;
    // The budget's minute may turn once while this runs: at most two budgets and one more.
    for (let i = 0; i <= 2 * BUDGET && !refused; i++) {
      const res = await post(randomBytes(32).toString('base64url'));
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(410);
    }
    expect(refused).toBeDefined();
    // Even the limiter's refusal is never indexed nor kept.
    expect({ ...privacy(refused!), store: refused!.headers.get('cache-control') }).toEqual({
      ...PRIVATE,
      store: 'no-store',
    });
    expect(await refused!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many shared page requests/),
    });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await post(shared.token, { pin: PIN });
    expect(right.status).toBe(429);
    expect(JSON.stringify(await right.json())).not.toContain('Rose');
    expect((await get(sharedPhotoUrls(page)[0]!)).status).toBe(429);
  });
});
