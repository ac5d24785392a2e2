import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { PhotoEntity } from '../read-model/photo.entity';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';
import { gamesTestDataSource, READ_MODEL_ENTITIES } from '../testing/games-database';
import { MediaStore } from './media-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();

// The team media's statements on real Postgres: a photo and a voice clip stored, each read by its id.
describe('MediaStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: MediaStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_media_store', 2, [...READ_MODEL_ENTITIES, VoiceClipEntity]);
    store = new MediaStore(db.ds);
  });
  afterAll(() => db.drop());

  it('stores a photo and a voice clip, each read back by its id (and nothing by another id)', async () => {
    const jpeg = Buffer.from('ffd8ffd9', 'hex');
    const photo = await store.insert(PhotoEntity, { careTeamId: TEAM, createdBy: USER, jpeg, width: 4, height: 3 });
    expect(photo.id).toEqual(expect.any(String));
    const clip = await store.insert(VoiceClipEntity, {
      careTeamId: TEAM,
      createdBy: USER,
      mp3: Buffer.from([1, 2, 3]),
      durationMs: 1500,
    });

    const readPhoto = await store.byId(PhotoEntity, photo.id);
    expect(readPhoto).toMatchObject({ id: photo.id, careTeamId: TEAM, createdBy: USER, width: 4, height: 3 });
    expect(readPhoto!.jpeg.equals(jpeg)).toBe(true);
    expect(await store.byId(VoiceClipEntity, clip.id)).toMatchObject({ id: clip.id, durationMs: 1500 });
    // Each table answers for its own ids only.
    expect(await store.byId(VoiceClipEntity, photo.id)).toBeNull();
    expect(await store.byId(PhotoEntity, randomUUID())).toBeNull();
  });
});
