import { DomainError } from '@carewith/contracts';
import { deciderSpec } from '@carewith/platform/testing';
import {
  NO_SONG_HERE,
  SESSION_ENDED,
  SessionEvent,
  decideSession,
  evolveSession,
  initialSessionState,
} from './session-screen.decider';

// given(events).when(command).then(events)
const { given } = deciderSpec({ decide: decideSession, evolve: evolveSession, initialState: initialSessionState });

// Three cards: a talking point with a hint, a photo without one, and the closing song.
const started: SessionEvent = {
  type: 'Started',
  cards: [
    { hint: true, song: false },
    { hint: false, song: false },
    { hint: true, song: true },
  ],
};
const tap = (action: 'next' | 'back' | 'hint' | 'song' | 'end') => ({ type: 'Control' as const, action });
const movedTo = (position: number): SessionEvent => ({ type: 'Moved', position });

describe('a group session on the TV, tapped from the remote', () => {
  it('moves to the next card, and back', () => {
    given([started])
      .when(tap('next'))
      .then([movedTo(1)]);
    given([started, movedTo(2)])
      .when(tap('back'))
      .then([movedTo(1)]);
  });

  it('changes nothing past either end of the deck (a double tap is harmless)', () => {
    given([started, movedTo(2)])
      .when(tap('next'))
      .then([]);
    given([started]).when(tap('back')).then([]);
  });

  it('shows a card’s hint once, and a card without a hint has none to show', () => {
    given([started])
      .when(tap('hint'))
      .then([{ type: 'HintShown' }]);
    given([started, { type: 'HintShown' }])
      .when(tap('hint'))
      .then([]);
    given([started, movedTo(1)])
      .when(tap('hint'))
      .then([]);
  });

  it('a new card starts without the hint or the music of the one before', () => {
    const events: SessionEvent[] = [started, movedTo(2), { type: 'HintShown' }, { type: 'SongStarted' }, movedTo(1)];
    const state = events.reduce(evolveSession, initialSessionState());
    expect(state).toMatchObject({ position: 1, hintShown: false, songPlaying: false });
  });

  it('plays the song of a song card, and stops it on the next tap', () => {
    given([started, movedTo(2)])
      .when(tap('song'))
      .then([{ type: 'SongStarted' }]);
    given([started, movedTo(2), { type: 'SongStarted' }])
      .when(tap('song'))
      .then([{ type: 'SongStopped' }]);
  });

  it('refuses the song on a card that has none', () => {
    given([started]).when(tap('song')).thenFails(DomainError, NO_SONG_HERE);
  });

  it('ends, stopping the music; after the end nothing moves', () => {
    given([started, movedTo(2), { type: 'SongStarted' }])
      .when(tap('end'))
      .then([{ type: 'Ended' }]);
    expect(evolveSession(evolveSession(initialSessionState(), started), { type: 'Ended' })).toMatchObject({
      ended: true,
      songPlaying: false,
    });
    for (const action of ['next', 'back', 'hint', 'song', 'end'] as const)
      given([started, { type: 'Ended' }])
        .when(tap(action))
        .thenFails(DomainError, SESSION_ENDED);
  });
});
