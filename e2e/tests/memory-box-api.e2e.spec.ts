import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ApiClient } from '../support/api';
import { clipForm, mp3Frames } from '../support/audio';
import {
  aCaregiver,
  addBoxPhotos,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  boxPhotosForm,
  Member,
  signUp,
  TINY_PNG,
  useSystem,
} from '../support/fixtures';
import { countRows } from '../support/systems';
import { unzip } from '../support/zip';

jest.setTimeout(180_000);

type BoxPhoto = {
  id: string;
  url: string;
  takenAt: string | null;
  personIds: string[];
  addedBy: string;
  canEdit: boolean;
};
type Box = {
  people: { id: string; name: string; relation: string | null }[];
  photos: BoxPhoto[];
  songs: { id: string; title: string; clipId: string | null }[];
};

// A phone photo taken on its side (EXIF orientation 6: the camera turned a quarter) on 14 June 1987.
const phonePhoto = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#2a6' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD2: { DateTimeOriginal: '1987:06:14 15:20:00' } } })
    .toBuffer();
const NOT_A_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';

// The family's memory box over HTTP: several photos in one request, upright and dated,
// the same file kept once; what a Family Helper may add and may not remove; songs with a clip of up
// to a minute; the box in the archive and gone with the loved one's erasure.
describe('memory box over HTTP (embedded profile)', () => {
  // A system of its own, not the worker's shared one: a check counts every song by an artist another
  // file adds too.
  const world = useSystem({ caregiver: { name: 'Bea Box' }, lovedOne: { firstName: 'Ivy', lastName: 'Box' } });
  let helper: Member;
  const box = (api: ApiClient = world.api) => api.json<Box>('GET', `/api/seniors/${world.lovedOne.id}/memory-box`);
  const boxUrl = (path = '') => `/api/seniors/${world.lovedOne.id}/memory-box${path}`;
  const boxPhotos = () =>
    countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.box_photos WHERE senior_id = $1', [
      world.lovedOne.id,
    ]);

  beforeAll(async () => {
    helper = await addMember(world.system, world.caregiver, aMember());
  });

  it('takes several photos in one request: each upright, dated from its EXIF, the same file twice kept once', async () => {
    const phone = await phonePhoto();
    const added = await addBoxPhotos(world.api, world.lovedOne.id, [phone, TINY_PNG, phone]);
    expect(added.map((p) => p.duplicate)).toEqual([false, false, true]);
    expect(added[2]!.id).toBe(added[0]!.id);
    expect(added[0]).toMatchObject({ takenAt: '1987-06-14T15:20:00', url: `/api/photos/${added[0]!.id}` });
    expect(added[1]).toMatchObject({ takenAt: null });
    expect(await boxPhotos()).toBe(2);
    // Served as any photo, turned upright (60x30 on its side is 30x60), without its metadata.
    const stored = await world.api.request('GET', added[0]!.url);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([30, 60, undefined]);
    // The same file in a later request is the same photo again.
    expect(await addBoxPhotos(world.api, world.lovedOne.id, [phone])).toEqual([{ ...added[0], duplicate: true }]);
    expect(await boxPhotos()).toBe(2);
  });

  it('refuses a request with a file that is not a photo, or too many files, naming the field, and stores none of it', async () => {
    const before = await boxPhotos();
    const fresh = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const bad = await world.api.request('POST', boxUrl('/photos'), {
      body: boxPhotosForm([fresh, Buffer.from('not a photo at all')]),
    });
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { code: 'VALIDATION', message: NOT_A_PHOTO, errors: [{ field: 'photos.1', message: NOT_A_PHOTO }] },
    ]);
    const none = await world.api.request('POST', boxUrl('/photos'), { body: new FormData() });
    expect([none.status, ((await none.json()) as { errors: unknown }).errors]).toEqual([
      400,
      [{ field: 'photos', message: NOT_A_PHOTO }],
    ]);
    const many = await world.api.request('POST', boxUrl('/photos'), {
      body: boxPhotosForm(Array.from({ length: 21 }, () => fresh)),
    });
    const tooMany = 'Please choose at most 20 photos at a time.';
    expect([many.status, await many.json()]).toEqual([
      400,
      { code: 'VALIDATION', message: tooMany, errors: [{ field: 'photos', message: tooMany }] },
    ]);
    expect(await boxPhotos()).toBe(before);
  });

  it('lets a Family Helper add, and not remove another member’s photo; "Emma" on a second photo is the same Emma', async () => {
    const [owners] = await addBoxPhotos(world.api, world.lovedOne.id, [
      await sharp({ create: { width: 9, height: 9, channels: 3, background: '#a00' } })
        .png()
        .toBuffer(),
    ]);
    const [helpers] = await addBoxPhotos(helper.api, world.lovedOne.id, [
      await sharp({ create: { width: 9, height: 9, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
    ]);
    expect(helpers).toMatchObject({ addedBy: helper.id, canEdit: true, duplicate: false });
    const refused = await helper.api.json<{ message: string }>('DELETE', boxUrl(`/photos/${owners!.id}`));
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Only a Co-Caregiver can change or remove what another family member added.',
      },
    });
    expect((await box(helper.api)).body.photos.find((p) => p.id === owners!.id)).toMatchObject({ canEdit: false });

    const named = await world.api.json<BoxPhoto>('PATCH', boxUrl(`/photos/${owners!.id}`), {
      people: [{ name: 'Emma', relation: 'granddaughter' }],
      story: 'Emma at the fair',
    });
    expect(named.status).toBe(200);
    const again = await helper.api.json<BoxPhoto>('PATCH', boxUrl(`/photos/${helpers!.id}`), {
      people: [{ name: ' emma ' }],
      decade: 1990,
    });
    expect(again.status).toBe(200);
    expect(again.body.personIds).toEqual(named.body.personIds);
    expect((await box(helper.api)).body.people.filter((p) => p.name === 'Emma')).toHaveLength(1);

    // Bad input: the field and the reason, nothing changed.
    const bad = await helper.api.json<{ errors: unknown }>('PATCH', boxUrl(`/photos/${helpers!.id}`), {
      story: 'x'.repeat(201),
    });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [{ field: 'story', message: 'Story must be at most 200 characters' }],
    ]);
    // Their own photo they remove; someone outside the team is told the loved one does not exist.
    expect((await helper.api.request('DELETE', boxUrl(`/photos/${helpers!.id}`))).status).toBe(200);
    const outsider = await signUp(world.system, aCaregiver({ name: 'Otto Outsider' }));
    expect((await box(outsider.api)).status).toBe(404);
    expect((await outsider.api.request('POST', boxUrl('/photos'), { body: boxPhotosForm([TINY_PNG]) })).status).toBe(
      404,
    );
  });

  it('keeps songs with a clip of up to a minute, recorded by any member, through the voice-clip route', async () => {
    const song = (seconds: number, use: string) => {
      const form = clipForm(mp3Frames(seconds), 'song.mp3', world.caregiver.teamId);
      form.append('use', use);
      return helper.api.request('POST', '/api/voice-clips', { body: form });
    };
    // A step's voice stays at 20 seconds (and a Co-Caregiver's to add).
    const tooLongForAStep = await song(45, 'step');
    expect([tooLongForAStep.status, ((await tooLongForAStep.json()) as { message: string }).message]).toEqual([
      400,
      'Please keep the voice clip to 20 seconds or less.',
    ]);
    expect((await song(5, 'step')).status).toBe(403);
    const tooLong = await song(65, 'song');
    expect([tooLong.status, ((await tooLong.json()) as { message: string }).message]).toEqual([
      400,
      'Please keep the song to 60 seconds or less.',
    ]);
    const clip = await song(45, 'song');
    expect(clip.status).toBe(201);
    const { clipId } = (await clip.json()) as { clipId: string };
    const added = await helper.api.json<{ id: string; clipId: string }>('POST', boxUrl('/songs'), {
      title: 'Moon River',
      clipId,
    });
    expect(added).toMatchObject({ status: 201, body: { title: 'Moon River', clipId } });
    const unknownClip = await helper.api.json<{ errors: unknown }>('POST', boxUrl('/songs'), {
      title: 'Blue Moon',
      clipId: randomUUID(),
    });
    expect([unknownClip.status, unknownClip.body.errors]).toEqual([
      400,
      [{ field: 'clipId', message: 'Please record or choose the song again.' }],
    ]);
  });

  // A song's artist and a link to where the family listens to it (decision 254): only http(s) links,
  // bad input a 400 naming the field with nothing written, both in the archive and gone with erasure.
  it("keeps a song's artist and link, refuses bad ones naming the field, archives them and erases them", async () => {
    const other = await addLovedOne<{ id: string }>(world.api, aLovedOne({ firstName: 'Rene', lastName: 'Song' }));
    const songs = `/api/seniors/${other.id}/memory-box/songs`;
    const rows = () =>
      countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.box_songs WHERE senior_id = $1', [other.id]);
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
      const refused = await helper.api.json<{ errors: unknown }>('POST', songs, { title: 'Moon River', ...fields });
      expect([fields, refused.status, refused.body.errors]).toEqual([fields, 400, [{ field, message }]]);
    }
    expect(await rows()).toBe(0);

    const link = 'https://music.example.com/track/moon-river?si=family';
    const added = await world.api.json('POST', songs, { title: 'Moon River', artist: ' Andy Williams ', link });
    expect(added).toMatchObject({
      status: 201,
      body: { title: 'Moon River', artist: 'Andy Williams', link, clipId: null },
    });
    // An empty artist or link is none.
    const plain = await world.api.json('POST', songs, { title: 'Blue Moon', artist: '', link: '' });
    expect(plain).toMatchObject({ status: 201, body: { title: 'Blue Moon', artist: null, link: null } });

    const res = await world.api.request('GET', `/api/seniors/${other.id}/export.zip`);
    expect(res.status).toBe(200);
    const archived = JSON.parse(
      (await unzip(Buffer.from(await res.arrayBuffer()))).get('memory-box.json')!.toString('utf8'),
    );
    expect(archived.songs).toEqual([
      expect.objectContaining({ title: 'Moon River', artist: 'Andy Williams', link }),
      expect.objectContaining({ title: 'Blue Moon', artist: null, link: null }),
    ]);

    expect((await world.api.request('DELETE', `/api/seniors/${other.id}`)).status).toBe(200);
    expect(await rows()).toBe(0);
    const kept = await countRows(
      world.system.databaseUrl,
      'SELECT count(*) AS n FROM games.box_songs WHERE link = $1 OR artist = $2',
      [link, 'Andy Williams'],
    );
    expect(kept).toBe(0);
  });

  it('puts the box in the archive, and erasing the loved one removes every box row, photo and song clip', async () => {
    const recipe = await world.api.json('POST', boxUrl('/recipes'), {
      name: 'Apple crumble',
      ingredients: ['Apples', 'Flour'],
      steps: ['Slice the apples', 'Bake'],
    });
    expect(recipe.status).toBe(201);
    expect((await helper.api.json('PUT', boxUrl('/shopping-list'), { items: ['Tea', 'Digestives'] })).status).toBe(200);
    const { body: before } = await box();
    expect(before.photos.length).toBeGreaterThan(0);

    const res = await world.api.request('GET', `/api/seniors/${world.lovedOne.id}/export.zip`);
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const archived = JSON.parse(files.get('memory-box.json')!.toString('utf8')) as Box & { recipes: unknown[] };
    expect(archived.photos.map((p) => p.id)).toEqual(before.photos.map((p) => p.id));
    expect(archived.recipes).toHaveLength(1);
    for (const photo of before.photos) expect(files.has(`photos/${photo.id}.jpg`)).toBe(true);
    for (const song of before.songs) expect(files.has(`voice-clips/${song.clipId}.mp3`)).toBe(true);

    const erased = await world.api.json<{ photos: number; voiceClips: number }>(
      'DELETE',
      `/api/seniors/${world.lovedOne.id}`,
    );
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ photos: before.photos.length, voiceClips: 1 });
    for (const table of ['box_people', 'box_places', 'box_photos', 'box_recipes', 'box_shopping_lists', 'box_songs']) {
      const left = await countRows(
        world.system.databaseUrl,
        `SELECT count(*) AS n FROM games.${table} WHERE senior_id = $1`,
        [world.lovedOne.id],
      );
      expect({ table, left }).toEqual({ table, left: 0 });
    }
    for (const photo of before.photos) expect((await world.api.request('GET', photo.url)).status).toBe(404);
  });
});
