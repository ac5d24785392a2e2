import sharp from 'sharp';
import type { BoxPhoto, MemoryBox } from '@carewith/contracts';
import { ApiClient } from '../support/api';
import { clipForm, mp3Frames } from '../support/audio';
import {
  addBoxPhotos,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  boxPhotosForm,
  Member,
  TINY_PNG,
  useSystem,
} from '../support/fixtures';
import { countRows } from '../support/systems';
import { unzip } from '../support/zip';

jest.setTimeout(180_000);

// A phone photo taken on its side (EXIF orientation 6: the camera turned a quarter) on 14 June 1987.
const phonePhoto = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#2a6' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD2: { DateTimeOriginal: '1987:06:14 15:20:00' } } })
    .toBuffer();
const NOT_A_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';

// The family's memory box over HTTP: several photos in one request, upright and dated from their EXIF
// by the gateway; the routes' refusals as the gateway answers them; songs with a clip of up to a
// minute; the box in the archive and gone with the loved one's erasure. What games decides (the same
// file kept once, what a Family Helper may add and not remove, one Emma, a step's voice a Co-Caregiver's,
// a song's artist and link, every box row erased): memory-box.service.int.spec.ts, over the bus.
describe('memory box over HTTP (embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Bea Box' },
    lovedOne: { firstName: 'Ivy', lastName: 'Box' },
  });
  let helper: Member;
  const box = (api: ApiClient = world.api) =>
    api.json<MemoryBox>('GET', `/api/seniors/${world.lovedOne.id}/memory-box`);
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

  // Every route's statuses for each role (an outsider's 404 among them): security/authorization-matrix.e2e.spec.ts.
  it('answers a Family Helper’s refusal with 403 and its words, and bad changes with the field', async () => {
    const [owners] = await addBoxPhotos(world.api, world.lovedOne.id, [
      await sharp({ create: { width: 9, height: 9, channels: 3, background: '#a00' } })
        .png()
        .toBuffer(),
    ]);
    const refused = await helper.api.json<{ message: string }>('DELETE', boxUrl(`/photos/${owners!.id}`));
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Only a Co-Caregiver can change or remove what another family member added.',
      },
    });
    const named = await world.api.json<BoxPhoto>('PATCH', boxUrl(`/photos/${owners!.id}`), {
      people: [{ name: 'Emma', relation: 'granddaughter' }],
      story: 'Emma at the fair',
    });
    expect(named.status).toBe(200);
    // Bad input: the field and the reason, nothing changed.
    const bad = await world.api.json<{ errors: unknown }>('PATCH', boxUrl(`/photos/${owners!.id}`), {
      story: 'x'.repeat(201),
    });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      [{ field: 'story', message: 'Story must be at most 200 characters' }],
    ]);
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
  });

  // A song's artist and a link to where the family listens to it (decision 254): a bad link a 400
  // naming the field, both in the archive.
  it("keeps a song's artist and link, refuses a bad link naming the field, and archives them", async () => {
    const other = await addLovedOne<{ id: string }>(world.api, aLovedOne({ firstName: 'Rene', lastName: 'Song' }));
    const songs = `/api/seniors/${other.id}/memory-box/songs`;
    const refused = await helper.api.json<{ errors: unknown }>('POST', songs, {
      title: 'Moon River',
      link: 'javascript:alert(1)',
    });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      [{ field: 'link', message: 'Link must be a web address starting with http:// or https://' }],
    ]);
    const link = 'https://music.example.com/track/moon-river?si=family';
    const added = await world.api.json('POST', songs, { title: 'Moon River', artist: ' Andy Williams ', link });
    expect(added).toMatchObject({
      status: 201,
      body: { title: 'Moon River', artist: 'Andy Williams', link, clipId: null },
    });

    const res = await world.api.request('GET', `/api/seniors/${other.id}/export.zip`);
    expect(res.status).toBe(200);
    const archived = JSON.parse(
      (await unzip(Buffer.from(await res.arrayBuffer()))).get('memory-box.json')!.toString('utf8'),
    );
    expect(archived.songs).toEqual([expect.objectContaining({ title: 'Moon River', artist: 'Andy Williams', link })]);
  });

  it('puts the box in the archive, and erasing the loved one removes its photos and song clips', async () => {
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
    const archived = JSON.parse(files.get('memory-box.json')!.toString('utf8')) as MemoryBox;
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
    expect(await boxPhotos()).toBe(0);
    for (const photo of before.photos) expect((await world.api.request('GET', photo.url)).status).toBe(404);
  });
});
