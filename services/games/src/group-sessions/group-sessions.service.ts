import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  GroupSession,
  GroupSessionSummary,
  SessionResidents,
  SessionScreen,
  SharedGround,
} from '@carewith/contracts';
import { CLOCK, Clock, createLogger } from '@carewith/platform';
import { BoxStore } from '../memory-box/box-store';
import { buildDeck, DeckResident, screenCardOf, sharedGround } from './deck';
import { GroupSessionStore, recordView, SessionRow } from './group-session-store';
import { HomeAccess } from './home-access';

const PHOTO_NOT_FOUND = 'Photo not found';

export const screenOf = (s: SessionRow): SessionScreen => ({
  sessionId: s.id,
  position: s.position,
  cards: s.deck.length,
  card: screenCardOf(s.deck[s.position]!),
  hintShown: s.hint_shown,
  songPlaying: s.song_playing,
  ended: s.ended,
  version: s.version,
});

// Group sessions in a care home (group-session.ts): what the chosen residents share, a session started
// with its deck, the home's recent sessions, the remote's and the TV's views, and a deck's photos for
// the TV. Who may, and what of each resident may be shown, is care's answer at that moment.
@Injectable()
export class GroupSessionsService {
  private readonly log = createLogger(GroupSessionsService.name);

  constructor(
    private readonly store: GroupSessionStore,
    private readonly access: HomeAccess,
    private readonly box: BoxStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async preview(homeId: string, residentIds: string[]): Promise<SharedGround> {
    return sharedGround(await this.deckResidents(await this.access.residents(homeId, residentIds)));
  }

  async create(actorId: string, homeId: string, residentIds: string[]): Promise<GroupSession> {
    const care = await this.access.residents(homeId, residentIds);
    const residents = await this.deckResidents(care);
    const id = randomUUID();
    const { theme, cards } = buildDeck(id, residents);
    await this.store.insertSession({
      id,
      home_id: homeId,
      theme,
      residents: care.residents.map((r) => ({ id: r.id, seniorId: r.seniorId, firstName: r.firstName })),
      deck: cards,
      ran_by: actorId,
      started_at: new Date(this.clock.now()),
    });
    this.log.info({ sessionId: id, homeId, residents: residents.length, cards: cards.length }, 'group session started');
    return this.get(id);
  }

  async list(homeId: string): Promise<GroupSessionSummary[]> {
    await this.access.staff(homeId);
    const sessions = await this.store.sessionsOfHome(homeId);
    const names = await this.access.names(sessions.map((s) => s.ran_by));
    return sessions.map((s) => ({
      id: s.id,
      theme: s.theme,
      startedAt: s.started_at.toISOString(),
      endedAt: s.ended_at?.toISOString() ?? null,
      ranByName: names.get(s.ran_by) ?? null,
      residents: s.residents.length,
    }));
  }

  async get(sessionId: string): Promise<GroupSession> {
    const s = await this.access.session(sessionId);
    const records = await this.store.sessionRecords(sessionId);
    const names = await this.access.names([s.ran_by, ...records.map((r) => r.ran_by)]);
    return {
      id: s.id,
      homeId: s.home_id,
      theme: s.theme,
      residents: s.residents.map((r) => ({ id: r.id, firstName: r.firstName })),
      deck: s.deck.map(screenCardOf),
      screen: screenOf(s),
      startedAt: s.started_at.toISOString(),
      endedAt: s.ended_at?.toISOString() ?? null,
      ranByName: names.get(s.ran_by) ?? null,
      records: records.map((r) => recordView(r, names)),
    };
  }

  async screen(sessionId: string): Promise<SessionScreen> {
    return screenOf(await this.access.session(sessionId));
  }

  // A photo of the session's deck, for the TV: only one its deck holds, still in its box, and not of a
  // resident whose photos consent has since been taken back (games' copy of care's facts).
  async photo(sessionId: string, photoId: string): Promise<{ jpegBase64: string }> {
    const session = await this.access.session(sessionId);
    const notFound = () => new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
    if (!session.deck.some((card) => card.photoId === photoId)) throw notFound();
    const photo = await this.store.boxPhoto(photoId);
    const resident = photo && session.residents.find((r) => r.seniorId === photo.senior_id);
    if (!photo || !resident) throw notFound();
    const copy = await this.store.resident(resident.id);
    if (copy && (!copy.photos || copy.removed_at)) throw notFound();
    return { jpegBase64: photo.jpeg.toString('base64') };
  }

  // Each resident with what of their box they consented to share, in the order asked: a box is read
  // only for what consent covers.
  private async deckResidents(care: SessionResidents): Promise<DeckResident[]> {
    return Promise.all(
      care.residents.map(async (r) => {
        const box = r.photos || r.songs ? await this.box.box(r.seniorId) : null;
        return {
          id: r.id,
          seniorId: r.seniorId,
          firstName: r.firstName,
          lastName: r.lastName,
          photos: r.photos,
          songs: r.songs,
          box: {
            photos: r.photos && box ? box.photos : [],
            places: r.photos && box ? box.places : [],
            songs: r.songs && box ? box.songs : [],
          },
        };
      }),
    );
  }
}
