import { randomUUID } from 'node:crypto';
import { AnyStep, GameConfig, TEMPLATE_SLUGS, TEMPLATES } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import { gamesTestDatabase } from '../testing/games-database';
import { activityRow, resultRow, writeGames } from '../testing/games-seed';
import { ActivityStore } from './activity-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const steps = [
  { id: 's1', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
  { id: 's2', question: 'And this?', options: ['Noah', 'Liam'], correctAnswer: 'Liam' },
] as AnyStep[];

// The activities' statements on real Postgres: templates, an activity and what its detail reads, the
// draft's claim and release, and the edit that only a draft takes.
describe('ActivityStore (real Postgres)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;
  let store: ActivityStore;

  beforeAll(async () => {
    db = await gamesTestDatabase('games_activity_store', 2);
    store = new ActivityStore(db.ds);
  });
  afterAll(() => db.close());

  it('seeds the templates (again: updated, not doubled) and lists the active ones in the contracts order', async () => {
    for (const slug of [...TEMPLATE_SLUGS].reverse())
      await store.seedTemplate({ slug, title: 'Old title', category: TEMPLATES[slug].category, schemaJSON: {} });
    for (const slug of TEMPLATE_SLUGS)
      await store.seedTemplate({
        slug,
        title: TEMPLATES[slug].title,
        category: TEMPLATES[slug].category,
        schemaJSON: { type: 'object', slug },
      });
    await db.ds.query(`UPDATE game_templates SET is_active = false WHERE slug = $1`, [TEMPLATE_SLUGS[1]]);

    const rows = await store.templates();
    expect(rows.map((r) => r.slug)).toEqual(TEMPLATE_SLUGS.filter((_, i) => i !== 1));
    expect(rows[0]).toMatchObject({
      id: TEMPLATE_SLUGS[0],
      title: TEMPLATES[TEMPLATE_SLUGS[0]].title,
      schema_json: { type: 'object', slug: TEMPLATE_SLUGS[0] },
      is_active: true,
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  // Replicas of games start together (compose replicas, the fault tests' three): each seeds the templates.
  it('seeds a template from several replicas at once without a duplicate key', async () => {
    const replicas = await gamesTestDatabase('games_activity_store', 8);
    const seeders = Array.from({ length: 8 }, () => new ActivityStore(replicas.ds));
    const category = TEMPLATES[TEMPLATE_SLUGS[0]].category;
    try {
      for (let round = 0; round < 40; round++) {
        const slug = `race-${round}-${randomUUID().slice(0, 8)}`;
        const seeds = seeders.map((seeder) => seeder.seedTemplate({ slug, title: 'Race', category, schemaJSON: {} }));
        await expect(Promise.all(seeds)).resolves.toHaveLength(8);
      }
    } finally {
      await replicas.ds.query(`DELETE FROM game_templates WHERE slug LIKE 'race-%'`);
      await replicas.close();
    }
  });

  it('inserts an activity and reads it back, with its links newest first, its result and its answers', async () => {
    const seniorId = randomUUID();
    const saved = await store.insert({
      seniorId,
      careTeamId: TEAM,
      templateId: 'grandkid-match',
      createdBy: USER,
      status: 'DRAFT',
      configJSON: { title: 'Family faces', steps },
    });
    expect(await store.instance(saved.id)).toMatchObject({
      id: saved.id,
      seniorId,
      status: 'DRAFT',
      configJSON: { title: 'Family faces', steps },
    });
    expect(await store.instance(randomUUID())).toBeNull();
    expect(await store.links(saved.id)).toEqual([]);
    expect(await store.result(saved.id)).toBeNull();

    const older = { id: randomUUID(), createdAt: new Date(Date.now() - 60_000) };
    const newer = { id: randomUUID(), createdAt: new Date() };
    const link = (l: { id: string; createdAt: Date }) => ({
      ...l,
      gameInstanceId: saved.id,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
      firstOpenedAt: null,
      createdBy: USER,
    });
    const t0 = Date.now() - 10_000;
    await writeGames(db.ds, {
      links: [link(older), link(newer)],
      results: [
        resultRow(saved.id, {
          totalSteps: 2,
          correctAnswers: 1,
          totalTime: 60_000,
          accuracy: 0.5,
          completedAt: new Date(),
        }),
      ],
      events: [
        { gameInstanceId: saved.id, revision: 0, eventId: randomUUID(), type: 'START', data: {}, at: new Date(t0) },
        {
          gameInstanceId: saved.id,
          revision: 1,
          eventId: randomUUID(),
          type: 'STEP',
          data: { step: 1, answer: 'Liam' },
          at: new Date(t0 + 2000),
        },
        {
          gameInstanceId: saved.id,
          revision: 2,
          eventId: randomUUID(),
          type: 'STEP',
          data: { step: 0, answer: 'Emma' },
          at: new Date(t0 + 1000),
        },
      ],
    });
    expect((await store.links(saved.id)).map((l) => l.id)).toEqual([newer.id, older.id]);
    expect((await store.result(saved.id))?.computedScoresJSON).toEqual({ accuracy: 0.5 });
    expect((await store.stepAnswers(saved.id)).map((a) => a.payload_json)).toEqual([
      { step: 0, answer: 'Emma' },
      { step: 1, answer: 'Liam' },
    ]);
  });

  it('claims a draft once, releases it back to a draft, and edits a config only while it is a draft', async () => {
    const activity = activityRow({ careTeamId: TEAM, createdBy: USER, seniorId: randomUUID() });
    await writeGames(db.ds, { activities: [activity] });
    const id = activity.id;
    const read = async () =>
      (
        await db.ds.query<{ status: string; sent_at: Date | null; config_json: GameConfig }[]>(
          'SELECT status, sent_at, config_json FROM game_instances WHERE id = $1',
          [id],
        )
      )[0]!;

    expect(await store.transaction((em) => store.updateDraftConfig(em, id, { title: 'Edited' }))).toBe(true);
    expect((await read()).config_json).toEqual({ title: 'Edited' });

    const claims = await Promise.all([store.claimDraft(id), store.claimDraft(id)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await read()).toMatchObject({ status: 'SENT', sent_at: expect.any(Date) });
    expect(await store.transaction((em) => store.updateDraftConfig(em, id, { title: 'Too late' }))).toBe(false);
    expect((await read()).config_json).toEqual({ title: 'Edited' });

    await store.releaseDraft(id);
    expect(await read()).toMatchObject({ status: 'DRAFT', sent_at: null });
    expect(await store.claimDraft(id)).toBe(true);
  });

  it("ends a new activity's config on an item the loved one knows, read from item_mastery", async () => {
    const seniorId = randomUUID();
    const config = { title: 'Family faces', steps };
    // Nothing known: the config as it was.
    expect(await store.endingOnKnownItem(seniorId, config)).toBe(config);
    expect(await store.endingOnKnownItem(null, config)).toBe(config);
    const emma = itemOfStep(steps[0]!);
    await writeGames(db.ds, {
      mastery: [
        {
          seniorId,
          careTeamId: TEAM,
          itemKey: emma.key,
          kind: 'person',
          label: emma.label,
          state: 'known',
          streak: 3,
          timesPlayed: 3,
          lastPlayedAt: new Date(),
        },
      ],
    });
    expect((await store.endingOnKnownItem(seniorId, config)).steps).toEqual([steps[1], steps[0]]);
  });
});
