import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  AboutMe,
  DomainError,
  FactSubject,
  SHARE_GONE,
  SHARE_PIN_NEEDED,
  SHARE_PIN_WRONG,
  TeamRole,
} from '@carewith/contracts';
import { BaseConfig, BusClient, FactBus } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { TeamMediaService } from '../media/team-media.service';
import { BoxStore } from '../memory-box/box-store';
import { MemoryBoxService } from '../memory-box/memory-box.service';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';
import { gamesTestDataSource, READ_MODEL_ENTITIES } from '../testing/games-database';
import { AboutMeSharesService, WRONG_PINS_ALLOWED } from './about-me-shares.service';
import { AboutMeStore } from './about-me-store';
import { AboutMeService } from './about-me.service';
import { ActivityStore } from '../activities/activity-store';
import { LinkStore } from '../links/link-store';
import { MediaStore } from '../media/media-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const SENIOR = randomUUID();
const OWNER = randomUUID();
const HELPER = randomUUID();
const STRANGER = randomUUID();

// "About me" over real Postgres: the family's lines and switches, who may change what, and a share's
// whole life (PIN, opens, photos, revoke, expiry, erasure). Care, insights and identity answer as
// their contracts say (they run in other processes; the browser tests run them for real).
describe('About me (real Postgres)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  let page: AboutMeService;
  let shares: AboutMeSharesService;
  let store: AboutMeStore;
  let box: MemoryBoxService;
  const roles: Record<string, TeamRole | null> = { [OWNER]: 'OWNER', [HELPER]: 'SIBLING' };
  let actor: string = OWNER;
  const facts: { subject: FactSubject; data: unknown }[] = [];
  const bus = {
    request: async (subject: string, data: { seniorId?: string; userIds?: string[] }) => {
      switch (subject) {
        case 'care.seniors.authorize': {
          const role = roles[actor] ?? null;
          if (!role || data.seniorId !== SENIOR)
            throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
          return { seniorId: SENIOR, careTeamId: TEAM, role };
        }
        case 'care.teams.listMine':
          return roles[actor] ? [{ id: TEAM, role: roles[actor] }] : [];
        case 'care.seniors.handover':
          return { firstName: 'Rosa', lastName: 'Diaz', careTeamId: TEAM, timeZone: 'Europe/Madrid' };
        case 'insights.starters.talkedBySenior':
          return [];
        case 'identity.users.getMany':
          return data.userIds!.map((id) => ({ id, firstName: id === OWNER ? 'Maria' : id === HELPER ? 'Tom' : null }));
        default:
          throw new Error(`unexpected ${subject}`);
      }
    },
  } as unknown as BusClient;
  const as = (who: string) => {
    actor = who;
    return who;
  };
  const factBus = {
    record: async (_db: unknown, subject: FactSubject, data: unknown) => {
      facts.push({ subject, data });
    },
  } as unknown as FactBus;
  const section = (p: AboutMe, id: string) => p.sections.find((s) => s.id === id)!;
  const count = async (sql: string) => Number((await ds.query<{ n: string }[]>(sql))[0]!.n);
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error instanceof DomainError
        ? { code: error.code, message: error.message, details: error.details }
        : error;
    }
    throw new Error('expected a refusal');
  };
  const tokenOf = (url: string) => url.split('/').pop()!;
  const share = (pin?: string, basis: 'person' | 'best-interests' = 'person') =>
    shares.create(as(OWNER), SENIOR, {
      recipient: 'Oak House care home',
      consent: {
        basis,
        by: 'Rosa Diaz',
        consulted: basis === 'best-interests' ? 'Dr Ruiz' : undefined,
        date: '2026-11-20',
      },
      days: 30,
      pin,
      language: 'es',
    });

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_about_me', 3, [...READ_MODEL_ENTITIES, VoiceClipEntity]));
    const access = new GameAccessService(new ActivityStore(ds), bus);
    const config = { PLAY_LINK_TTL_DAYS: 30, PUBLIC_URL: 'https://carewith.test' } as BaseConfig;
    const media = new TeamMediaService(
      new MediaStore(ds),
      access,
      new PlayLinksService(new LinkStore(ds), access, config, {} as FactBus),
    );
    const boxStore = new BoxStore(ds);
    box = new MemoryBoxService(bus, boxStore, media);
    store = new AboutMeStore(ds);
    page = new AboutMeService(store, boxStore, bus);
    shares = new AboutMeSharesService(store, bus, page, factBus, config);
  });
  afterAll(async () => {
    await drop();
  });

  it('given a Family Helper, when they add a line, then it shows with their name; only they or a Co-Caregiver may remove it', async () => {
    const added = await page.addNote(as(HELPER), SENIOR, { section: 'avoid', text: 'Loud television' });
    const line = section(added, 'avoid').entries.find((e) => e.item.kind === 'note')!;
    expect(line).toMatchObject({
      item: { text: 'Loud television' },
      source: { kind: 'family', name: 'Tom' },
      canRemove: true,
    });

    const asOwner = await page.get(as(OWNER), SENIOR);
    expect(section(asOwner, 'avoid').entries[0]!.canRemove).toBe(true);
    await page.addNote(as(OWNER), SENIOR, { section: 'name', text: 'Likes to be called Rosi' });
    const ownerLine = section(await page.get(as(OWNER), SENIOR), 'name').entries[0]!;
    expect(await refusal(page.removeNote(as(HELPER), SENIOR, ownerLine.noteId!))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(page.get(as(STRANGER), SENIOR))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(page.removeNote(as(OWNER), SENIOR, randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('given a Co-Caregiver, when they switch a section and an item off, then the team sees them marked; a Family Helper may not', async () => {
    const before = await page.get(as(OWNER), SENIOR);
    // Nothing is shared until a Co-Caregiver ticks it.
    expect(before.sections.every((s) => s.hidden)).toBe(true);
    expect(before.bookHidden).toBe(true);
    const line = section(before, 'name').entries[0]!;
    await page.setVisibility(as(OWNER), SENIOR, { key: 'section:avoid', hidden: true });
    const after = await page.setVisibility(as(OWNER), SENIOR, { key: line.key, hidden: true });
    expect(section(after, 'avoid').hidden).toBe(true);
    expect(section(after, 'name').entries[0]!.hidden).toBe(true);
    for (const key of ['section:name', 'section:people', 'section:book'])
      await page.setVisibility(as(OWNER), SENIOR, { key, hidden: false });
    expect(await refusal(page.setVisibility(as(HELPER), SENIOR, { key: 'section:talk', hidden: true }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(page.setVisibility(as(OWNER), SENIOR, { key: 'note:nothing', hidden: true }))).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'key', message: 'This part is not on the page.' }],
    });
    // On again, then off again: the switch is idempotent.
    await page.setVisibility(as(OWNER), SENIOR, { key: line.key, hidden: false });
    await page.setVisibility(as(OWNER), SENIOR, { key: line.key, hidden: true });
    await page.setVisibility(as(OWNER), SENIOR, { key: line.key, hidden: true });
    expect(await count(`SELECT count(*) AS n FROM about_me_visibility WHERE senior_id = '${SENIOR}'`)).toBe(5);
  });

  it('given a share with a PIN, when a reader opens it, then the PIN is asked, a wrong one refused, the right one shows the page without what was switched off', async () => {
    const made = await share('4821');
    expect(made.url).toMatch(/^https:\/\/carewith\.test\/shared\/about-me\/[A-Za-z0-9_-]{43}$/);
    expect(made.share).toMatchObject({
      status: 'active',
      hasPin: true,
      opens: 0,
      createdByName: 'Maria',
      language: 'es',
    });
    expect(facts.at(-1)).toMatchObject({
      subject: 'games.about-me-shared',
      data: { shareId: made.share.id, basis: 'person' },
    });
    const token = tokenOf(made.url);
    // Only hashes are kept.
    expect(
      await count(`SELECT count(*) AS n FROM about_me_shares WHERE token_hash = '${token}' OR pin_hash LIKE '%4821%'`),
    ).toBe(0);

    expect(await refusal(shares.open(token, undefined))).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: [{ field: 'pin', message: SHARE_PIN_NEEDED }],
    });
    expect(await refusal(shares.open(token, '0000'))).toMatchObject({
      code: 'FORBIDDEN',
      details: [{ field: 'pin', message: SHARE_PIN_WRONG }],
    });
    const opened = await shares.open(token, '4821');
    expect(opened).toMatchObject({ language: 'es', recipient: 'Oak House care home' });
    expect(opened.page.sections.map((s) => s.id)).toEqual(['name', 'people']);
    expect(opened.page.sections.find((s) => s.id === 'name')!.entries).toEqual([]);
    expect(JSON.stringify(opened)).not.toContain('Loud television');
    expect(opened.page.canManage).toBe(false);
    expect(facts.at(-1)).toMatchObject({ subject: 'games.about-me-opened' });

    const [listed] = (await shares.list(SENIOR)).shares;
    expect(listed).toMatchObject({ id: made.share.id, opens: 1 });
    expect(listed!.openedAt).toHaveLength(1);
  });

  it('given a box photo, when a reader of an open fetches it, then it comes; a switched-off photo, another open key or another link do not', async () => {
    const bytes = 'a photo of the mill';
    const photo = await box.addPhoto(as(OWNER), {
      seniorId: SENIOR,
      jpegBase64: Buffer.from(bytes).toString('base64'),
      width: 4,
      height: 3,
      contentHash: createHash('sha256').update(bytes).digest('hex'),
      takenAt: null,
    });
    await box.updatePhoto(as(OWNER), SENIOR, photo.id, { year: 1958, story: 'At the mill', people: [{ name: 'Ana' }] });
    const token = tokenOf((await share()).url);
    const opened = await shares.open(token, undefined);
    expect(opened.page.book.chapters).toEqual([
      { decade: 1950, photos: [expect.objectContaining({ story: 'At the mill', people: ['Ana'], year: 1958 })] },
    ]);
    const url = opened.page.book.chapters[0]!.photos[0]!.url;
    const openId = new URL(url, 'https://x').searchParams.get('open')!;
    expect(url).toBe(`/api/shared/about-me/${token}/photos/${photo.id}?open=${openId}`);
    expect(Buffer.from((await shares.photo(token, openId, photo.id)).jpegBase64, 'base64').toString()).toBe(bytes);
    expect(await refusal(shares.photo(token, randomUUID(), photo.id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(shares.photo(tokenOf((await share()).url), openId, photo.id))).toMatchObject({
      code: 'NOT_FOUND',
    });

    await page.setVisibility(as(OWNER), SENIOR, { key: `photo:${photo.id}`, hidden: true });
    expect(await refusal(shares.photo(token, openId, photo.id))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await shares.open(token, undefined)).page.book.chapters).toEqual([]);
  });

  it('given a share, when it is revoked or expires, then the link reads "no longer shared" at once, like an unknown one', async () => {
    const revoked = await share();
    const gone = { code: 'GONE', message: SHARE_GONE };
    expect(await refusal(shares.revoke(as(HELPER) && SENIOR, revoked.share.id))).toMatchObject({ code: 'FORBIDDEN' });
    const view = await shares.revoke(as(OWNER) && SENIOR, revoked.share.id);
    expect(view).toMatchObject({ status: 'revoked' });
    expect(facts.at(-1)).toMatchObject({
      subject: 'games.about-me-share-revoked',
      data: { shareId: revoked.share.id },
    });
    const factsBefore = facts.length;
    await shares.revoke(SENIOR, revoked.share.id);
    expect(facts).toHaveLength(factsBefore);
    expect(await refusal(shares.open(tokenOf(revoked.url), undefined))).toMatchObject(gone);

    const expiring = await share();
    await ds.query(`UPDATE about_me_shares SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.share.id,
    ]);
    expect(await refusal(shares.open(tokenOf(expiring.url), undefined))).toMatchObject(gone);
    expect((await shares.list(SENIOR)).shares.find((s) => s.id === expiring.share.id)!.status).toBe('expired');
    expect(await refusal(shares.open('A'.repeat(43), undefined))).toMatchObject(gone);
  });

  it('given many wrong PINs, then the link waits, even for the right PIN', async () => {
    const token = tokenOf((await share('1234')).url);
    for (let i = 0; i < WRONG_PINS_ALLOWED; i++)
      expect(await refusal(shares.open(token, '9999'))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(shares.open(token, '1234'))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('given a best-interests share without whom they consulted, or a date to come, then nothing is written', async () => {
    const before = await count('SELECT count(*) AS n FROM about_me_shares');
    await expect(
      shares.create(as(OWNER), SENIOR, {
        recipient: 'Ward 7',
        consent: { basis: 'best-interests', by: 'Dr Ruiz', date: '2026-11-20' },
      }),
    ).rejects.toThrow(/Say whom they consulted/);
    expect(
      await refusal(
        shares.create(as(OWNER), SENIOR, {
          recipient: 'Ward 7',
          consent: { basis: 'person', by: 'Rosa', date: '2999-01-01' },
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION', details: [{ field: 'consent.date' }] });
    expect(await count('SELECT count(*) AS n FROM about_me_shares')).toBe(before);
  });

  it('given the archive and then erasure, then the lines, switches and shares are in it, and then gone with every link', async () => {
    as(OWNER);
    const exported = await page.export(SENIOR);
    expect(exported.notes.map((n) => n.text)).toEqual(
      expect.arrayContaining(['Loud television', 'Likes to be called Rosi']),
    );
    expect(exported.visibility).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'section:avoid', shown: false, setBy: OWNER })]),
    );
    expect(exported.shares.length).toBeGreaterThan(3);
    expect(JSON.stringify(exported)).not.toMatch(/token_hash|pin_hash|4821/);

    const { url } = await share();
    await ds.transaction((em) => store.erase(em, SENIOR, TEAM));
    for (const table of ['about_me_notes', 'about_me_visibility', 'about_me_shares', 'about_me_share_opens'])
      expect(await count(`SELECT count(*) AS n FROM ${table}`)).toBe(0);
    expect(await refusal(shares.open(tokenOf(url), undefined))).toMatchObject({ code: 'GONE' });
  });
});
