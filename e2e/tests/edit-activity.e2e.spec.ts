import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { shootAndScan } from '../support/browser';
import {
  aCaregiver,
  addActivity,
  addMember,
  aMember,
  anActivity,
  aPersonStep,
  sendActivity,
  signUp,
  useSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(600_000);

type Step = { id: string; question: string; options: string[]; correctAnswer: string; hint?: string };
type Game = {
  id: string;
  status: string;
  configJSON: { title: string; steps?: Step[]; gentle?: boolean; level?: number; accessibility?: unknown };
};
type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

const ONLY_DRAFTS = 'Only an activity that has not been sent can be changed.';

// "edit the next activity before it goes": PATCH /api/games/:id changes a draft's title and
// steps (Co-Caregivers only, never once sent), and /games/:id/edit is the create form filled with it.
describe('editing a draft activity (embedded, Chromium)', () => {
  // A system of its own, not the worker's shared one: a check reads every activity.edited entry of
  // the audit log.
  const world = useSystem({
    browser: true,
    caregiver: { name: 'Olive Owner' },
    lovedOne: { firstName: 'Margaret', lastName: 'Edits', phone: '+15550100141' },
  });
  let helper: ApiClient;
  let outsider: ApiClient;

  beforeAll(async () => {
    helper = (await addMember(world.system, world.caregiver, aMember({ name: 'Hal Helper' }))).api;
    outsider = (await signUp(world.system, aCaregiver({ name: 'Otto Outsider' }))).api;
  });

  const draft = (title: string, steps: Step[] = [aPersonStep('l', 'Liam'), aPersonStep('e', 'Emma')]) =>
    addActivity<Game>(
      world.api,
      anActivity({ title, templateId: 'grandkid-match', seniorId: world.lovedOne.id, steps }),
    );
  const stored = async (gameId: string) =>
    (
      await queryDb<{ config_json: Game['configJSON']; status: string }>(
        world.system.databaseUrl,
        'SELECT config_json, status FROM games.game_instances WHERE id = $1',
        [gameId],
      )
    )[0]!;
  const patch = (client: ApiClient, gameId: string, body: unknown) =>
    client.json<Game & ErrorBody>('PATCH', `/api/games/${gameId}`, body);

  async function pageAs(client: ApiClient, path: string) {
    const page = await world.page({ as: client });
    await page.goto(`${world.system.url}${path}`);
    return page;
  }

  it('changes a draft: title and steps as at creation, gentle and accessibility kept unless sent, audited', async () => {
    const game = await draft('Photos');
    expect(game.configJSON.gentle).toBe(true);
    const edited = await patch(world.api, game.id, {
      title: 'Photos of the family',
      configJSON: { title: 'Photos of the family', steps: [aPersonStep('n', 'Noah')], gentle: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: game.id, status: 'DRAFT' });
    expect(edited.body.configJSON).toMatchObject({ title: 'Photos of the family', gentle: false });
    expect(edited.body.configJSON.steps).toEqual([aPersonStep('n', 'Noah')]);
    // The stamping of creation: the loved one's level now.
    expect(edited.body.configJSON.level).toBe(game.configJSON.level);
    const detail = await world.api.json<{ gameInstance: Game }>('GET', `/api/games/${game.id}`);
    expect(detail.body.gameInstance.configJSON).toEqual(edited.body.configJSON);

    // Gentle and accessibility not sent: kept; an empty steps list: the template's samples, as at creation.
    const again = await patch(world.api, game.id, { title: 'Samples', configJSON: { title: 'Samples', steps: [] } });
    expect(again.status).toBe(200);
    expect(again.body.configJSON.gentle).toBe(false);
    expect(again.body.configJSON.accessibility).toEqual(edited.body.configJSON.accessibility);
    expect(again.body.configJSON.steps).toBeUndefined();
    // Steps not sent: kept.
    await patch(world.api, game.id, {
      title: 'With Noah',
      configJSON: { title: 'With Noah', steps: [aPersonStep('n', 'Noah')] },
    });
    const kept = await patch(world.api, game.id, { title: 'Renamed', configJSON: { title: 'Renamed' } });
    expect(kept.status).toBe(200);
    expect(kept.body.configJSON.steps).toEqual([aPersonStep('n', 'Noah')]);

    // The log follows games' facts: the entries land moments after the edits.
    const audit = await expectEventually(async () => {
      const rows = await queryDb<{ actor_id: string; target_id: string; meta_json: unknown }>(
        world.system.databaseUrl,
        `SELECT actor_id, target_id, meta_json FROM care.audit_logs WHERE action = 'activity.edited' ORDER BY created_at`,
      );
      expect(rows.map((a) => a.target_id)).toEqual([game.id, game.id, game.id, game.id]);
      return rows;
    });
    expect(audit[0]!.meta_json).toEqual({ steps: 1 });
  });

  it('answers 400 with the field and the reason, and writes nothing', async () => {
    const game = await draft('Untouched');
    const before = await stored(game.id);
    const cases: [unknown, string, string][] = [
      [{ title: '', configJSON: { title: '' } }, 'title', 'Title is required'],
      [
        { title: 'T', configJSON: { title: 'T', steps: [{ ...aPersonStep('x', 'Liam'), correctAnswer: 'Nobody' }] } },
        'configJSON.steps.0.correctAnswer',
        'The correct answer must be one of the options',
      ],
      [
        // A step of another template does not fit this activity's.
        {
          title: 'T',
          configJSON: { title: 'T', steps: [{ id: 'r', recipeName: 'Tea', description: '', recipeSteps: ['a', 'b'] }] },
        },
        'configJSON.steps.0.question',
        'Invalid input: expected string, received undefined',
      ],
      [
        { title: 'T', templateId: 'recipe-sequencing', configJSON: { title: 'T' } },
        'body',
        'Unrecognized key: "templateId"',
      ],
      [{ title: 'T', configJSON: { title: 'T', gentle: 'yes' } }, 'configJSON.gentle', 'Gentle mode must be on or off'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(world.api, game.id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect(
      (await world.api.request('PATCH', '/api/games/not-a-uuid', { json: { title: 'T', configJSON: { title: 'T' } } }))
        .status,
    ).toBe(400);
    expect(await stored(game.id)).toEqual(before);
    const audit = await queryDb(
      world.system.databaseUrl,
      `SELECT 1 FROM care.audit_logs WHERE action = 'activity.edited' AND target_id = $1`,
      [game.id],
    );
    expect(audit).toEqual([]);
  });

  it('refuses a sent activity (409), a Family Helper (403) and anyone outside the team or a missing one (404)', async () => {
    const game = await draft('Sent one');
    const body = { title: 'Changed', configJSON: { title: 'Changed' } };
    expect((await helper.json('PATCH', `/api/games/${game.id}`, body)).status).toBe(403);
    expect((await outsider.json('PATCH', `/api/games/${game.id}`, body)).status).toBe(404);
    expect((await world.api.json('PATCH', `/api/games/${randomUUID()}`, body)).status).toBe(404);
    expect((await new ApiClient(world.system.url).json('PATCH', `/api/games/${game.id}`, body)).status).toBe(401);

    await sendActivity(world.api, game.id, 'Hello Margaret');
    const before = await stored(game.id);
    expect(before.status).toBe('SENT');
    const refused = await patch(world.api, game.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ONLY_DRAFTS);
    expect(await stored(game.id)).toEqual(before);
  });

  it('opens Edit from a draft, changes a step, saves and sees it (390 and 1280 px, axe)', async () => {
    const game = await draft('Family photos');
    const page = await pageAs(world.api, `/games/${game.id}`);
    await page.getByRole('heading', { level: 1, name: 'Family photos' }).waitFor();
    await shootAndScan(page, 'edit-activity-draft-page');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${world.system.url}/games/${game.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Activity' }).waitFor();
    await page.getByText('Change "Family photos" before it is sent to Margaret Edits.', { exact: true }).waitFor();
    const name = page.getByLabel('Activity Name', { exact: true });
    await expect(name.inputValue()).resolves.toBe('Family photos');
    // The draft's steps are in the form: two, in order, the first with its answers.
    await page.getByText('2 steps, played in this order. Up to 20.', { exact: true }).waitFor();
    const question = page.getByLabel('Question', { exact: true }).first();
    await expect(question.inputValue()).resolves.toBe('Who is this?');
    await expect(page.getByRole('button', { name: 'Create Activity' }).count()).resolves.toBe(0);
    await shootAndScan(page, 'edit-activity');

    await question.fill('Who is this little one?');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await page.waitForURL(`${world.system.url}/games/${game.id}`);
    await page.getByText('Your changes were saved.', { exact: true }).waitFor();
    const saved = await stored(game.id);
    expect(saved.config_json.steps?.map((s) => s.question)).toEqual(['Who is this little one?', 'Who is this?']);
    expect(saved.config_json.steps?.[0]).toMatchObject({ options: ['Liam', 'Someone else'], correctAnswer: 'Liam' });

    // Opened again, the form shows the change.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${world.system.url}/games/${game.id}/edit`);
    await expect(page.getByLabel('Question', { exact: true }).first().inputValue()).resolves.toBe(
      'Who is this little one?',
    );
  });

  it('offers no Edit to a Family Helper or once sent, and the edit page says why', async () => {
    const game = await draft('Helper view');
    const helperPage = await pageAs(helper, `/games/${game.id}`);
    await helperPage.getByRole('heading', { level: 1, name: 'Helper view' }).waitFor();
    await expect(helperPage.getByRole('link', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
    await helperPage.goto(`${world.system.url}/games/${game.id}/edit`);
    await helperPage.getByText('Only Co-Caregivers can change activities.', { exact: true }).waitFor();

    await sendActivity(world.api, game.id, 'Hello Margaret');
    const page = await pageAs(world.api, `/games/${game.id}`);
    await page.getByRole('heading', { level: 1, name: 'Helper view' }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
    await page.goto(`${world.system.url}/games/${game.id}/edit`);
    await page.getByText(ONLY_DRAFTS, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to the activity', exact: true }).waitFor();
    // No form on either refusal: web/src/routes/games/EditGamePage.unit.spec.tsx.
    await shootAndScan(page, 'edit-activity-sent');
  });
});
