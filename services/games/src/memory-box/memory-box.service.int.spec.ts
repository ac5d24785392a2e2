import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  BusRequestData,
  boxSongRequestSchema,
  DomainError,
  parseOrThrow,
  TeamRole,
  updateBoxPhotoRequestSchema,
  boxRecipeRequestSchema,
  boxShoppingListRequestSchema,
} from '@carewith/contracts';
import { BaseConfig, BusClient, FactBus } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { TeamMediaService } from '../media/team-media.service';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';
import { gamesTestDataSource, READ_MODEL_ENTITIES } from '../testing/games-database';
import { aReadyClip, aReadyPhoto, GamesDeployment, Member, refusalOf, startGames } from '../testing/games-deployment';
import { seedMemoryBox } from '../testing/games-seed';
import { BoxStore } from './box-store';
import { MemoryBoxService } from './memory-box.service';
import { ActivityStore } from '../activities/activity-store';
import { LinkStore } from '../links/link-store';
import { MediaStore } from '../media/media-store';

jest.setTimeout(120_000);

const TEAM = randomUUID();
const SENIOR = randomUUID();
const OTHER_SENIOR = randomUUID();
const OWNER = randomUUID();
const HELPER = randomUUID();
const OTHER_HELPER = randomUUID();

// The memory box over real Postgres: the same file stored once, "Emma" on two photos one Emma, who
// may change what, and a refused request writing nothing.
describe('MemoryBoxService (real Postgres)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  let box: MemoryBoxService;
  let store: BoxStore;
  // The caller's role in TEAM (care's answer), or null: outside the team.
  const roles: Record<string, TeamRole | null> = { [OWNER]: 'OWNER', [HELPER]: 'SIBLING', [OTHER_HELPER]: 'SIBLING' };
  let actor: string = OWNER;
  const bus = {
    request: async (subject: string, data: { seniorId?: string }) => {
      const role = roles[actor] ?? null;
      if (subject === 'care.teams.listMine') return role ? [{ id: TEAM, role }] : [];
      if (subject === 'care.seniors.authorize') {
        if (!role) throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
        return { seniorId: data.seniorId, careTeamId: TEAM, role };
      }
      throw new Error(`unexpected ${subject}`);
    },
  } as unknown as BusClient;
  const as = (who: string) => {
    actor = who;
    return who;
  };

  let file = 0;
  const upload = (who: string, bytes = `jpeg ${++file}`, seniorId = SENIOR) =>
    box.addPhoto(as(who), {
      seniorId,
      jpegBase64: Buffer.from(bytes).toString('base64'),
      width: 4,
      height: 3,
      contentHash: createHash('sha256').update(bytes).digest('hex'),
      takenAt: '1987-06-14T15:20:00',
    });
  const count = async (table: string) =>
    Number((await ds.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const patch = (who: string, photoId: string, body: unknown) =>
    box.updatePhoto(as(who), SENIOR, photoId, parseOrThrow(updateBoxPhotoRequestSchema, body));

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_box', 3, [...READ_MODEL_ENTITIES, VoiceClipEntity]));
    const access = new GameAccessService(new ActivityStore(ds), bus);
    const config = { PLAY_LINK_TTL_DAYS: 30, PUBLIC_URL: 'https://carewith.test' } as BaseConfig;
    const media = new TeamMediaService(
      new MediaStore(ds),
      access,
      new PlayLinksService(new LinkStore(ds), access, config, {} as FactBus),
    );
    store = new BoxStore(ds);
    box = new MemoryBoxService(bus, store, media);
  });
  afterAll(async () => {
    await drop();
  });

  it('given a Family Helper, when they upload the same file twice, then it is stored once and the second answer is the first photo', async () => {
    const [photos, rows] = [await count('photos'), await count('box_photos')];
    const first = await upload(HELPER, 'the same file');
    const again = await upload(HELPER, 'the same file');
    expect(first).toMatchObject({ duplicate: false, takenAt: '1987-06-14T15:20:00', addedBy: HELPER, canEdit: true });
    expect(first.url).toBe(`/api/photos/${first.id}`);
    expect(again).toEqual({ ...first, duplicate: true });
    expect([await count('photos'), await count('box_photos')]).toEqual([photos + 1, rows + 1]);
    // Another loved one's box is a box of its own: the same file is a new photo there.
    expect((await upload(HELPER, 'the same file', OTHER_SENIOR)).duplicate).toBe(false);
  });

  it('given "Emma" named on a photo, when "  emma " is named on a second, then both name the same Emma', async () => {
    const one = await upload(HELPER);
    const two = await upload(OWNER);
    const first = await patch(HELPER, one.id, {
      people: [{ name: 'Emma', relation: 'granddaughter' }],
      place: { name: 'Brighton pier' },
      year: 1987,
      story: 'Her first ice cream by the sea',
    });
    const second = await patch(OWNER, two.id, {
      people: [{ name: '  emma ' }, { name: 'Tom' }],
      place: { name: 'brighton PIER' },
    });
    expect(second.personIds[0]).toBe(first.personIds[0]);
    expect(second.placeId).toBe(first.placeId);
    // A year gives its decade.
    expect(first).toMatchObject({ year: 1987, decade: 1980, story: 'Her first ice cream by the sea' });
    const whole = await box.get(as(HELPER), SENIOR);
    expect(whole.people.filter((p) => p.name.toLowerCase() === 'emma')).toEqual([
      { id: first.personIds[0], name: 'Emma', relation: 'granddaughter', addedBy: HELPER, canEdit: true },
    ]);
    // Tom was added by the owner: the helper sees it, and may not change it.
    expect(whole.people.find((p) => p.name === 'Tom')).toMatchObject({ addedBy: OWNER, canEdit: false });
    expect(whole.photos.find((p) => p.id === two.id)).toMatchObject({ personIds: second.personIds, canEdit: false });
  });

  it('given a Family Helper, then they change and remove only what they added; a Co-Caregiver changes and removes anything', async () => {
    const owners = await upload(OWNER);
    const helpers = await upload(HELPER);
    const forbidden = expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError;
    await expect(patch(HELPER, owners.id, { story: 'Not mine to write' })).rejects.toEqual(forbidden);
    await expect(box.removePhoto(as(HELPER), SENIOR, owners.id)).rejects.toEqual(forbidden);
    await expect(box.removePhoto(as(OTHER_HELPER), SENIOR, helpers.id)).rejects.toEqual(forbidden);
    expect(await store.photo(SENIOR, owners.id)).toMatchObject({ story: null });
    // Their own, and the owner on anyone's: removed with its picture.
    await box.removePhoto(as(HELPER), SENIOR, helpers.id);
    await box.removePhoto(as(OWNER), SENIOR, owners.id);
    expect(await ds.query('SELECT 1 FROM photos WHERE id = ANY($1::uuid[])', [[owners.id, helpers.id]])).toEqual([]);
    // Someone outside the team learns nothing: the loved one is not found.
    roles[OTHER_HELPER] = null;
    const notFound = expect.objectContaining({ code: 'NOT_FOUND' }) as DomainError;
    await expect(box.get(as(OTHER_HELPER), SENIOR)).rejects.toEqual(notFound);
    await expect(upload(OTHER_HELPER)).rejects.toEqual(notFound);
    roles[OTHER_HELPER] = 'SIBLING';
  });

  it('given a photo an activity shows, when it leaves the box, then the picture stays for the activity', async () => {
    const photo = await upload(OWNER);
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json)
       VALUES ($1, $2, $3, 'places-flashcards', $4, 'DRAFT', $5)`,
      [randomUUID(), SENIOR, TEAM, OWNER, JSON.stringify({ steps: [{ name: 'Pier', image: `photo:${photo.id}` }] })],
    );
    await box.removePhoto(as(OWNER), SENIOR, photo.id);
    expect(await ds.query('SELECT 1 FROM photos WHERE id = $1', [photo.id])).toHaveLength(1);
    expect(await store.photo(SENIOR, photo.id)).toBeNull();
  });

  it('given a request naming a person not in the box, then it is refused with the field and nothing is written', async () => {
    const photo = await upload(OWNER);
    const [people, places] = [await count('box_people'), await count('box_places')];
    await expect(
      patch(OWNER, photo.id, {
        place: { name: 'Nowhere new' },
        people: [{ name: 'Nobody new' }, { id: randomUUID() }],
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'people.1.id', message: 'This person is not in the memory box.' }],
    });
    expect([await count('box_people'), await count('box_places')]).toEqual([people, places]);
    expect(await store.photo(SENIOR, photo.id)).toMatchObject({ placeId: null, personIds: [] });
  });

  it.each([
    [{ story: 'Line one\nline two' }, 'story', 'Story must be one line'],
    [{ story: 'x'.repeat(201) }, 'story', 'Story must be at most 200 characters'],
    [{ decade: 1975 }, 'decade', 'Decade must be a year ending in 0, like 1970'],
    [{ year: 3000 }, 'year', 'Year cannot be in the future'],
    [{ year: 1987, decade: 1970 }, 'decade', 'Year and decade do not agree'],
    [{ people: [{ relation: 'aunt' }] }, 'people.0', 'Each person needs an id or a name'],
    [{}, 'body', 'Nothing to change'],
  ])('given the photo changes %j, then they are refused: %s, %s', (body, field, message) => {
    expect(() => parseOrThrow(updateBoxPhotoRequestSchema, body)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', details: [{ field, message }] }) as Error,
    );
  });

  it('given recipes, then a name twice is refused, and the shopping list is its writer’s or a Co-Caregiver’s to change', async () => {
    const recipe = parseOrThrow(boxRecipeRequestSchema, {
      name: 'Apple crumble',
      ingredients: ['Apples', 'Flour', 'Butter'],
      steps: ['Slice the apples', 'Rub in the butter', 'Bake'],
    });
    const added = await box.addRecipe(as(HELPER), SENIOR, recipe);
    expect(added).toMatchObject({ name: 'Apple crumble', steps: recipe.steps, addedBy: HELPER, canEdit: true });
    await expect(
      box.addRecipe(as(OWNER), SENIOR, parseOrThrow(boxRecipeRequestSchema, { ...recipe, name: ' apple  CRUMBLE ' })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'name', message: 'apple  CRUMBLE is already in the memory box.' }],
    });
    await expect(box.updateRecipe(as(OTHER_HELPER), SENIOR, added.id, { name: 'Mine now' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await box.updateRecipe(as(OWNER), SENIOR, added.id, { steps: ['Peel', 'Bake'] })).toMatchObject({
      name: 'Apple crumble',
      steps: ['Peel', 'Bake'],
    });
    expect(() => parseOrThrow(boxRecipeRequestSchema, { ...recipe, steps: ['Only one'] })).toThrow(
      expect.objectContaining({ details: [{ field: 'steps', message: 'Steps need at least 2 steps' }] }) as Error,
    );

    const list = parseOrThrow(boxShoppingListRequestSchema, { items: ['Tea', 'Digestives'] });
    expect(await box.putShoppingList(as(HELPER), SENIOR, list)).toEqual({
      id: expect.any(String),
      ...list,
      addedBy: HELPER,
      canEdit: true,
    });
    await expect(box.putShoppingList(as(OTHER_HELPER), SENIOR, { items: [] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await box.putShoppingList(as(OWNER), SENIOR, { items: ['Milk'] })).items).toEqual(['Milk']);
  });

  it('given songs, then a clip must be the team’s, and removing the song removes its clip', async () => {
    const clipId = randomUUID();
    await ds.query(
      `INSERT INTO voice_clips (id, care_team_id, mp3, duration_ms, created_by) VALUES ($1, $2, '\\x00', 45000, $3)`,
      [clipId, TEAM, HELPER],
    );
    await expect(box.addSong(as(HELPER), SENIOR, { title: 'Moon River', clipId: randomUUID() })).rejects.toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'clipId', message: 'Please record or choose the song again.' }],
    });
    const song = await box.addSong(as(HELPER), SENIOR, { title: 'Moon River', clipId });
    expect(song).toMatchObject({ title: 'Moon River', clipId, canEdit: true });
    await expect(box.removeSong(as(OTHER_HELPER), SENIOR, song.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await box.removeSong(as(HELPER), SENIOR, song.id);
    expect(await ds.query('SELECT 1 FROM voice_clips WHERE id = $1', [clipId])).toEqual([]);
  });

  it('given a person or place removed, then photos lose them, and a rename onto another name is refused', async () => {
    const photo = await upload(OWNER);
    const named = await patch(OWNER, photo.id, {
      people: [{ name: 'Grace' }, { name: 'Albert' }],
      place: { name: 'Leeds' },
    });
    const [grace, albert] = named.personIds as [string, string];
    await expect(box.updatePerson(as(OWNER), SENIOR, albert, { name: 'GRACE' })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'name', message: 'GRACE is already in the memory box.' }],
    });
    expect(await box.updatePerson(as(OWNER), SENIOR, albert, { relation: 'husband' })).toMatchObject({
      name: 'Albert',
      relation: 'husband',
    });
    await box.removeRow(as(OWNER), SENIOR, 'box_people', grace);
    await box.removeRow(as(OWNER), SENIOR, 'box_places', named.placeId!);
    expect(await store.photo(SENIOR, photo.id)).toMatchObject({ personIds: [albert], placeId: null });
  });

  it('given erasure of the loved one, then every box row goes and their photos and song clips are handed back', async () => {
    const photo = await upload(HELPER);
    await patch(HELPER, photo.id, { people: [{ name: 'Erased person' }] });
    await store.insertTopic({ seniorId: SENIOR, careTeamId: TEAM, addedBy: HELPER, addedByName: 'Hal' }, 'The mill');
    const before = await store.box(SENIOR);
    expect(before.people.length).toBeGreaterThan(0);
    expect(before.topics).toHaveLength(1);
    const erased = await ds.transaction((em) => store.erase(em, SENIOR, TEAM));
    expect(erased.photoIds.sort()).toEqual(before.photos.map((p) => p.id).sort());
    expect(await store.box(SENIOR)).toEqual({
      people: [],
      places: [],
      photos: [],
      recipes: [],
      shoppingList: { id: null, items: [], addedBy: null },
      songs: [],
      topics: [],
    });
    // The other loved one's box is untouched.
    expect((await store.box(OTHER_SENIOR)).photos).toHaveLength(1);
  });
});

// The memory box as the gateway asks games for it (games.memoryBox.*, the member as the actor), and its
// erasure as care asks (games.erase.bySenior), games' real root module on the real bus: the same file
// kept once, what a Family Helper may add and may not remove, songs and their clips, a song's artist
// and link, and every box row gone with the loved one.
describe('memory box over the bus (games deployment)', () => {
  let games: GamesDeployment;
  const boxRows = (table: string, seniorId: string) =>
    games.count(`SELECT count(*) AS n FROM ${table} WHERE senior_id = $1`, [seniorId]);
  const addPhotos = async (who: Member, seniorId: string, files: string[], takenAt: string | null = null) => {
    const added = [];
    // One photo per request, in the upload's order, as the gateway sends them.
    for (const file of files)
      added.push(await games.as(who)('games.memoryBox.addPhoto', { seniorId, ...aReadyPhoto(file, takenAt) }));
    return added;
  };

  beforeAll(async () => {
    games = await startGames('games_box');
  });
  afterAll(async () => {
    await games.stop();
  });

  it('keeps the same file once, in one upload or a later one, with the date the gateway read', async () => {
    const { owner, lovedOne } = games.seatFamily();
    const added = await addPhotos(owner, lovedOne.id, ['phone photo', 'png', 'phone photo'], '1987-06-14T15:20:00');
    expect(added.map((p) => p.duplicate)).toEqual([false, false, true]);
    expect(added[2]).toEqual({ ...added[0], duplicate: true });
    expect(added[0]).toMatchObject({ takenAt: '1987-06-14T15:20:00', url: `/api/photos/${added[0]!.id}` });
    expect(await boxRows('box_photos', lovedOne.id)).toBe(2);
    // The same file in a later request is the same photo again.
    expect(await addPhotos(owner, lovedOne.id, ['phone photo'], '1987-06-14T15:20:00')).toEqual([
      { ...added[0], duplicate: true },
    ]);
    expect(await boxRows('box_photos', lovedOne.id)).toBe(2);
  });

  it('lets a Family Helper add, and not remove another member’s photo; "Emma" on a second photo is the same Emma', async () => {
    const { owner, helper, outsider, lovedOne } = games.seatFamily();
    const seniorId = lovedOne.id;
    const [owners] = await addPhotos(owner, seniorId, ['the owner’s']);
    const [helpers] = await addPhotos(helper, seniorId, ['the helper’s']);
    expect(helpers).toMatchObject({ addedBy: helper.id, canEdit: true, duplicate: false });
    expect(await refusalOf(games.as(helper)('games.memoryBox.removePhoto', { seniorId, id: owners!.id }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a Co-Caregiver can change or remove what another family member added.',
      details: undefined,
    });
    const boxOf = (who: Member) => games.as(who)('games.memoryBox.get', { seniorId });
    expect((await boxOf(helper)).photos.find((p) => p.id === owners!.id)).toMatchObject({ canEdit: false });

    const update = (who: Member, id: string, changes: unknown) =>
      games.as(who)('games.memoryBox.updatePhoto', {
        seniorId,
        id,
        changes: parseOrThrow(updateBoxPhotoRequestSchema, changes),
      });
    const named = await update(owner, owners!.id, {
      people: [{ name: 'Emma', relation: 'granddaughter' }],
      story: 'Emma at the fair',
    });
    const again = await update(helper, helpers!.id, { people: [{ name: ' emma ' }], decade: 1990 });
    expect(again.personIds).toEqual(named.personIds);
    expect((await boxOf(helper)).people.filter((p) => p.name === 'Emma')).toHaveLength(1);

    // Their own photo they remove; someone outside the team is told the loved one does not exist.
    expect(await games.as(helper)('games.memoryBox.removePhoto', { seniorId, id: helpers!.id })).toEqual({
      removed: true,
    });
    expect(await refusalOf(boxOf(outsider))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(addPhotos(outsider, seniorId, ['the outsider’s']))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps songs with a clip recorded by any member; a step’s voice is a Co-Caregiver’s; the clip must be the team’s', async () => {
    const { team, helper, lovedOne } = games.seatFamily();
    const clip = (use: 'step' | 'song') =>
      games.as(helper)('games.voiceClips.upload', { ...aReadyClip(5), careTeamId: team, use });
    expect(await refusalOf(clip('step'))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a Co-Caregiver can add voice clips.',
    });
    const { clipId } = await clip('song');
    const song = (body: Record<string, unknown>) =>
      games.as(helper)('games.memoryBox.addSong', {
        seniorId: lovedOne.id,
        song: parseOrThrow(boxSongRequestSchema, body),
      });
    expect(await song({ title: 'Moon River', clipId })).toMatchObject({ title: 'Moon River', clipId });
    expect(await refusalOf(song({ title: 'Blue Moon', clipId: randomUUID() }))).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'clipId', message: 'Please record or choose the song again.' }],
    });
  });

  // A song's artist and a link to where the family listens to it (decision 254): only http(s) links,
  // bad input refused naming the field with nothing written, both in the box and gone with erasure.
  it("keeps a song's artist and link, refuses bad ones naming the field, and erases them", async () => {
    const family = games.seatFamily();
    const { owner, helper, lovedOne } = family;
    const addSong = (who: Member, song: Record<string, unknown>) =>
      games.as(who)('games.memoryBox.addSong', {
        seniorId: lovedOne.id,
        song,
      } as BusRequestData<'games.memoryBox.addSong'>);
    const LINK = 'Link must be a web address starting with http:// or https://';
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ link: 'javascript:alert(1)' }, 'link', LINK],
      [{ link: 'data:text/html,<b>hi</b>' }, 'link', LINK],
      [{ link: 'ftp://music.example.com/moon-river' }, 'link', LINK],
      [{ link: 'music.example.com/moon-river' }, 'link', LINK],
      [{ link: 'https://music.example.com/moon river' }, 'link', LINK],
      [{ link: `https://music.example.com/${'a'.repeat(2000)}` }, 'link', 'Link must be at most 2000 characters'],
      [{ link: 42 }, 'link', LINK],
      [{ artist: 'A'.repeat(121) }, 'artist', 'Artist must be at most 120 characters'],
      [{ artist: ['Andy'] }, 'artist', 'Artist must be text'],
    ];
    for (const [fields, field, message] of refusals) {
      // The gateway's pipe and games' own parse of the bus request refuse it alike.
      expect(() => parseOrThrow(boxSongRequestSchema, { title: 'Moon River', ...fields })).toThrow(
        expect.objectContaining({ code: 'VALIDATION', details: [{ field, message }] }) as Error,
      );
      const refused = await refusalOf(addSong(helper, { title: 'Moon River', ...fields }));
      expect([fields, refused.code, refused.details]).toEqual([
        fields,
        'VALIDATION',
        [{ field: `song.${field}`, message }],
      ]);
    }
    expect(await boxRows('box_songs', lovedOne.id)).toBe(0);

    const link = 'https://music.example.com/track/moon-river?si=family';
    const parsed = (body: object) => parseOrThrow(boxSongRequestSchema, body);
    expect(await addSong(owner, parsed({ title: 'Moon River', artist: ' Andy Williams ', link }))).toMatchObject({
      title: 'Moon River',
      artist: 'Andy Williams',
      link,
      clipId: null,
    });
    // An empty artist or link is none.
    expect(await addSong(owner, parsed({ title: 'Blue Moon', artist: '', link: '' }))).toMatchObject({
      title: 'Blue Moon',
      artist: null,
      link: null,
    });
    // What the archive's memory-box.json is made of.
    expect((await games.as(owner)('games.memoryBox.get', { seniorId: lovedOne.id })).songs).toEqual([
      expect.objectContaining({ title: 'Moon River', artist: 'Andy Williams', link }),
      expect.objectContaining({ title: 'Blue Moon', artist: null, link: null }),
    ]);

    await games.as(owner)('games.erase.bySenior', { seniorId: lovedOne.id, careTeamId: family.team });
    expect(await boxRows('box_songs', lovedOne.id)).toBe(0);
    expect(
      await games.count('SELECT count(*) AS n FROM box_songs WHERE link = $1 OR artist = $2', [link, 'Andy Williams']),
    ).toBe(0);
  });

  it('erasing the loved one removes every box row, photo and song clip, and no other loved one’s', async () => {
    const family = games.seatFamily();
    const { owner, helper, lovedOne } = family;
    const sibling = games.addLovedOne(family, 'Albert');
    const seed = (seniorId: string) =>
      seedMemoryBox(games.db, {
        seniorId,
        careTeamId: family.team,
        addedBy: helper.id,
        people: [{ name: 'Emma', relation: 'granddaughter' }, { name: 'Tom' }],
        places: [{ name: 'Brighton pier' }],
        groupPhotos: 1,
        recipes: [{ name: 'Apple crumble', steps: ['Slice the apples', 'Bake'] }],
        shoppingList: ['Tea', 'Digestives'],
        songs: [{ title: 'Moon River', clip: true }],
      });
    const box = await seed(lovedOne.id);
    const kept = await seed(sibling.id);
    const tables = ['box_people', 'box_places', 'box_photos', 'box_recipes', 'box_shopping_lists', 'box_songs'];
    for (const table of tables)
      expect({ table, held: (await boxRows(table, lovedOne.id)) > 0 }).toEqual({ table, held: true });

    const erased = await games.as(owner)('games.erase.bySenior', { seniorId: lovedOne.id, careTeamId: family.team });
    expect(erased).toMatchObject({ photos: box.photoIds.length, voiceClips: 1 });
    for (const table of tables) expect({ table, left: await boxRows(table, lovedOne.id) }).toEqual({ table, left: 0 });
    const read = (photoId: string) => games.as(owner)('games.photos.read', { photoId });
    for (const photoId of box.photoIds) expect(await refusalOf(read(photoId))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await games.count('SELECT count(*) AS n FROM voice_clips WHERE id = $1', [box.songs[0]!.clipId])).toBe(0);
    // The other loved one's box is untouched.
    for (const photoId of kept.photoIds) expect((await read(photoId)).jpegBase64).toBeTruthy();
    expect(await boxRows('box_songs', sibling.id)).toBe(1);
  });
});
