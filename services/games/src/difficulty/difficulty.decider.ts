import { DEFAULT_DIFFICULTY_LEVEL, DifficultyEvent, DifficultyLevel } from '@carewith/contracts';

// Difficulty that adapts, for one loved one and one template, as pure functions (docs/care-science.md):
// down a level after two completed sessions in a row under 70 % first-try, or after an abandoned
// session; up a level after three completed sessions in a row at 90 % or more; at most one level per
// session; after any change the streak starts over; levels stay within 1..5; a pinned level never
// changes by itself (sessions are still recorded); a session (gameId) recorded twice changes nothing.

export const HARD_BELOW = 0.7;
export const EASY_FROM = 0.9;
export const HARD_SESSIONS_IN_A_ROW = 2;
export const EASY_SESSIONS_IN_A_ROW = 3;
const MIN_LEVEL = 1;
const MAX_LEVEL = 5;

export type DifficultyState = {
  level: DifficultyLevel;
  pinned: boolean;
  // Completed sessions in a row under 70 % / at 90 % or more, since the last change.
  hardStreak: number;
  easyStreak: number;
  // Every session already recorded (completed or abandoned).
  sessions: Set<string>;
};

export const initialDifficultyState = (): DifficultyState => ({
  level: DEFAULT_DIFFICULTY_LEVEL,
  pinned: false,
  hardStreak: 0,
  easyStreak: 0,
  sessions: new Set(),
});

export type DifficultyCommand =
  | { type: 'RecordSession'; gameId: string; firstTryRate: number; at: number }
  | { type: 'RecordAbandoned'; gameId: string; at: number }
  | { type: 'PinLevel'; level: DifficultyLevel | null; by: string; at: number };

const asLevel = (n: number) => Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, n)) as DifficultyLevel;

export function evolveDifficulty(state: DifficultyState, event: DifficultyEvent): DifficultyState {
  switch (event.type) {
    case 'SessionRecorded': {
      const sessions = new Set(state.sessions).add(event.data.gameId);
      const rate = event.data.firstTryRate;
      if (event.data.outcome === 'abandoned' || rate === null)
        // An unfinished session breaks any run of completed ones.
        return { ...state, sessions, hardStreak: 0, easyStreak: 0 };
      return {
        ...state,
        sessions,
        hardStreak: rate < HARD_BELOW ? state.hardStreak + 1 : 0,
        easyStreak: rate >= EASY_FROM ? state.easyStreak + 1 : 0,
      };
    }
    case 'LevelChanged':
      // Whatever the reason, the streaks start over.
      return { ...state, level: asLevel(event.data.to), hardStreak: 0, easyStreak: 0 };
    case 'LevelPinned':
      return { ...state, pinned: event.data.level !== null };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

export function decideDifficulty(command: DifficultyCommand, state: DifficultyState): DifficultyEvent[] {
  switch (command.type) {
    case 'RecordSession': {
      if (state.sessions.has(command.gameId)) return [];
      const recorded: DifficultyEvent = {
        type: 'SessionRecorded',
        data: {
          v: 1,
          gameId: command.gameId,
          outcome: 'completed',
          firstTryRate: Math.min(1, Math.max(0, command.firstTryRate)),
          at: command.at,
        },
      };
      const after = evolveDifficulty(state, recorded);
      if (after.pinned) return [recorded];
      if (after.hardStreak >= HARD_SESSIONS_IN_A_ROW && after.level > MIN_LEVEL)
        return [recorded, changed(after.level, after.level - 1, 'hard-sessions', command)];
      if (after.easyStreak >= EASY_SESSIONS_IN_A_ROW && after.level < MAX_LEVEL)
        return [recorded, changed(after.level, after.level + 1, 'easy-sessions', command)];
      return [recorded];
    }
    case 'RecordAbandoned': {
      if (state.sessions.has(command.gameId)) return [];
      const recorded: DifficultyEvent = {
        type: 'SessionRecorded',
        data: { v: 1, gameId: command.gameId, outcome: 'abandoned', firstTryRate: null, at: command.at },
      };
      if (state.pinned || state.level <= MIN_LEVEL) return [recorded];
      return [recorded, changed(state.level, state.level - 1, 'abandoned', command)];
    }
    case 'PinLevel': {
      if (command.level === null) {
        if (!state.pinned) return [];
        return [
          { type: 'LevelPinned', data: { v: 1, level: null, by: command.by, at: command.at } },
          {
            type: 'LevelChanged',
            data: { v: 1, from: state.level, to: state.level, reason: 'unpinned', by: command.by, at: command.at },
          },
        ];
      }
      // Pinning again the level already pinned is a no-op (a repeated request changes nothing).
      if (state.pinned && state.level === command.level) return [];
      return [
        { type: 'LevelPinned', data: { v: 1, level: command.level, by: command.by, at: command.at } },
        {
          type: 'LevelChanged',
          data: { v: 1, from: state.level, to: command.level, reason: 'pinned', by: command.by, at: command.at },
        },
      ];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

function changed(
  from: number,
  to: number,
  reason: 'hard-sessions' | 'easy-sessions' | 'abandoned',
  command: { gameId: string; at: number },
): DifficultyEvent {
  return {
    type: 'LevelChanged',
    data: { v: 1, from: asLevel(from), to: asLevel(to), reason, gameId: command.gameId, at: command.at },
  };
}

export const foldDifficulty = (events: DifficultyEvent[]) => events.reduce(evolveDifficulty, initialDifficultyState());
