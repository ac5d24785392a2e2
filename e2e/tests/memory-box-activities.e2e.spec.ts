import { ApiClient } from '../support/api';
import { addBoxPhotos, addMember, addVoiceClip, aMember, distinctPhotos, Member, useSystem } from '../support/fixtures';
import { countRows } from '../support/systems';

jest.setTimeout(180_000);

const NOTHING_YET =
  'The memory box has nothing to practise yet. Name who is in a few photos, or add a place, a recipe or the shopping list.';
type Step = {
  id: string;
  boxItem?: string;
  photo?: string;
  image?: string;
  correctAnswer?: string;
  options?: string[];
};
type Draft = {
  id: string;
  status: string;
  templateId: string;
  configJSON: { title: string; steps: Step[]; song?: { title: string; voice: string } };
};

// "Make an activity from the box" over HTTP: a draft in one request from the photos the
// family named, the box's people as its items, never the same set twice running, a song to end on.
describe('activities made from the memory box (embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Max Maker' },
    lovedOne: { firstName: 'Iris', lastName: 'Box' },
  });
  const url = (path = '') => `/api/seniors/${world.lovedOne.id}/memory-box${path}`;
  const make = (api: ApiClient = world.api) => api.json<Draft & { message?: string }>('POST', url('/activities'), {});
  let helper: Member;

  beforeAll(async () => {
    helper = await addMember(world.system, world.caregiver, aMember());
  });

  it('refuses while the box has nothing to practise, and writes nothing', async () => {
    const refused = await make();
    expect([refused.status, refused.body.message]).toEqual([409, NOTHING_YET]);
    const activities = 'SELECT count(*) AS n FROM games.game_instances WHERE senior_id = $1';
    expect(await countRows(world.system.databaseUrl, activities, [world.lovedOne.id])).toBe(0);
  });

  it('makes a draft from the named photos, keyed to the box, then another set the next time', async () => {
    const [emmaAlone, liamAlone, both, pier] = await addBoxPhotos(
      world.api,
      world.lovedOne.id,
      await distinctPhotos(4),
    );
    const name = (photoId: string, body: unknown) =>
      world.api.json('PATCH', url(`/photos/${photoId}`), body).then((r) => expect(r.status).toBe(200));
    await name(emmaAlone!.id, { people: [{ name: 'Emma', relation: 'granddaughter' }] });
    await name(liamAlone!.id, { people: [{ name: 'Liam' }] });
    await name(both!.id, { people: [{ name: 'Emma' }, { name: 'Liam' }] });
    await name(pier!.id, { place: { name: 'Brighton pier' }, story: 'Ice cream every August' });
    const box = await world.api.json<{ people: { id: string; name: string }[] }>('GET', url());
    const emma = box.body.people.find((p) => p.name === 'Emma')!;

    const first = await make();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'DRAFT', templateId: 'grandkid-match' });
    const emmaStep = first.body.configJSON.steps.find((s) => s.correctAnswer === 'Emma')!;
    expect(emmaStep).toMatchObject({ boxItem: `person:${emma.id}`, photo: `photo:${emmaAlone!.id}` });
    expect(emmaStep.options).toEqual(expect.arrayContaining(['Emma', 'Liam']));

    // The same two people again would repeat the set: the place comes next.
    const second = await make();
    expect(second.status).toBe(201);
    expect(second.body.templateId).toBe('places-flashcards');
    expect(second.body.configJSON.steps[0]).toMatchObject({ name: 'Brighton pier', image: `photo:${pier!.id}` });
  });

  it('ends on a song of the box when one has a clip, and a Family Helper may add to the box but not make activities', async () => {
    const clip = await addVoiceClip(world.api, 3);
    const song = await world.api.json<{ id: string }>('POST', url('/songs'), {
      title: 'Moon River',
      clipId: clip.clipId,
    });
    expect(song.status).toBe(201);
    const made = await make();
    expect(made.body.configJSON.song).toEqual({ title: 'Moon River', voice: clip.ref });

    const byHelper = await make(helper.api);
    expect(byHelper.status).toBe(403);
  });

  // A song without a clip ends an activity when the family gave a link to where they listen to it, with
  // its artist; one with a title alone gives nothing to hear and is passed over (decision 254).
  it('ends on a song without a clip when the family gave its link, after the song before, and passes over a title alone', async () => {
    for (const song of [
      { title: 'Unrecorded' },
      { title: 'Que Sera, Sera', artist: 'Doris Day', link: 'https://music.example.com/que-sera' },
    ])
      expect((await world.api.json('POST', url('/songs'), song)).status).toBe(201);
    const made = await make();
    expect(made.status).toBe(201);
    expect(made.body.configJSON.song).toEqual({
      title: 'Que Sera, Sera',
      artist: 'Doris Day',
      link: 'https://music.example.com/que-sera',
    });
    // The next one goes back to the first song that can be heard, the one with a clip.
    expect((await make()).body.configJSON.song?.title).toBe('Moon River');
  });
});
