import { DomainError, GoalEvent } from '@carewith/contracts';
import {
  DAY_MS,
  decideGoal,
  evolveGoal,
  foldGoal,
  GoalCommand,
  GoalState,
  practiceOutcome,
  ratingDueAt,
} from './goal.decider';

const GOAL = '00000000-0000-4000-8000-0000000000a1';
const SENIOR = '00000000-0000-4000-8000-0000000000b1';
const TEAM = '00000000-0000-4000-8000-0000000000c1';
const MARIA = '00000000-0000-4000-8000-0000000000d1';
const T0 = Date.parse('2026-11-02T10:00:00Z');
const day = (n: number) => T0 + n * DAY_MS;

const setGoal = (at = T0): GoalCommand => ({
  type: 'SetGoal',
  goalId: GOAL,
  seniorId: SENIOR,
  careTeamId: TEAM,
  goal: {
    question: 'Who is your new helper?',
    answer: 'Ana',
    otherChoices: ['Lucia'],
    why: ' She comes every morning ',
    chosenByLovedOne: true,
    rating: 3,
  },
  by: MARIA,
  at,
});
let step = 0;
const practice = (
  at: number,
  played: { startCue: number; cueLevel?: number; firstTryRight?: boolean; answered?: boolean },
  gameId = `00000000-0000-4000-8000-${String(++step).padStart(12, '0')}`,
): GoalCommand => ({
  type: 'RecordPractice',
  gameId,
  stepId: `goal-${GOAL}`,
  startCue: played.startCue,
  cueLevel: played.cueLevel ?? played.startCue,
  firstTryRight: played.firstTryRight ?? true,
  answered: played.answered ?? true,
  at,
});

// given the events so far, when a command comes, then these events (and the state they leave).
function given(...commands: GoalCommand[]) {
  const events: GoalEvent[] = [];
  let state = foldGoal([]);
  for (const command of commands) {
    const decided = decideGoal(command, state);
    events.push(...decided);
    state = decided.reduce(evolveGoal, state);
  }
  return {
    events,
    state,
    when(command: GoalCommand) {
      const decided = decideGoal(command, state);
      return { events: decided, state: decided.reduce(evolveGoal, state) };
    },
  };
}
const outcomes = (state: GoalState) => state.practice.map((p) => p.outcome);

describe('practiceOutcome: what a goal step was, from how it was played', () => {
  it.each([
    [{ startCue: 3, cueLevel: 3, firstTryRight: true, answered: true }, 'shown'],
    [{ startCue: 0, cueLevel: 0, firstTryRight: true, answered: true }, 'unaided'],
    [{ startCue: 0, cueLevel: 1, firstTryRight: true, answered: true }, 'helped'],
    [{ startCue: 2, cueLevel: 2, firstTryRight: true, answered: true }, 'helped'],
    [{ startCue: 0, cueLevel: 2, firstTryRight: false, answered: true }, 'missed'],
    [{ startCue: 1, cueLevel: 1, firstTryRight: true, answered: false }, 'missed'],
  ] as const)('given %o then it is %s', (played, outcome) => {
    expect(practiceOutcome(played)).toBe(outcome);
  });
});

describe('an everyday goal: errorless, then vanishing cues, then spaced, then upkeep', () => {
  it('given nothing, when a Co-Caregiver sets a goal, then it is due at once, learning, with the answer shown first', () => {
    const { events, state } = given().when(setGoal());
    expect(events).toEqual([
      {
        type: 'GoalSet',
        data: expect.objectContaining({ v: 1, goalId: GOAL, answer: 'Ana', why: 'She comes every morning', rating: 3 }),
      },
    ]);
    expect(state).toMatchObject({ stage: 'learning', nextCue: 3, dueAt: T0, unaidedInARow: 0 });
    expect(ratingDueAt(state)).toBe(day(14));
  });

  it('given a goal, when it is set again (a retried request), then nothing more is recorded', () => {
    expect(given(setGoal()).when(setGoal()).events).toEqual([]);
  });

  it('given a new goal, when practised with the answer shown and then with fewer cues, then each start has one cue less, back the next day', () => {
    const g = given(setGoal(), practice(day(0), { startCue: 3 }));
    expect(g.state).toMatchObject({ stage: 'learning', nextCue: 2, dueAt: day(1) });
    expect(outcomes(g.state)).toEqual(['shown']);
    const after = given(
      setGoal(),
      practice(day(0), { startCue: 3 }),
      practice(day(1), { startCue: 2 }),
      practice(day(2), { startCue: 1 }),
    );
    expect(after.state).toMatchObject({ stage: 'learning', nextCue: 0, dueAt: day(3) });
    expect(outcomes(after.state)).toEqual(['shown', 'helped', 'helped']);
  });

  it('given a goal asked with no cue, when recalled unaided three times in a row on spaced days, then the gaps grow (2, 4) and the third moves it to monthly upkeep', () => {
    const learned = [
      setGoal(),
      practice(day(0), { startCue: 3 }),
      practice(day(1), { startCue: 2 }),
      practice(day(2), { startCue: 1 }),
    ];
    const first = given(...learned).when(practice(day(3), { startCue: 0 }));
    expect(first.state).toMatchObject({ stage: 'spacing', unaidedInARow: 1, dueAt: day(5) });
    const second = given(...learned, practice(day(3), { startCue: 0 })).when(practice(day(5), { startCue: 0 }));
    expect(second.state).toMatchObject({ stage: 'spacing', unaidedInARow: 2, dueAt: day(9) });
    const third = given(...learned, practice(day(3), { startCue: 0 }), practice(day(5), { startCue: 0 })).when(
      practice(day(9), { startCue: 0 }),
    );
    expect(third.state).toMatchObject({ stage: 'upkeep', unaidedInARow: 3, dueAt: day(39) });
  });

  it('given a run of unaided recalls, when one is missed, then it comes back the next day with a hint, and the run starts over', () => {
    const run = [setGoal(), practice(day(0), { startCue: 0 }), practice(day(2), { startCue: 0 })];
    const missed = given(...run).when(practice(day(6), { startCue: 0, cueLevel: 2, firstTryRight: false }));
    expect(missed.events[0]).toMatchObject({ type: 'GoalPractised', data: { outcome: 'missed' } });
    expect(missed.state).toMatchObject({ stage: 'learning', unaidedInARow: 0, nextCue: 1, dueAt: day(7) });
  });

  it('given a goal in upkeep, when it is missed, then it leaves upkeep and comes back the next day', () => {
    const upkeep = [
      setGoal(),
      practice(day(0), { startCue: 0 }),
      practice(day(2), { startCue: 0 }),
      practice(day(6), { startCue: 0 }),
    ];
    expect(given(...upkeep).state.stage).toBe('upkeep');
    const missed = given(...upkeep).when(practice(day(36), { startCue: 0, answered: false }));
    expect(missed.state).toMatchObject({ stage: 'learning', dueAt: day(37), unaidedInARow: 0 });
  });

  it('given a practice already recorded, when the same activity step comes again, then nothing is recorded', () => {
    const once = practice(day(0), { startCue: 3 }, '00000000-0000-4000-8000-00000000ffff');
    expect(given(setGoal(), once).when(once).events).toEqual([]);
  });

  it('given ratings, when the family rates again, then the next rating is due 14 days after the last', () => {
    const rated = given(setGoal()).when({ type: 'RateGoal', rating: 7, by: MARIA, at: day(15) });
    expect(rated.state.ratings.map((r) => r.rating)).toEqual([3, 7]);
    expect(ratingDueAt(rated.state)).toBe(day(29));
  });

  it('given a stopped goal, then practice is ignored, ratings and a voice refused, and it is due no more', () => {
    const stopped = given(setGoal(), { type: 'StopGoal', by: MARIA, at: day(1) });
    expect(stopped.state).toMatchObject({ stage: 'stopped', dueAt: null });
    expect(ratingDueAt(stopped.state)).toBeNull();
    expect(stopped.when(practice(day(2), { startCue: 3 })).events).toEqual([]);
    expect(() => stopped.when({ type: 'RateGoal', rating: 5, by: MARIA, at: day(2) })).toThrow(DomainError);
    expect(stopped.when({ type: 'StopGoal', by: MARIA, at: day(3) }).events).toEqual([]);
  });

  it('given no goal, then anything but setting one is refused as not found', () => {
    expect(() => given().when({ type: 'RateGoal', rating: 5, by: MARIA, at: T0 })).toThrow(
      'This goal could not be found.',
    );
  });

  it('given a voice cue, when the same one is recorded again, then nothing changes; a new one replaces it', () => {
    const voice = 'voice:00000000-0000-4000-8000-0000000000e1';
    const g = given(setGoal(), { type: 'RecordVoice', voice, by: MARIA, at: day(1) });
    expect(g.state.voice).toBe(voice);
    expect(g.when({ type: 'RecordVoice', voice, by: MARIA, at: day(2) }).events).toEqual([]);
  });

  it('given the events of a goal, when they are folded again from the start, then the state is the same (a rebuild)', () => {
    const g = given(setGoal(), practice(day(0), { startCue: 3 }), {
      type: 'RateGoal',
      rating: 6,
      by: MARIA,
      at: day(14),
    });
    expect(foldGoal(g.events)).toEqual(g.state);
  });
});
