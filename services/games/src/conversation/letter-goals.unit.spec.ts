import { foldGoal, DAY_MS, decideGoal, evolveGoal, GoalCommand } from '../goals/goal.decider';
import { letterGoals } from './conversation-facts.service';

const T0 = Date.parse('2026-11-08T10:00:00Z');
const BY = '00000000-0000-4000-8000-0000000000d1';
const goalWith = (...commands: GoalCommand[]) =>
  commands.reduce((state, command) => decideGoal(command, state).reduce(evolveGoal, state), foldGoal([]));
const set = (goalId: string, question: string): GoalCommand => ({
  type: 'SetGoal',
  goalId,
  seniorId: '00000000-0000-4000-8000-0000000000b1',
  careTeamId: '00000000-0000-4000-8000-0000000000c1',
  goal: { question, answer: 'Ana', otherChoices: [], chosenByLovedOne: false, rating: 3 },
  by: BY,
  at: T0,
});
const practice = (at: number, startCue: number, n: number): GoalCommand => ({
  type: 'RecordPractice',
  gameId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  stepId: 'goal',
  startCue,
  cueLevel: startCue,
  firstTryRight: true,
  answered: true,
  at,
});

describe("letterGoals: a week's everyday goals for the weekly letter", () => {
  it('given practice before, during and after the week, then only that week counts, with its unaided recalls and the ratings by its end', () => {
    const from = new Date(T0 + 7 * DAY_MS);
    const to = new Date(T0 + 14 * DAY_MS);
    const goal = goalWith(
      set('00000000-0000-4000-8000-0000000000a1', 'Who is your new helper?'),
      practice(T0 + DAY_MS, 3, 1),
      practice(T0 + 8 * DAY_MS, 0, 2),
      practice(T0 + 10 * DAY_MS, 0, 3),
      practice(T0 + 12 * DAY_MS, 2, 4),
      { type: 'RateGoal', rating: 6, by: BY, at: T0 + 13 * DAY_MS },
      practice(T0 + 15 * DAY_MS, 0, 5),
      { type: 'RateGoal', rating: 9, by: BY, at: T0 + 15 * DAY_MS },
    );
    const stopped = goalWith(set('00000000-0000-4000-8000-0000000000a2', 'Stopped'), {
      type: 'StopGoal',
      by: BY,
      at: T0,
    });
    expect(letterGoals([goal, stopped], from, to)).toEqual([
      { question: 'Who is your new helper?', answer: 'Ana', practised: 3, unaided: 2, ratingFrom: 3, ratingTo: 6 },
    ]);
  });
});
