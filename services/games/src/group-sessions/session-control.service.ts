import { Inject, Injectable } from '@nestjs/common';
import { ControlAction, liveSessionSubject, SessionScreen } from '@carewith/contracts';
import { CLOCK, Clock, createLogger, LIVE_CHANNEL, LiveChannel } from '@carewith/platform';
import { ActivityRecordsService } from './activity-records.service';
import { GroupSessionStore, SessionRow } from './group-session-store';
import { screenOf } from './group-sessions.service';
import { HomeAccess } from './home-access';
import { decideSession, evolveSession, SessionState } from './session-screen.decider';

const stateOf = (s: SessionRow): SessionState => ({
  cards: s.deck.map((card) => ({ hint: Boolean(card.hint), song: Boolean(card.song) })),
  position: s.position,
  hintShown: s.hint_shown,
  songPlaying: s.song_playing,
  ended: s.ended,
});

// The remote's taps: each decided on the session's row, locked for the tap (one change at a time, its
// version raised once), then the new screen published on the session's live subject for the TV. The
// publish comes after the commit: a TV that misses it reads the screen again when it reconnects.
@Injectable()
export class SessionControlService {
  private readonly log = createLogger(SessionControlService.name);

  constructor(
    private readonly store: GroupSessionStore,
    private readonly access: HomeAccess,
    private readonly records: ActivityRecordsService,
    @Inject(LIVE_CHANNEL) private readonly live: LiveChannel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async control(sessionId: string, action: ControlAction): Promise<SessionScreen> {
    await this.access.session(sessionId);
    const { row, changed } = await this.store.transaction(async (em) => {
      const session = (await this.store.session(sessionId, em, true))!;
      const state = stateOf(session);
      const events = decideSession({ type: 'Control', action }, state);
      if (!events.length) return { row: session, changed: false };
      const next = events.reduce(evolveSession, state);
      const endedAt = next.ended ? new Date(this.clock.now()) : null;
      const saved = await this.store.saveState(em, sessionId, { ...next, endedAt });
      if (next.ended) await this.records.sessionEnded(em, saved, saved.ended_at ?? endedAt!);
      return { row: saved, changed: true };
    });
    const screen = screenOf(row);
    if (changed)
      await this.live.publish(liveSessionSubject(sessionId), screen).catch((error: Error) => {
        this.log.warn({ sessionId, err: error.message }, 'live screen not published');
      });
    return screen;
  }
}
