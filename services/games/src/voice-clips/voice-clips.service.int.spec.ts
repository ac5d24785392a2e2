import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainError, TeamRole } from '@carewith/contracts';
import { BaseConfig, BusClient, FactBus } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from '../links/play-links.service';
import { TeamMediaService } from '../media/team-media.service';
import { VoiceClipEntity } from '../read-model/voice-clip.entity';
import { VoiceClipsService } from './voice-clips.service';
import { gamesTestDataSource, READ_MODEL_ENTITIES } from '../testing/games-database';
import { ActivityStore } from '../activities/activity-store';
import { LinkStore } from '../links/link-store';
import { MediaStore } from '../media/media-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const OTHER_TEAM = randomUUID();
const USER = randomUUID();
const MP3 = Buffer.from([0xff, 0xf3, 0x40, 0xc0, 1, 2, 3, 4]);

// Voice clips over real Postgres: kept in the team, heard by its members and by the play links of
// the activities that use them, and by nobody else.
describe('VoiceClipsService (real Postgres)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  // care's answer to "which teams am I in": the caller's role in TEAM, or no team.
  let role: TeamRole | null = 'OWNER';
  const bus = {
    request: async (subject: string) => {
      if (subject === 'care.teams.listMine') return role ? [{ id: TEAM, role }] : [];
      throw new Error(`unexpected ${subject}`);
    },
  } as unknown as BusClient;
  let clips: VoiceClipsService;
  let links: PlayLinksService;

  async function activity(careTeamId: string, voice?: string) {
    const id = randomUUID();
    const step = { id: 's1', name: 'Brighton', description: 'The pier', ...(voice ? { voice } : {}) };
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json)
       VALUES ($1, NULL, $2, 'places-flashcards', $3, 'SENT', $4)`,
      [id, careTeamId, USER, JSON.stringify({ title: 'Places', steps: [step] })],
    );
    const token = new URL((await links.issue(USER, id)).playUrl).pathname.split('/').pop()!;
    return { id, token };
  }
  const notFound = expect.objectContaining({ code: 'NOT_FOUND' }) as DomainError;

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_voice', 3, [...READ_MODEL_ENTITIES, VoiceClipEntity]));
    const access = new GameAccessService(new ActivityStore(ds), bus);
    const config = { PLAY_LINK_TTL_DAYS: 30, PUBLIC_URL: 'https://carewith.test' } as BaseConfig;
    links = new PlayLinksService(new LinkStore(ds), access, config, {} as FactBus);
    clips = new VoiceClipsService(new TeamMediaService(new MediaStore(ds), access, links));
  });
  beforeEach(() => {
    role = 'OWNER';
  });
  afterAll(async () => {
    await drop();
  });

  it('given a Co-Caregiver, when they upload a clip, then it is kept in their team and read back byte for byte', async () => {
    const saved = await clips.upload(USER, { mp3Base64: MP3.toString('base64'), durationMs: 4200, careTeamId: TEAM });
    expect(saved).toEqual({
      clipId: expect.any(String),
      ref: `voice:${saved.clipId}`,
      url: `/api/voice-clips/${saved.clipId}`,
    });
    const [row] = await ds.query<{ care_team_id: string; duration_ms: number; created_by: string }[]>(
      'SELECT care_team_id, duration_ms, created_by FROM voice_clips WHERE id = $1',
      [saved.clipId],
    );
    expect(row).toEqual({ care_team_id: TEAM, duration_ms: 4200, created_by: USER });
    role = 'SIBLING';
    expect(Buffer.from((await clips.read(saved.clipId)).mp3Base64, 'base64').equals(MP3)).toBe(true);
  });

  it('given a Family Helper or someone outside the team, then they cannot add a clip there, and outsiders cannot hear one', async () => {
    role = 'SIBLING';
    await expect(
      clips.upload(USER, { mp3Base64: MP3.toString('base64'), durationMs: 1000, careTeamId: TEAM }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    role = 'OWNER';
    const saved = await clips.upload(USER, { mp3Base64: MP3.toString('base64'), durationMs: 1000, careTeamId: TEAM });
    role = null;
    await expect(clips.read(saved.clipId)).rejects.toEqual(notFound);
    await expect(clips.read(randomUUID())).rejects.toEqual(notFound);
    expect(await ds.query('SELECT 1 FROM voice_clips WHERE duration_ms = 1000')).toHaveLength(1);
  });

  it('given play links, then only the link of an activity of the same team that uses the clip hears it', async () => {
    const saved = await clips.upload(USER, { mp3Base64: MP3.toString('base64'), durationMs: 3000, careTeamId: TEAM });
    const using = await activity(TEAM, saved.ref);
    const notUsing = await activity(TEAM);
    // Another team's activity naming the clip (its id copied into a step) does not make it theirs.
    const otherTeam = await activity(OTHER_TEAM, saved.ref);
    role = null;
    expect((await clips.read(saved.clipId, using.token)).mp3Base64).toBe(MP3.toString('base64'));
    await expect(clips.read(saved.clipId, notUsing.token)).rejects.toEqual(notFound);
    await expect(clips.read(saved.clipId, otherTeam.token)).rejects.toEqual(notFound);
    await ds.query('UPDATE magic_links SET revoked_at = now() WHERE game_instance_id = $1', [using.id]);
    await expect(clips.read(saved.clipId, using.token)).rejects.toEqual(notFound);
  });
});
