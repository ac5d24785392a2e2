import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type {
  AboutMe,
  AboutMeNoteRequest,
  BoxPhotoAdded,
  BoxPhotosAdded,
  CreateGoalRequest,
  CreateShareRequest,
  Goal,
  NewShare,
  SharedAboutMe,
  UpdateBoxPhotoRequest,
} from '@carewith/contracts';
import { ABOUT_ME_SECTIONS } from '@carewith/contracts';
import { ApiClient, connectFrom, uploadPhoto } from './api';
import { clipForm, mp3Frames } from './audio';
import { carrySession, DESKTOP, expand, launchBrowser, PHONE } from './browser';
import { invitationToken } from './invitations';
import { SmtpSink } from './smtp-sink';
import {
  DistributedSystem,
  EmbeddedSystem,
  queryDb,
  removeDir,
  sharedEmbedded,
  startDistributed,
  startEmbedded,
} from './systems';

// The set-up every browser and API test shares, in one place: a running system, a signed-in
// caregiver, a loved one, activities. Builders (aCaregiver, aLovedOne, anActivity) give plain data
// with sensible defaults that a test overrides where it matters; the actions (signUp, addLovedOne,
// addActivity, playLink, sendActivity, playThrough) write it through the public API and check the
// answer; useSystem registers the describe block's hooks that start and stop it all.

type Env = Record<string, string>;
// The loopback address this file's API clients connect from when its system is shared: 127.x.y.z,
// drawn once per file (jest loads this module afresh for each file).
const FILE_ADDRESS = `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${
  2 + Math.floor(Math.random() * 253)
}`;
const lazy = <T>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);

// An address no other test run uses: `local.<8 hex>@example.com`.
export const uniqueEmail = (local: string) => `${local}.${randomUUID().slice(0, 8)}@example.com`;

// ---- Caregivers ----------------------------------------------------------------------------------

export type CaregiverSpec = { name: string; email: string; returnTo?: string };

export function aCaregiver(overrides: Partial<CaregiverSpec> = {}): CaregiverSpec {
  const name = overrides.name ?? 'Nora Keeper';
  return { ...overrides, name, email: overrides.email ?? uniqueEmail(name.split(' ')[0]!.toLowerCase()) };
}

// A caregiver signed in through the development sign-in, with an API client that keeps their cookies.
// teamId: the first care team they belong to (the one a first sign-in makes), if any.
export type Caregiver = { api: ApiClient; id: string; name: string; email: string; teamId: string | undefined };

export async function signUp(system: { url: string }, spec: CaregiverSpec = aCaregiver()): Promise<Caregiver> {
  const api = new ApiClient(system.url);
  const user = await api.signIn(spec.name, spec.email, spec.returnTo);
  const teams = await api.json<{ id: string }[]>('GET', '/api/care-teams');
  expect(teams.status).toBe(200);
  return { api, id: user.id, name: spec.name, email: spec.email, teamId: teams.body[0]?.id };
}

// ---- Loved ones ----------------------------------------------------------------------------------

export type LovedOneSpec = {
  firstName: string;
  lastName: string;
  phone?: string;
  timeZone?: string;
  language?: string;
  [field: string]: unknown;
};
export type LovedOne = { id: string; careTeamId: string; firstName: string; lastName: string };

export const aLovedOne = (overrides: Partial<LovedOneSpec> = {}): LovedOneSpec => ({
  firstName: 'Margaret',
  lastName: 'Lane',
  ...overrides,
});

// A loved one added by the caregiver (POST /api/seniors, which must answer 201); the stored profile.
export async function addLovedOne<T extends object = object>(
  api: ApiClient,
  spec: LovedOneSpec = aLovedOne(),
): Promise<LovedOne & T> {
  const res = await api.json<LovedOne & T>('POST', '/api/seniors', spec);
  if (res.status !== 201) throw new Error(`adding a loved one answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export type FieldError = { field: string; message: string };

// A loved one the API refuses (POST /api/seniors, which must answer 400): the errors, field by field.
export async function refusedLovedOne(api: ApiClient, spec: LovedOneSpec): Promise<FieldError[]> {
  const res = await api.json<{ errors: FieldError[] }>('POST', '/api/seniors', spec);
  expect(res.status).toBe(400);
  return res.body.errors;
}

// ---- Activities ----------------------------------------------------------------------------------

export type ActivitySpec = {
  title: string;
  templateId: string;
  // The loved one it is for; none: an activity for no one (no difficulty level, every authored choice).
  seniorId?: string;
  steps?: unknown[];
  // More of configJSON (gentle, cueDelays, ...).
  config?: Record<string, unknown>;
};

export const anActivity = (overrides: Partial<ActivitySpec> = {}): ActivitySpec => ({
  title: 'Family Photo Match',
  templateId: 'grandkid-match',
  ...overrides,
});

export const configOf = (spec: ActivitySpec) => ({
  title: spec.title,
  ...(spec.steps ? { steps: spec.steps } : {}),
  ...spec.config,
});

// A draft (POST /api/games, which must answer 201); the activity as the API returns it.
export async function addActivity<T extends object = object>(
  api: ApiClient,
  spec: ActivitySpec = anActivity(),
): Promise<{ id: string } & T> {
  const res = await api.json<{ id: string } & T>('POST', '/api/games', {
    title: spec.title,
    templateId: spec.templateId,
    seniorId: spec.seniorId,
    configJSON: configOf(spec),
  });
  expect(res.status).toBe(201);
  return res.body;
}

export type PlayLink = { playUrl: string; token: string };
const tokenOf = (playUrl: string) => new URL(playUrl).pathname.split('/').pop()!;

// A new play link for the activity (POST /api/games/:id/links); its token is the last path segment.
export async function playLink(api: ApiClient, gameId: string): Promise<PlayLink> {
  const link = await api.json<{ playUrl: string }>('POST', `/api/games/${gameId}/links`);
  expect(link.status).toBeLessThan(300);
  return { playUrl: link.body.playUrl, token: tokenOf(link.body.playUrl) };
}

// A draft with a new play link: what the loved one opens at `url`.
export async function addPlayableActivity(world: { api: ApiClient; system: { url: string } }, spec: ActivitySpec) {
  const { id } = await addActivity(world.api, spec);
  const { token } = await playLink(world.api, id);
  return { gameId: id, token, url: `${world.system.url}/play/${token}` };
}

// The activity texted to its loved one (POST /api/games/:id/send-sms, which must answer 200): it is SENT.
export async function sendActivity(api: ApiClient, gameId: string, message?: string): Promise<PlayLink> {
  const sent = await api.json<{ playUrl: string }>('POST', `/api/games/${gameId}/send-sms`, { message });
  expect(sent.status).toBe(200);
  return { playUrl: sent.body.playUrl, token: tokenOf(sent.body.playUrl) };
}

// The loved one plays through the play API as the play page does: START, one STEP per answer (its
// step is the answer's place unless given), COMPLETE. Every call must be accepted; returns COMPLETE's
// answer (its accuracy).
export async function playThrough(
  system: { url: string },
  token: string,
  answers: (string | { step: number; answer: string })[],
): Promise<{ accuracy: number } & Record<string, unknown>> {
  const player = await playSteps(system, token, answers);
  const done = await player.json<{ accuracy: number }>('POST', `/api/play/${token}/complete`, { rawData: [] });
  expect(done.status).toBe(200);
  return done.body;
}

// What the Plan tab shows: texts on a schedule (Monday, Wednesday and Friday at 10:00) and
// a pause of 3 days.
export async function planTexts(api: ApiClient, seniorId: string): Promise<void> {
  const weekly = { repeat: 'weekly', days: [1, 3, 5], time: '10:00' };
  expect((await api.json('POST', `/api/seniors/${seniorId}/schedules`, weekly)).status).toBe(201);
  expect((await api.json('POST', `/api/seniors/${seniorId}/pause`, { days: 3 })).status).toBe(200);
}

// What the Talk tab shows: each activity played through with the answers, once its conversation
// starters are there. Returns the activities' ids, in order.
export async function playedWithStarters(
  world: { api: ApiClient; system: { url: string } },
  activities: ActivitySpec[],
  answers: string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const activity of activities) {
    const { gameId, token } = await addPlayableActivity(world, activity);
    await playThrough(world.system, token, answers);
    ids.push(gameId);
  }
  const seniorId = activities[0]?.seniorId;
  await expectEventually(
    async () => {
      const res = await world.api.json<{ activities: { starters: unknown[] }[] }>(
        'GET',
        `/api/seniors/${seniorId}/conversation-starters`,
      );
      expect(res.body.activities.map((a) => a.starters.length > 0)).toEqual(activities.map(() => true));
    },
    // Written by insights after each completion's fact: on a loaded machine, tens of seconds later.
    { timeoutMs: 60_000 },
  );
  return ids;
}

// ---- A describe block's system -------------------------------------------------------------------

type Profile = 'embedded' | 'distributed';
type SystemOf<P extends Profile> = P extends 'distributed' ? DistributedSystem : EmbeddedSystem;

export type SystemOptions<P extends Profile> = {
  // As today's tests choose: embedded (npm start) unless the test needs the distributed one.
  profile?: P;
  // The embedded system the files of this jest worker share (sharedEmbedded), for a block that needs
  // nothing of its own: default settings (no env, scale, port or server of its own), data of its own
  // (its caregivers, teams and loved ones), no check over every row of a table that the background
  // work of another file's data could write to (a scheduled text adds an audit entry), no stop.
  shared?: boolean;
  // The system's environment; a function is read when the system starts (after the describe block's
  // own earlier beforeAll hooks, e.g. a fake server's address).
  env?: Env | (() => Env);
  scale?: Record<string, number>;
  // How long each distributed process may take to become ready (the launcher's default: 60 s).
  readyTimeoutMs?: number;
  port?: () => number;
  postgresUrl?: () => string;
  // A Chromium for the block (flags given: with those, e.g. FAKE_MICROPHONE).
  browser?: boolean | string[];
  // The caregiver signed in first (default: aCaregiver()); false: none.
  caregiver?: Partial<CaregiverSpec> | false;
  // A loved one the caregiver adds (aLovedOne with these overrides); none unless given.
  lovedOne?: Partial<LovedOneSpec>;
};

export type World<P extends Profile = 'embedded'> = {
  system: SystemOf<P>;
  browser: Browser;
  caregiver: Caregiver;
  // The caregiver's API client.
  api: ApiClient;
  lovedOne: LovedOne;
  // A desktop page in a context of its own (more context options given: with those), signed in as
  // `as` (default the caregiver; null: signed out). Pages opened in a test are closed after it; those
  // opened in set-up at the end.
  page(options?: BrowserContextOptions & { as?: ApiClient | null }): Promise<Page>;
  // The loved one's profile opened in such a page, at its Overview (/seniors/:id) or the tab given.
  profile(options?: BrowserContextOptions & { as?: ApiClient | null; tab?: ProfileTab }): Promise<Page>;
  // A touch phone's context and page, as a loved one opens a play link (signed out).
  phone(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; play: Page }>;
  // Closed with the pages (a context the test made itself).
  track(context: BrowserContext): BrowserContext;
};

// Registers the describe block's beforeAll/afterAll (and afterEach for pages opened in tests) and
// returns the world they fill in: read its fields inside hooks and tests only.
export function useSystem<P extends Profile = 'embedded'>(options: SystemOptions<P> = {}): World<P> {
  const setUpContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  let inTest = false;
  const world = {
    track(context: BrowserContext) {
      (inTest ? testContexts : setUpContexts).push(context);
      return context;
    },
    async page({ as, ...contextOptions }: BrowserContextOptions & { as?: ApiClient | null } = {}) {
      const context = world.track(await world.browser.newContext({ viewport: DESKTOP, ...contextOptions }));
      const signedInAs = as === undefined ? world.caregiver?.api : as;
      if (signedInAs) await carrySession(context, signedInAs, world.system.url);
      return context.newPage();
    },
    async profile({ tab, ...options }: BrowserContextOptions & { as?: ApiClient | null; tab?: ProfileTab } = {}) {
      const page = await world.page(options);
      await page.goto(`${world.system.url}${profilePath(world.lovedOne.id, tab)}`);
      return page;
    },
    async phone(viewport = PHONE) {
      const context = world.track(await world.browser.newContext({ viewport, isMobile: true, hasTouch: true }));
      return { context, play: await context.newPage() };
    },
  } as World<P>;
  Object.defineProperty(world, 'api', { get: () => world.caregiver.api });

  beforeAll(async () => {
    if (options.shared && (options.profile === 'distributed' || options.env || options.scale || options.port))
      throw new Error('a shared system runs with the default settings: give a block with settings its own');
    const start = () =>
      options.shared
        ? sharedEmbedded()
        : options.profile === 'distributed'
          ? startDistributed({
              env: lazy(options.env),
              scale: options.scale,
              readyTimeoutMs: options.readyTimeoutMs,
              port: options.port?.(),
              postgresUrl: options.postgresUrl?.(),
            })
          : startEmbedded({ env: lazy(options.env) });
    const browserFlags = Array.isArray(options.browser) ? options.browser : [];
    // Side by side; whichever starts is kept for afterAll even if the other fails.
    const [system, browser] = await Promise.allSettled([
      start(),
      options.browser ? launchBrowser(browserFlags) : Promise.resolve(undefined),
    ]);
    if (system.status === 'fulfilled') world.system = system.value as SystemOf<P>;
    // Rate-limit budgets of this file's own on a shared system (connectFrom).
    if (world.system?.shared) connectFrom(FILE_ADDRESS);
    if (browser.status === 'fulfilled' && browser.value) world.browser = browser.value;
    for (const started of [system, browser]) if (started.status === 'rejected') throw started.reason;
    if (options.caregiver !== false) world.caregiver = await signUp(world.system, aCaregiver(options.caregiver || {}));
    if (options.lovedOne) world.lovedOne = await addLovedOne(world.api, aLovedOne(options.lovedOne));
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    for (const context of testContexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    for (const context of setUpContexts.splice(0)) await context.close();
    await world.browser?.close();
    await world.system?.stop();
    if (world.system && 'dataDir' in world.system && !world.system.shared) removeDir(world.system.dataDir);
  });
  return world;
}

// ---- Presets ---------------------------------------------------------------------------------------

// Grace Hill, the loved one the play page's tests play as.
export const GRACE: Partial<LovedOneSpec> = { firstName: 'Grace', lastName: 'Hill' };

// The browser tests' usual world: a Chromium, the caregiver of that name signed in, and their loved
// one (aLovedOne with these overrides): `useSystem(inBrowser('Gina Gentle', GRACE))`.
export const inBrowser = (caregiverName: string, lovedOne: Partial<LovedOneSpec> = {}): SystemOptions<'embedded'> => ({
  browser: true,
  caregiver: { name: caregiverName },
  lovedOne,
});

// A plain-coloured photo the world's caregiver uploads in the block's set-up (uploadPhoto, after
// useSystem's); its "photo:<id>" reference is `ref`: read it inside hooks and tests only.
export function usePhoto(
  world: { api: ApiClient },
  ...photo: DropFirst<Parameters<typeof uploadPhoto>>
): { ref: string } {
  const uploaded = { ref: '' };
  beforeAll(async () => {
    uploaded.ref = await uploadPhoto(world.api, ...photo);
  });
  return uploaded;
}
type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

// A photo-match step about a person: "Who is this?", their name or "Someone else".
export const aPersonStep = (id: string, name: string) => ({
  id,
  question: 'Who is this?',
  options: [name, 'Someone else'],
  correctAnswer: name,
});

// The new-activity form for the world's loved one with the Familiar Places template, named `title`,
// its first step added with that place: the form (main) and the step's card.
export async function placesForm(
  world: { system: { url: string }; lovedOne: { id: string } },
  page: Page,
  title: string,
  place: { name: string; description: string },
): Promise<{ main: Locator; card: Locator }> {
  await page.goto(`${world.system.url}/games/new?seniorId=${world.lovedOne.id}`);
  await page.getByRole('radio', { name: 'Familiar Places', exact: true }).check();
  const main = page.getByRole('main');
  await main.getByLabel('Activity Name', { exact: true }).fill(title);
  await main.getByRole('button', { name: 'Add step', exact: true }).click();
  const card = main.getByRole('region', { name: 'Step 1', exact: true });
  await card.getByLabel('Place name', { exact: true }).fill(place.name);
  await card.getByLabel('Description', { exact: true }).fill(place.description);
  return { main, card };
}

// A play link of a new flashcards activity of that title for the world's loved one, made in the
// block's set-up (after useSystem's): what a signed-out caller opens. Read `token` in hooks and tests only.
export function usePlayLink(
  world: { api: ApiClient; system: { url: string }; lovedOne: { id: string } },
  title: string,
) {
  const link = { token: '', url: '' };
  beforeAll(async () => {
    const activity = anActivity({ title, templateId: 'places-flashcards', seniorId: world.lovedOne.id });
    Object.assign(link, await addPlayableActivity(world, activity));
  });
  return link as { token: string; url: string };
}

// A member's notification switch (GET and PUT `url`, one boolean `field`) refuses anything but that
// field as true or false, with the spec's message, and stays on.
export async function expectSwitchRefusesBadInput(api: ApiClient, url: string, field: string): Promise<void> {
  const bad = await api.json<{ errors: FieldError[] }>('PUT', url, { [field]: 'yes' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual([{ field, message: 'Must be true (on) or false (off)' }]);
  expect((await api.json('PUT', url, {})).status).toBe(400);
  expect((await api.json('PUT', url, { [field]: false, extra: 1 })).status).toBe(400);
  expect((await api.json('GET', url)).body).toEqual({ [field]: true });
}

// The loved one's profile tabs by their address: /seniors/:id is Overview, each other
// tab is /seniors/:id/<tab>.
export const PROFILE_TABS = [
  'overview',
  'activities',
  'insights',
  'plan',
  'goals',
  'talk',
  'memory-box',
  'about-me',
  'details',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const profilePath = (seniorId: string, tab: ProfileTab = 'overview') =>
  tab === 'overview' ? `/seniors/${seniorId}` : `/seniors/${seniorId}/${tab}`;

// The tab a region of the profile is on, by the region's name; Overview for the others.
const REGION_TABS: [RegExp, ProfileTab][] = [
  [/^(Recent Activities|What .+ knows)$/, 'activities'],
  [/^AI Insights$/, 'insights'],
  [/^(Pause texts for a few days|Coming up|Texts on a schedule|How hard the activities are)$/, 'plan'],
  [/^Something to talk about with /, 'talk'],
  [/^(Profile Details|Edit Profile|Your family's data)$/, 'details'],
];
export const profileTabOf = (region: string): ProfileTab =>
  REGION_TABS.find(([name]) => name.test(region))?.[1] ?? 'overview';

// The loved one's profile, at the tab its region named `region` is on, once that region shows
// `text`: the page and the region.
export async function profileSection(
  world: { profile(options: { tab: ProfileTab }): Promise<Page> },
  region: string,
  text: string,
  // The section's button that shows the text on asking, opened first.
  disclosure?: string,
) {
  const page = await world.profile({ tab: profileTabOf(region) });
  const section = page.getByRole('region', { name: region });
  if (disclosure) await expand(section.getByRole('button', { name: disclosure, exact: true }));
  await section.getByText(text).waitFor();
  return { page, section };
}

// ==== Team members, seeded records' owners, play left open ========================================
// (Added after the section above; nothing above depends on it.)

export type MemberSpec = CaregiverSpec & {
  role: 'OWNER' | 'SIBLING';
  // Someone who signed in before the invitation came (so with a care team of their own), and accepts
  // it signed in; otherwise the invitation's link is how they first sign in.
  hasAccount?: boolean;
};

// A Family Helper (SIBLING) unless told otherwise: role 'OWNER' is a Co-Caregiver.
export const aMember = (overrides: Partial<MemberSpec> = {}): MemberSpec => ({
  ...aCaregiver({ name: 'Hal Helper', ...overrides }),
  role: overrides.role ?? 'SIBLING',
});

// teamId: the team they joined; invitationId: the invitation they accepted.
export type Member = Caregiver & { invitationId: string };

// A member of the inviter's team (their teamId): invited (POST /api/invite, which must answer 201),
// signed in (through the invitation e-mail's link, unless they have an account) and accepted
// (POST /api/invitations/accept, 200).
export async function addMember(
  system: { url: string; databaseUrl: string },
  inviter: Pick<Caregiver, 'api' | 'name' | 'teamId'>,
  spec: MemberSpec = aMember(),
): Promise<Member> {
  const teamId = inviter.teamId;
  if (!teamId) throw new Error(`${inviter.name} has no care team to invite into`);
  const api = new ApiClient(system.url);
  const signedIn = spec.hasAccount ? await api.signIn(spec.name, spec.email) : undefined;
  const invite = await inviter.api.json<{ id: string }>('POST', '/api/invite', {
    email: spec.email,
    role: spec.role,
    careTeamId: teamId,
  });
  expect(invite.status).toBe(201);
  const token = await invitationToken(system.databaseUrl, invite.body.id);
  const user = signedIn ?? (await api.signIn(spec.name, spec.email, `/invite/accept?token=${token}`));
  expect((await api.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
  return { api, id: user.id, name: spec.name, email: spec.email, teamId, invitationId: invite.body.id };
}

// Whose records written straight into the tables are (seedActivity, seedResults, seedHistory): the
// caregiver's team, the loved one, made by the caregiver.
export const seededFor = (caregiver: Caregiver, lovedOne: { id: string }) => ({
  careTeamId: caregiver.teamId!,
  seniorId: lovedOne.id,
  createdBy: caregiver.id,
});

// The first part of playThrough: START and one STEP per answer through the play API, each accepted,
// but no COMPLETE: for a test that completes as the play page does (with the page's event id, to send
// the same completion again). Returns the loved one's (signed-out) client.
export async function playSteps(
  system: { url: string },
  token: string,
  answers: (string | { step: number; answer: string })[],
): Promise<ApiClient> {
  const player = new ApiClient(system.url);
  const play = (body: unknown) => player.json('POST', `/api/play/${token}/event`, body);
  expect((await play({ eventId: randomUUID(), type: 'START', payload: {} })).status).toBeLessThan(300);
  for (const [step, answer] of answers.entries()) {
    const payload = typeof answer === 'string' ? { step, answer } : answer;
    expect((await play({ eventId: randomUUID(), type: 'STEP', payload })).status).toBeLessThan(300);
  }
  return player;
}

// ---- Photos, voice clips, play links with their id, outside servers ------------------------------
// (the security, messaging, letter and tracing tests' extra set-up)

// A tiny valid PNG (1x1), as multipart form data for POST /api/photos.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export function photoForm(): FormData {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'p.png');
  return form;
}

// The tiny photo uploaded by the caregiver (POST /api/photos, which must answer 201).
export async function addPhoto(api: ApiClient): Promise<{ photoId: string; ref: string }> {
  const upload = await api.request('POST', '/api/photos', { body: photoForm() });
  expect(upload.status).toBe(201);
  return (await upload.json()) as { photoId: string; ref: string };
}

// A recorded voice of that many seconds of silent MP3 frames (POST /api/voice-clips, which must answer 201).
export async function addVoiceClip(api: ApiClient, seconds = 2): Promise<{ clipId: string; ref: string }> {
  const clip = await api.request('POST', '/api/voice-clips', { body: clipForm(mp3Frames(seconds)) });
  expect(clip.status).toBe(201);
  return (await clip.json()) as { clipId: string; ref: string };
}

// Photos for the loved one's memory box as one multipart request, as a phone's multiple
// choice sends them: field "photos", one file each (JPEG when the bytes start like one, else PNG).
export function boxPhotosForm(files: Buffer[]): FormData {
  const form = new FormData();
  for (const [i, file] of files.entries()) {
    const jpeg = file[0] === 0xff && file[1] === 0xd8;
    form.append(
      'photos',
      new Blob([new Uint8Array(file)], { type: jpeg ? 'image/jpeg' : 'image/png' }),
      `p${i}.${jpeg ? 'jpg' : 'png'}`,
    );
  }
  return form;
}

// `count` small JPEGs, each a different picture (the box keeps the same file once), like a phone's.
export async function distinctPhotos(count: number): Promise<Buffer[]> {
  const { default: sharp } = await import('sharp');
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width: 48, height: 36, channels: 3, background: { r: (i * 37) % 256, g: 90, b: (i * 71) % 256 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
}

// Those photos added to the loved one's box by `api` (POST .../memory-box/photos, which must answer 201).
export async function addBoxPhotos(
  api: ApiClient,
  seniorId: string,
  files: Buffer[] = [TINY_PNG],
): Promise<BoxPhotoAdded[]> {
  const res = await api.request('POST', `/api/seniors/${seniorId}/memory-box/photos`, { body: boxPhotosForm(files) });
  expect(res.status).toBe(201);
  return ((await res.json()) as BoxPhotosAdded).photos;
}

// A new play link with the link's id too (revoking it needs the id).
export async function playLinkWithId(api: ApiClient, gameId: string): Promise<PlayLink & { linkId: string }> {
  const link = await api.json<{ playUrl: string; link: { id: string } }>('POST', `/api/games/${gameId}/links`);
  expect(link.status).toBe(201);
  return { playUrl: link.body.playUrl, token: tokenOf(link.body.playUrl), linkId: link.body.link.id };
}

// An outside server the system talks to (the Twilio fake, an SMTP sink, an OTLP receiver), started in
// the describe block's beforeAll and stopped in its afterAll. Register it before useSystem, whose
// env function can then name it. The answer stands for the server once started: read it in hooks
// and tests only (reading or setting a field before start-up throws).
export function useServer<T extends { stop(): Promise<unknown> }>(start: () => Promise<T>): T {
  let server: T | undefined;
  const started = () => {
    if (!server) throw new Error('the server is not started yet: read it inside hooks and tests');
    return server;
  };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return new Proxy({} as T, {
    get(_, name) {
      const value: unknown = Reflect.get(started(), name);
      return typeof value === 'function' ? value.bind(started()) : value;
    },
    set(_, name, value) {
      return Reflect.set(started(), name, value);
    },
  });
}

// A describe block's system whose e-mails go to a real SMTP server of the test's (SmtpSink), with
// addresses of the block's own (`address('hal')`) so its messages are told apart from other blocks'.
// `options` is given `address`, for the caregiver's; `from` is SMTP_FROM.
export function useMailedSystem<P extends Profile = 'embedded'>(
  options: (address: (who: string) => string) => SystemOptions<P> & { from?: string },
): { smtp: SmtpSink; address: (who: string) => string; world: World<P> } {
  const smtp = useServer(() => new SmtpSink().start());
  const tag = randomUUID().slice(0, 8);
  const address = (who: string) => `${who}.${tag}@example.com`;
  const { from, env, ...rest } = options(address);
  const world = useSystem<P>({
    ...rest,
    env: () => ({ ...(env ? lazy(env) : {}), SMTP_URL: smtp.url, ...(from ? { SMTP_FROM: from } : {}) }),
  });
  return { smtp, address, world };
}

// ==== "Who I am" (About me): the family's lines, shares, and the page opened through a link ========

// A line of the family's on the loved one's page (POST .../about-me/notes, which must answer 201): its id.
export async function addAboutMeNote(
  api: ApiClient,
  seniorId: string,
  section: AboutMeNoteRequest['section'] = 'calms',
  text = `A line ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const res = await api.json<AboutMe>('POST', `/api/seniors/${seniorId}/about-me/notes`, { section, text });
  if (res.status !== 201) throw new Error(`adding a line answered ${res.status}: ${JSON.stringify(res.body)}`);
  const entry = res.body.sections
    .find((s) => s.id === section)!
    .entries.find((e) => e.item.kind === 'note' && e.item.text === text);
  return entry!.noteId!;
}

// The sections of the page (and its life-story book) a Co-Caregiver ticks to share them: nothing is
// shared until ticked (PUT .../about-me/visibility, which must answer 200 each time). Default: all.
export async function shareSections(
  api: ApiClient,
  seniorId: string,
  sections: string[] = [...ABOUT_ME_SECTIONS, 'book'],
): Promise<void> {
  for (const section of sections) {
    const res = await api.json('PUT', `/api/seniors/${seniorId}/about-me/visibility`, {
      key: `section:${section}`,
      hidden: false,
    });
    if (res.status !== 200) throw new Error(`ticking ${section} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}

// A share of the page as the family fills it in (consent of the loved one themselves, today); overrides win.
export const aShare = (overrides: Partial<CreateShareRequest> = {}): CreateShareRequest => ({
  recipient: 'Oak House care home',
  consent: { basis: 'person', by: 'The loved one', date: new Date().toISOString().slice(0, 10) },
  ...overrides,
});

// The page shared by a Co-Caregiver (POST .../about-me/shares, which must answer 201): the share, its
// link (shown this once) and the link's token (its last path segment).
export async function shareAboutMe(
  api: ApiClient,
  seniorId: string,
  overrides: Partial<CreateShareRequest> = {},
): Promise<NewShare & { token: string }> {
  const res = await api.json<NewShare>('POST', `/api/seniors/${seniorId}/about-me/shares`, aShare(overrides));
  if (res.status !== 201) throw new Error(`sharing the page answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...res.body, token: tokenOf(res.body.url) };
}

// The shared page as its reader opens it: no account, no cookie (POST /api/shared/about-me/:token).
export const openShared = (system: { url: string }, token: string, body: { pin?: string } = {}) =>
  fetch(`${system.url}/api/shared/about-me/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// Every photo address a shared page holds (its people's photos and its book's), as fetched from it.
export const sharedPhotoUrls = (shared: SharedAboutMe): string[] => [
  ...shared.page.sections.flatMap((s) =>
    s.entries.flatMap((e) => (e.item.kind === 'person' && e.item.photoUrl ? [e.item.photoUrl] : [])),
  ),
  ...shared.page.book.chapters.flatMap((c) => c.photos.map((p) => p.url)),
];

// A new photo in the loved one's box (a colour of its own, so never a duplicate), then described
// (PATCH .../memory-box/photos/:photoId, which must answer 200): the photo's id and its people's ids.
export async function addDescribedBoxPhoto(
  api: ApiClient,
  seniorId: string,
  changes: UpdateBoxPhotoRequest,
): Promise<{ photoId: string; personIds: string[] }> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: `#${randomUUID().slice(0, 6)}` } })
    .jpeg()
    .toBuffer();
  const [photo] = await addBoxPhotos(api, seniorId, [jpeg]);
  const res = await api.json<{ personIds: string[] }>(
    'PATCH',
    `/api/seniors/${seniorId}/memory-box/photos/${photo!.id}`,
    changes,
  );
  if (res.status !== 200) throw new Error(`describing a box photo answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { photoId: photo!.id, personIds: res.body.personIds };
}

// ==== Everyday goals: one real thing the loved one practises until it sticks ======================

// A goal as a Co-Caregiver sets it (its question, the answer, two other choices, a first rating);
// overrides win.
export const aGoalRequest = (overrides: Partial<CreateGoalRequest> = {}): CreateGoalRequest => ({
  question: 'Who is your new helper?',
  answer: 'Ana',
  otherChoices: ['Rita', 'Lucia'],
  rating: 4,
  ...overrides,
});

// A goal set by a Co-Caregiver (POST /api/seniors/:id/goals, which must answer 201): the goal.
export async function setGoal(
  api: ApiClient,
  seniorId: string,
  overrides: Partial<CreateGoalRequest> = {},
): Promise<Goal> {
  const res = await api.json<Goal>('POST', `/api/seniors/${seniorId}/goals`, aGoalRequest(overrides));
  if (res.status !== 201) throw new Error(`setting a goal answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

// A goal stopped by a Co-Caregiver (POST .../goals/:goalId/stop, which must answer 200): a loved one
// practises at most GOALS_ACTIVE_MAX goals at once, so a test that sets many stops those it is done with.
export async function stopGoal(api: ApiClient, seniorId: string, goalId: string): Promise<Goal> {
  const res = await api.json<Goal>('POST', `/api/seniors/${seniorId}/goals/${goalId}/stop`);
  if (res.status !== 200) throw new Error(`stopping a goal answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

// The goal's two-weekly rating due now, as it is two weeks after the last one: its read model's due
// date moved back (the only thing the dashboard's reminder reads), its stream left as it was.
export async function goalRatingDue(databaseUrl: string, goalId: string): Promise<void> {
  const rows = await queryDb(
    databaseUrl,
    `UPDATE games.goals SET rating_due_at = now() - interval '1 minute' WHERE goal_id = $1 RETURNING goal_id`,
    [goalId],
  );
  if (rows.length !== 1) throw new Error(`no goal ${goalId} to make due`);
}
