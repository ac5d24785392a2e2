import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { AboutMeStore } from '../about-me/about-me-store';
import { GoalStore } from '../goals/goal-store';
import { MediaStore } from '../media/media-store';
import { BoxStore } from '../memory-box/box-store';
import { PhotoEntity } from '../read-model/photo.entity';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';
import { ScheduleStore } from '../schedules/schedule-store';
import { gamesTestDataSource, READ_MODEL_ENTITIES } from '../testing/games-database';
import { activityRow, resultRow, seedMemoryBox, writeGames } from '../testing/games-seed';
import { DataRightsStore } from './data-rights-store';

jest.setTimeout(60_000);

const USER = randomUUID();
const MINUTE = 60_000;

// The data rights' statements on real Postgres: the archive's pages (activities by keyset, their links,
// results and stored media) and the erasure of a loved one's rows, then a whole team's, in one
// transaction across the features' tables.
describe('DataRightsStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: DataRightsStore;
  let media: MediaStore;
  let schedules: ScheduleStore;
  let aboutMe: AboutMeStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_rights_store', 2, [...READ_MODEL_ENTITIES, VoiceClipEntity]);
    schedules = new ScheduleStore(db.ds);
    aboutMe = new AboutMeStore(db.ds);
    store = new DataRightsStore(db.ds, schedules, new BoxStore(db.ds), aboutMe, new GoalStore(db.ds));
    media = new MediaStore(db.ds);
  });
  afterAll(() => db.drop());

  const photo = (careTeamId: string) =>
    media.insert(PhotoEntity, {
      careTeamId,
      createdBy: USER,
      jpeg: Buffer.from('ffd8ffd9', 'hex'),
      width: 4,
      height: 3,
    });
  const clip = (careTeamId: string) =>
    media.insert(VoiceClipEntity, { careTeamId, createdBy: USER, mp3: Buffer.from([1]), durationMs: 1000 });
  // An activity whose steps use these photos and clips.
  const using = (careTeamId: string, seniorId: string, refs: string[], minutesAgo: number) =>
    activityRow({
      careTeamId,
      seniorId,
      createdBy: USER,
      status: 'SENT',
      config: { title: `Activity ${minutesAgo}`, steps: refs.map((ref) => ({ photo: ref })) },
      createdAt: new Date(Date.now() - minutesAgo * MINUTE),
    });

  it("pages a loved one's activities in creation order, with their links, results and the team's media they use", async () => {
    const team = randomUUID();
    const seniorId = randomUUID();
    const [p1, p2, foreign] = [await photo(team), await photo(team), await photo(randomUUID())];
    const v1 = await clip(team);
    const first = using(team, seniorId, [`photo:${p1.id}`, `voice:${v1.id}`], 30);
    const second = using(team, seniorId, [`photo:${p2.id}`, `photo:${foreign.id}`], 20);
    const third = using(team, seniorId, [], 10);
    const elsewhere = using(team, randomUUID(), [], 5);
    await writeGames(db.ds, {
      activities: [third, first, elsewhere, second],
      links: [first, first, second].map((a, i) => ({
        id: randomUUID(),
        gameInstanceId: a.id,
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
        firstOpenedAt: null,
        createdBy: USER,
        createdAt: new Date(Date.now() - (10 - i) * MINUTE),
      })),
      results: [
        resultRow(first.id, {
          totalSteps: 1,
          correctAnswers: 1,
          totalTime: 1000,
          accuracy: 1,
          completedAt: new Date(),
        }),
      ],
    });

    const page = await store.activityPage(seniorId, team, null, 2);
    expect(page.instances.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(page.cursors).toHaveLength(2);
    const next = await store.activityPage(seniorId, team, { createdAt: page.cursors[1]!, id: second.id }, 2);
    expect(next.instances.map((i) => i.id)).toEqual([third.id]);
    expect((await store.activityPage(seniorId, randomUUID(), null, 2)).instances).toEqual([]);

    const links = await store.links([first.id, second.id]);
    expect(links.map((l) => l.gameInstanceId)).toEqual([first.id, first.id, second.id]);
    expect((await store.results([first.id, second.id])).map((r) => r.gameInstanceId)).toEqual([first.id]);
    expect(await store.storedMedia([p2.id, foreign.id, p1.id], [v1.id], team)).toEqual({
      photoIds: [p1.id, p2.id],
      voiceClipIds: [v1.id],
    });
    expect(await store.storedMedia([], [], team)).toEqual({ photoIds: [], voiceClipIds: [] });
  });

  it("erases a loved one's rows and the media no other activity of the team uses, then the whole team's", async () => {
    const team = randomUUID();
    const rose = randomUUID();
    const walt = randomUUID();
    const [onlyRose, shared] = [await photo(team), await photo(team)];
    const roseClip = await clip(team);
    const roseA = using(team, rose, [`photo:${onlyRose.id}`, `voice:${roseClip.id}`], 30);
    const roseB = using(team, rose, [`photo:${shared.id}`], 20);
    const waltA = using(team, walt, [`photo:${shared.id}`], 10);
    await writeGames(db.ds, { activities: [roseA, roseB, waltA] });
    const box = await seedMemoryBox(db.ds, {
      seniorId: rose,
      careTeamId: team,
      addedBy: USER,
      people: [{ name: 'Emma' }],
      places: [],
      songs: [{ title: 'Moon River', clip: true }],
    });
    await schedules.add(rose, team, USER, { repeat: 'weekly', days: [1], time: '10:00' }, 10);
    await aboutMe.addNote({
      id: randomUUID(),
      seniorId: rose,
      careTeamId: team,
      section: 'name',
      text: 'Rosi',
      addedBy: USER,
    });
    await db.ds.query('INSERT INTO reminders (game_id, senior_id, care_team_id, first_name) VALUES ($1, $2, $3, $4)', [
      roseA.id,
      rose,
      team,
      'Rose',
    ]);
    const goalId = randomUUID();
    await db.ds.query('INSERT INTO goal_streams (goal_id, senior_id, care_team_id) VALUES ($1, $2, $3)', [
      goalId,
      rose,
      team,
    ]);
    expect(await store.goalIds(rose, team)).toEqual([goalId]);
    const count = async (sql: string, params: unknown[]) =>
      (await db.ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

    const instances = await store.instances(rose, team);
    expect(instances.map((i) => i.id)).toEqual([roseA.id, roseB.id]);
    const erased = await store.eraseRows(rose, team, instances);
    // Rose's photo, her box's photo of Emma and its song's clip, and her activity's clip; the shared
    // photo stays with Walt's activity.
    expect(erased).toEqual({ scheduled: [rose], photos: 2, voiceClips: 2 });
    expect(box.photoIds).toHaveLength(1);
    expect(await count('photos WHERE id = ANY($1::uuid[])', [[onlyRose.id, ...box.photoIds]])).toBe(0);
    expect(await count('photos WHERE id = $1', [shared.id])).toBe(1);
    expect(await count('game_instances WHERE care_team_id = $1', [team])).toBe(1);
    expect(await count('reminders WHERE senior_id = $1', [rose])).toBe(0);
    expect(await count('schedules WHERE senior_id = $1', [rose])).toBe(0);
    expect(await count('box_people WHERE senior_id = $1', [rose])).toBe(0);
    expect(await count('about_me_notes WHERE senior_id = $1', [rose])).toBe(0);
    expect(await store.goalIds(rose, team)).toEqual([]);

    // The whole team: every photo and clip of it, whoever's.
    const spare = await photo(team);
    const teamErased = await store.eraseRows(null, team, await store.instances(null, team));
    expect(teamErased).toEqual({ scheduled: [], photos: 2, voiceClips: 0 });
    expect(await count('photos WHERE id = ANY($1::uuid[])', [[shared.id, spare.id]])).toBe(0);
    expect(await store.instances(null, team)).toEqual([]);
  });
});
