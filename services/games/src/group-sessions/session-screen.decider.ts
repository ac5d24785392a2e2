import { ControlAction, DomainError } from '@carewith/contracts';

// The TV's state of a group session as a pure decider: the remote's taps (next, back, hint, song, end)
// are commands; what each changes is an event; the store keeps the state they leave with its version
// (raised once per tap that changed something, so a TV can drop a view older than the one it shows).
// A tap that changes nothing (next on the last card, back on the first, a hint already shown) decides
// no events: a double tap on the remote is harmless. After the end, nothing moves.

export type SessionCommand = { type: 'Control'; action: ControlAction };

export type SessionEvent =
  | { type: 'Started'; cards: { hint: boolean; song: boolean }[] }
  | { type: 'Moved'; position: number }
  | { type: 'HintShown' }
  | { type: 'SongStarted' }
  | { type: 'SongStopped' }
  | { type: 'Ended' };

export type SessionState = {
  cards: { hint: boolean; song: boolean }[];
  position: number;
  hintShown: boolean;
  songPlaying: boolean;
  ended: boolean;
};

export const SESSION_ENDED = 'This session has ended.';
export const NO_SONG_HERE = 'This card has no song to play.';

export const initialSessionState = (): SessionState => ({
  cards: [],
  position: 0,
  hintShown: false,
  songPlaying: false,
  ended: false,
});

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'Started':
      return { ...initialSessionState(), cards: event.cards };
    case 'Moved':
      // A new card starts without its hint and without music.
      return { ...state, position: event.position, hintShown: false, songPlaying: false };
    case 'HintShown':
      return { ...state, hintShown: true };
    case 'SongStarted':
      return { ...state, songPlaying: true };
    case 'SongStopped':
      return { ...state, songPlaying: false };
    case 'Ended':
      return { ...state, ended: true, songPlaying: false };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  if (state.ended) throw new DomainError('CONFLICT', SESSION_ENDED);
  const card = state.cards[state.position];
  switch (command.action) {
    case 'next':
      return state.position + 1 < state.cards.length ? [{ type: 'Moved', position: state.position + 1 }] : [];
    case 'back':
      return state.position > 0 ? [{ type: 'Moved', position: state.position - 1 }] : [];
    case 'hint':
      return card?.hint && !state.hintShown ? [{ type: 'HintShown' }] : [];
    case 'song':
      // The song button starts the card's song and stops it again.
      if (!card?.song) throw new DomainError('VALIDATION', NO_SONG_HERE);
      return [{ type: state.songPlaying ? 'SongStopped' : 'SongStarted' }];
    case 'end':
      return [{ type: 'Ended' }];
    default: {
      const unknown: never = command.action;
      return unknown;
    }
  }
}

export const sessionDecider = { initialState: initialSessionState, evolve: evolveSession, decide: decideSession };
