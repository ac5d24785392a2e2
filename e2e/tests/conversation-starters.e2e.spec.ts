import { randomUUID } from 'node:crypto';
import { TALKED_NOTE_MAX } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { holdRequests, shootAndScan } from '../support/browser';
import {
  aCaregiver,
  addLovedOne,
  addMember,
  addPlayableActivity,
  aLovedOne,
  aMember,
  anActivity,
  Member,
  playSteps,
  profilePath,
  signUp,
  useSystem,
} from '../support/fixtures';
import { countRows, queryDb } from '../support/systems';
import { unzip } from '../support/zip';

jest.setTimeout(300_000);

type Starter = {
  id: string;
  gameInstanceId: string;
  position: number;
  text: string;
  writer: string;
  talked: { byUserId: string; byName: string | null; at: string; note: string | null } | null;
  canChangeMark: boolean;
};
type ActivityStarters = { gameInstanceId: string; title: string; completedAt: string | null; starters: Starter[] };
type Refusal = { message: string; errors?: { field: string; message: string }[] };

// Places the family wrote: one description asks "do you remember", which a starter never does.
const PLACES = [
  { id: 'kitchen', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
  { id: 'pier', name: 'The old pier', description: 'Do you remember the pier? We went every summer.' },
  { id: 'allotment', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
];
// The kitchen and the allotment come at once, the pier needs "I'm not sure": a conversation opens on
// what the loved one knows.
const ANSWERS: Record<string, string> = { kitchen: 'know', pier: 'unsure', allotment: 'know' };
const EXPECTED = [
  'I was thinking about Elm Street kitchen today. Where Mum baked bread on Sundays.',
  'I can just picture the allotment. Runner beans and a shed full of tools.',
  'The old pier has been on my mind today.',
];

// A care team: Nora (Primary Caregiver), Cora (Co-Caregiver), Hal and Sam (Family Helpers), and Rose; the
// describe block's system and caregiver's world.
function useFamily() {
  const world = useSystem({
    browser: true,
    shared: true,
    caregiver: { name: 'Nora Talk' },
    lovedOne: { firstName: 'Rose', lastName: 'Talk' },
  });
  const fam = {} as { owner: ApiClient; hal: Member; sam: Member; cora: Member; outsider: ApiClient; seniorId: string };
  beforeAll(async () => {
    const join = (name: string, role: 'OWNER' | 'SIBLING') =>
      addMember(world.system, world.caregiver, aMember({ name, role }));
    fam.owner = world.api;
    fam.seniorId = world.lovedOne.id;
    fam.hal = await join('Hal Helper', 'SIBLING');
    fam.sam = await join('Sam Sibling', 'SIBLING');
    fam.cora = await join('Cora Cocare', 'OWNER');
    fam.outsider = (await signUp(world.system, aCaregiver({ name: 'Oscar Outsider' }))).api;
  });

  // A places activity played through the play API, its answers by step id; complete() sends the
  // completion the way the play page does (so again, as its retry does).
  async function played(title: string, steps = PLACES, answers = ANSWERS) {
    const { gameId, token } = await addPlayableActivity(
      world,
      anActivity({ title, templateId: 'places-flashcards', seniorId: world.lovedOne.id, steps }),
    );
    const player = await playSteps(
      world.system,
      token,
      steps.map(({ id }) => answers[id] ?? 'know'),
    );
    const completeId = randomUUID();
    const complete = () =>
      player.json<{ duplicate: boolean }>('POST', `/api/play/${token}/complete`, { eventId: completeId, rawData: [] });
    expect((await complete()).status).toBe(200);
    return { gameId, complete };
  }
  return { world, fam, played };
}

const countStarters = async (system: { databaseUrl: string }, gameId: string) =>
  countRows(
    system.databaseUrl,
    'SELECT count(*) AS n FROM insights.conversation_starters WHERE game_instance_id = $1',
    [gameId],
  );

// Through the whole system: the completion that queues the starters' job, the routes (status, shape,
// field messages, who may see and mark) and the screens. The starters' own rules (the statements the
// local writer makes, the model's answer checked and its fallback, the language, who may change a
// mark) are insights': services/insights/src/conversation/starter-store.int.spec.ts.
describe('conversation starters after play (embedded, local writer, Chromium)', () => {
  const { world, fam, played } = useFamily();
  let gameId: string;
  let starters: Starter[];

  const startersOf = (api: ApiClient, id = gameId) =>
    api.json<ActivityStarters & Refusal>('GET', `/api/games/${id}/conversation-starters`);
  const mark = (api: ApiClient, starterId: string, body: unknown) =>
    api.json<Starter & Refusal>('PUT', `/api/conversation-starters/${starterId}/talked`, body);
  const unmark = (api: ApiClient, starterId: string) =>
    api.json<Starter & Refusal>('DELETE', `/api/conversation-starters/${starterId}/talked`);

  it('are written once after a completed activity, by the job its completion queued', async () => {
    const run = await played('Our places');
    gameId = run.gameId;
    // The job queued on completion writes them, before anyone asks.
    await expectEventually(async () => expect(await countStarters(world.system, gameId)).toBe(3), {
      timeoutMs: 30_000,
    });

    const res = await startersOf(fam.hal.api);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ gameInstanceId: gameId, title: 'Our places', completedAt: expect.any(String) });
    starters = res.body.starters;
    expect(starters.map((s) => [s.text, s.writer])).toEqual(EXPECTED.map((text) => [text, 'local']));

    // The play page retrying its completion writes nothing more.
    expect((await run.complete()).body.duplicate).toBe(true);
    expect(await countStarters(world.system, gameId)).toBe(3);
    expect((await startersOf(fam.owner)).body.starters.map((s) => s.id)).toEqual(starters.map((s) => s.id));

    expect((await startersOf(fam.outsider)).status).toBe(404);
    expect((await startersOf(new ApiClient(world.system.url))).status).toBe(401);
  });

  it("the loved one's profile lists the latest activities' starters", async () => {
    const res = await fam.sam.api.json<{ activities: ActivityStarters[] }>(
      'GET',
      `/api/seniors/${fam.seniorId}/conversation-starters`,
    );
    expect(res.status).toBe(200);
    expect(res.body.activities.map((a) => [a.gameInstanceId, a.title])).toEqual([[gameId, 'Our places']]);
    expect((await fam.outsider.json('GET', `/api/seniors/${fam.seniorId}/conversation-starters`)).status).toBe(404);
  });

  it('any member marks "we talked about it" with a one-line note, checked, and it stays with the starter', async () => {
    const first = starters[0]!;
    const note = 'She told us about the bakery on the corner.';
    const marked = await mark(fam.hal.api, first.id, { note: `  ${note} ` });
    expect(marked.status).toBe(200);
    expect(marked.body.talked).toEqual({ byUserId: fam.hal.id, byName: 'Hal', at: expect.any(String), note });

    // Bad notes: a clear 400 with the field and the reason, and nothing written.
    const before = await queryDb(
      world.system.databaseUrl,
      'SELECT * FROM insights.conversation_starters WHERE id = $1',
      [first.id],
    );
    const refusals: [unknown, string][] = [
      [{ note: 'x'.repeat(TALKED_NOTE_MAX + 1) }, `Keep the note to one line of at most ${TALKED_NOTE_MAX} characters`],
      [{ note: 'One line\nand another' }, 'Keep the note to one line'],
      [{ note: 42 }, 'The note must be text'],
    ];
    for (const [body, message] of refusals) {
      const bad = await mark(fam.hal.api, first.id, body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'note', message }]);
    }
    expect((await mark(fam.hal.api, first.id, { note: 'ok', extra: true })).status).toBe(400);
    expect(
      await queryDb(world.system.databaseUrl, 'SELECT * FROM insights.conversation_starters WHERE id = $1', [first.id]),
    ).toEqual(before);

    // Another Family Helper may not change Hal's mark (who may is insights' rule).
    const samTries = await mark(fam.sam.api, first.id, { note: 'Mine now' });
    expect(samTries.status).toBe(403);
    expect(samTries.body.message).toBe(
      'Only the member who marked this, or a Co-Caregiver, can change or undo the mark.',
    );
    // Undoing it is refused the same way; a member's own undo is the screen's (below).
    expect((await unmark(fam.sam.api, first.id)).status).toBe(403);
    expect((await mark(fam.outsider, first.id, { note })).status).toBe(404);
    expect((await mark(fam.hal.api, randomUUID(), { note })).status).toBe(404);
    expect((await mark(new ApiClient(world.system.url), first.id, { note })).status).toBe(401);
  });

  it("shows them on the activity's results and on the profile, where a member marks one (Chromium, 390 and 1280 px)", async () => {
    const page = await world.page({ as: fam.sam.api });

    // Held until the loading line has been seen.
    const release = await holdRequests(page, `**/api/games/${gameId}/conversation-starters`);
    await page.goto(`${world.system.url}/games/${gameId}`);
    await page.getByText('Loading things to talk about...').waitFor();
    release();
    const card = page.getByRole('region', { name: 'Something to talk about' });
    await card.getByText('Open your next call with one of these, then say "Tell me more about that."').waitFor();
    const items = card.getByRole('list', { name: 'Something to talk about' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    for (const [i, text] of EXPECTED.entries()) await items.nth(i).getByText(`“${text}”`).waitFor();
    // Hal's mark and note, which Sam may not change.
    const first = items.nth(0);
    await first.getByText(/^Talked about by Hal on /).waitFor();
    await first.getByText('She told us about the bakery on the corner.').waitFor();
    expect(await first.getByRole('button').count()).toBe(0);
    await shootAndScan(page, 'conversation-starters-activity');

    // Sam marks the second one, with a note.
    const second = items.nth(1);
    await second.getByRole('button', { name: 'We talked about it' }).click();
    await second.getByLabel('A note for the family (optional, one line)').fill('He laughed about the shed.');
    await second.getByText('For example: She told us about the bakery on the corner.').waitFor();
    await shootAndScan(page, 'conversation-starters-note');
    // Saving, held until the button has said so.
    let saved!: () => void;
    const saving = new Promise<void>((resolve) => (saved = resolve));
    await page.route('**/api/conversation-starters/*/talked', async (route) => {
      await saving;
      await route.continue().catch(() => undefined);
    });
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByRole('button', { name: 'Saving...' }).waitFor();
    saved();
    await second.getByText(/^Talked about by Sam on /).waitFor();
    await page.unroute('**/api/conversation-starters/*/talked');
    await second.getByText('He laughed about the shed.').waitFor();
    // Sam's own mark: Sam may change the note or undo it.
    await second.getByRole('button', { name: 'Change note' }).click();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.getByRole('button', { name: 'Undo' }).click();
    await second.getByRole('button', { name: 'We talked about it' }).waitFor();

    // The server refuses (too long, as if another client sent it): the field says why.
    await page.route('**/api/conversation-starters/*/talked', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Validation failed',
          errors: [{ field: 'note', message: 'Keep the note to one line of at most 200 characters' }],
        }),
      }),
    );
    await second.getByRole('button', { name: 'We talked about it' }).click();
    await second.getByRole('button', { name: 'Save' }).click();
    await second
      .getByRole('alert')
      .filter({ hasText: 'Keep the note to one line of at most 200 characters' })
      .waitFor();
    // Saving fails: the page says so, and the starter stays unmarked.
    await page.unroute('**/api/conversation-starters/*/talked');
    await page.route('**/api/conversation-starters/*/talked', (route) => route.fulfill({ status: 503, body: '' }));
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByRole('alert').filter({ hasText: "We couldn't save this. Please try again." }).waitFor();
    await shootAndScan(page, 'conversation-starters-error');
    await page.unroute('**/api/conversation-starters/*/talked');
    await second.getByRole('button', { name: 'Cancel' }).click();

    // The profile: the same starters under the activity's name, and the way to the weekly letter.
    await page.goto(`${world.system.url}${profilePath(fam.seniorId, 'talk')}`);
    const section = page.getByRole('region', { name: 'Something to talk about with Rose' });
    const activity = section.getByRole('article', { name: 'Our places' });
    await activity.getByText(`“${EXPECTED[2]}”`).waitFor();
    await activity.getByText(/^Finished /).waitFor();
    await activity.getByText(/^Talked about by Hal on /).waitFor();
    await section.getByRole('link', { name: "Read Rose's weekly family letter" }).waitFor();
    expect(await activity.getByRole('link', { name: 'See the activity: Our places' }).getAttribute('href')).toBe(
      `/games/${gameId}`,
    );
    await shootAndScan(page, 'conversation-starters-profile');
  });

  it('the screens say when there is nothing yet, and when loading fails', async () => {
    const page = await world.page();
    const lily = (await addLovedOne(world.api, aLovedOne({ firstName: 'Lily', lastName: 'Quiet' }))).id;
    await page.goto(`${world.system.url}${profilePath(lily, 'talk')}`);
    await page
      .getByText(
        'When Lily finishes an activity, two or three things to talk about on your next call will appear here.',
      )
      .waitFor();
    await shootAndScan(page, 'conversation-starters-profile-empty');

    // The activity page's empty and failed states, and the profile's failed one, are
    // web/src/routes/conversation/ConversationStarters.unit.spec.tsx's; their words in a browser:
    await page.route(`**/api/games/${gameId}/conversation-starters`, (route) =>
      route.fulfill({ json: { gameInstanceId: gameId, seniorId: fam.seniorId, title: 'x', starters: [] } }),
    );
    await page.goto(`${world.system.url}/games/${gameId}`);
    await page.getByText('There is nothing to talk about from this activity yet.').waitFor();
    await page.route(`**/api/seniors/${lily}/conversation-starters`, (route) => route.fulfill({ status: 500 }));
    await page.goto(`${world.system.url}${profilePath(lily, 'talk')}`);
    await page
      .getByRole('alert')
      .filter({ hasText: "We couldn't load these. Please refresh the page to try again." })
      .waitFor();
  });

  it('go into the archive with their notes, and are erased with the loved one', async () => {
    const res = await fam.owner.request('GET', `/api/seniors/${fam.seniorId}/export.zip`);
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    // The starters in it, their texts and notes, are insights' (starter-store.int.spec.ts).
    const conversation = JSON.parse(files.get('conversation.json')!.toString('utf8')) as {
      starters: { gameInstanceId: string }[];
    };
    expect(conversation.starters.filter((s) => s.gameInstanceId === gameId)).toHaveLength(3);
    expect(files.get('README.txt')!.toString('utf8')).toContain('conversation.json');

    const erased = await fam.owner.json<Record<string, number>>('DELETE', `/api/seniors/${fam.seniorId}`);
    expect(erased.status).toBe(200);
    expect(erased.body.conversation).toBe(3);
    expect(await countStarters(world.system, gameId)).toBe(0);
    expect((await mark(fam.hal.api, starters[0]!.id, { note: 'x' })).status).toBe(404);
  });
});
