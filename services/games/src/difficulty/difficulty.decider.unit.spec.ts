import { DifficultyEvent } from '@carewith/contracts';
import { deciderSpec } from '@carewith/platform/testing';
import {
  decideDifficulty,
  DifficultyCommand,
  evolveDifficulty,
  foldDifficulty,
  initialDifficultyState,
} from './difficulty.decider';

const NORA = '0b7f4f0e-6a39-4d3e-8d1c-3c8f6f3c9a01';
const game = (n: number) => `5f0c2a53-1f1e-4c59-9a43-${String(n).padStart(12, '0')}`;

// given(events).when(command).then(events)
const { given } = deciderSpec({
  decide: decideDifficulty,
  evolve: evolveDifficulty,
  initialState: initialDifficultyState,
});
// The events a series of commands leaves in the stream, each decided on the state so far.
const history = (...commands: DifficultyCommand[]) =>
  commands.reduce<DifficultyEvent[]>((events, c) => [...events, ...decideDifficulty(c, foldDifficulty(events))], []);

const session = (n: number, firstTryRate: number): DifficultyCommand => ({
  type: 'RecordSession',
  gameId: game(n),
  firstTryRate,
  at: n * 1000,
});
const abandoned = (n: number): DifficultyCommand => ({ type: 'RecordAbandoned', gameId: game(n), at: n * 1000 });
const pin = (level: 1 | 2 | 3 | 4 | 5 | null, at = 99_000): DifficultyCommand => ({
  type: 'PinLevel',
  level,
  by: NORA,
  at,
});
const recorded = (n: number, firstTryRate: number): DifficultyEvent => ({
  type: 'SessionRecorded',
  data: { v: 1, gameId: game(n), outcome: 'completed', firstTryRate, at: n * 1000 },
});
const wasAbandoned = (n: number): DifficultyEvent => ({
  type: 'SessionRecorded',
  data: { v: 1, gameId: game(n), outcome: 'abandoned', firstTryRate: null, at: n * 1000 },
});
const changed = (
  n: number,
  from: number,
  to: number,
  reason: 'hard-sessions' | 'easy-sessions' | 'abandoned',
): DifficultyEvent => ({
  type: 'LevelChanged',
  data: { v: 1, from, to, reason, gameId: game(n), at: n * 1000 },
});
const levelAfter = (...commands: DifficultyCommand[]) => foldDifficulty(history(...commands)).level;

describe('difficulty decider', () => {
  describe('stepping down after hard sessions', () => {
    it('given one session under 70 %, when a second one is under 70 %, then the level goes down one', () => {
      given(history(session(1, 0.69)))
        .when(session(2, 0.69))
        .then([recorded(2, 0.69), changed(2, 3, 2, 'hard-sessions')]);
    });

    it('given one session under 70 %, when the second is exactly 70 %, then nothing changes (70 % is not hard)', () => {
      given(history(session(1, 0.69)))
        .when(session(2, 0.7))
        .then([recorded(2, 0.7)]);
    });

    it('given a hard session then a fine one, when a hard one follows, then nothing changes (not in a row)', () => {
      given(history(session(1, 0.2), session(2, 0.8)))
        .when(session(3, 0.2))
        .then([recorded(3, 0.2)]);
    });

    it('given a change, when the next session is hard, then nothing changes: the streak started over', () => {
      given(history(session(1, 0.1), session(2, 0.1)))
        .when(session(3, 0.1))
        .then([recorded(3, 0.1)]);
      expect(levelAfter(session(1, 0.1), session(2, 0.1), session(3, 0.1), session(4, 0.1))).toBe(1);
    });

    it('given level 1, when two more sessions are hard, then the level stays at 1 (clamped)', () => {
      const atOne = [session(1, 0), session(2, 0), session(3, 0), session(4, 0)];
      expect(levelAfter(...atOne)).toBe(1);
      given(history(...atOne, session(5, 0)))
        .when(session(6, 0))
        .then([recorded(6, 0)]);
    });
  });

  describe('stepping up after easy sessions', () => {
    it('given two sessions at 90 %, when a third is at 90 %, then the level goes up one', () => {
      given(history(session(1, 0.9), session(2, 0.95)))
        .when(session(3, 0.9))
        .then([recorded(3, 0.9), changed(3, 3, 4, 'easy-sessions')]);
    });

    it('given two sessions at 90 %, when the third is 89 %, then nothing changes', () => {
      given(history(session(1, 0.9), session(2, 1)))
        .when(session(3, 0.89))
        .then([recorded(3, 0.89)]);
    });

    it('given level 5, when three more sessions are easy, then the level stays at 5 (clamped)', () => {
      const toFive = [1, 2, 3, 4, 5, 6].map((n) => session(n, 1));
      expect(levelAfter(...toFive)).toBe(5);
      given(history(...toFive, session(7, 1), session(8, 1)))
        .when(session(9, 1))
        .then([recorded(9, 1)]);
    });

    it('moves at most one level per session: three easy sessions after a step down go up once', () => {
      expect(levelAfter(session(1, 0), session(2, 0), session(3, 1), session(4, 1), session(5, 1))).toBe(3);
    });
  });

  describe('abandoned sessions', () => {
    it('given any history, when a session is abandoned, then the level goes down one at once', () => {
      given([])
        .when(abandoned(1))
        .then([wasAbandoned(1), changed(1, 3, 2, 'abandoned')]);
    });

    it('given one hard session, when the next is abandoned and then one is hard, then only the abandon moved it', () => {
      expect(levelAfter(session(1, 0.1), abandoned(2), session(3, 0.1))).toBe(2);
    });

    it('given two easy sessions, when one is abandoned, then the run of easy sessions is broken', () => {
      expect(levelAfter(session(1, 1), session(2, 1), abandoned(3), session(4, 1))).toBe(2);
    });

    it('given level 1, when a session is abandoned, then it is recorded and the level stays at 1', () => {
      const atOne = [abandoned(1), abandoned(2)];
      expect(levelAfter(...atOne)).toBe(1);
      given(history(...atOne))
        .when(abandoned(3))
        .then([wasAbandoned(3)]);
    });
  });

  describe('a pinned level', () => {
    it('given no pin, when a caregiver pins level 2, then the level is set to 2 and pinned', () => {
      given([])
        .when(pin(2))
        .then([
          { type: 'LevelPinned', data: { v: 1, level: 2, by: NORA, at: 99_000 } },
          { type: 'LevelChanged', data: { v: 1, from: 3, to: 2, reason: 'pinned', by: NORA, at: 99_000 } },
        ]);
    });

    it('given a pinned level, when sessions are hard or abandoned, then they are recorded and nothing changes', () => {
      given(history(pin(4), session(1, 0.1)))
        .when(session(2, 0.1))
        .then([recorded(2, 0.1)]);
      given(history(pin(4)))
        .when(abandoned(3))
        .then([wasAbandoned(3)]);
      given(history(pin(4), session(1, 1), session(2, 1)))
        .when(session(3, 1))
        .then([recorded(3, 1)]);
    });

    it('given a pinned level, when pinned again at the same level, then nothing is written', () => {
      given(history(pin(4)))
        .when(pin(4))
        .then([]);
    });

    it('given a pinned level, when let adapt, then it says so and the streak starts over', () => {
      given(history(pin(4)))
        .when(pin(null, 100_000))
        .then([
          { type: 'LevelPinned', data: { v: 1, level: null, by: NORA, at: 100_000 } },
          { type: 'LevelChanged', data: { v: 1, from: 4, to: 4, reason: 'unpinned', by: NORA, at: 100_000 } },
        ]);
      // A hard session while pinned does not count towards the first two after it adapts again.
      expect(levelAfter(pin(4), session(1, 0), pin(null), session(2, 0))).toBe(4);
      expect(levelAfter(pin(4), session(1, 0), pin(null), session(2, 0), session(3, 0))).toBe(3);
    });

    it('given no pin, when asked to let it adapt, then nothing is written', () => {
      given([]).when(pin(null)).then([]);
    });

    it('given a pin at the current level, then it is recorded as set by the caregiver (from = to)', () => {
      given([])
        .when(pin(3))
        .then([
          { type: 'LevelPinned', data: { v: 1, level: 3, by: NORA, at: 99_000 } },
          { type: 'LevelChanged', data: { v: 1, from: 3, to: 3, reason: 'pinned', by: NORA, at: 99_000 } },
        ]);
    });
  });

  describe('the same session twice', () => {
    it('given a recorded session, when it is recorded again (completed or abandoned), then nothing changes', () => {
      const events = history(session(1, 0.1));
      given(events).when(session(1, 0.1)).then([]);
      given(events).when(session(1, 1)).then([]);
      given(events).when(abandoned(1)).then([]);
    });

    it('given an abandoned session, when it completes later, then nothing more changes', () => {
      given(history(abandoned(1)))
        .when(session(1, 0.1))
        .then([]);
    });

    it('given one hard session, when the same one is recorded again, then the level does not go down', () => {
      expect(levelAfter(session(1, 0), session(1, 0))).toBe(3);
    });
  });
});
