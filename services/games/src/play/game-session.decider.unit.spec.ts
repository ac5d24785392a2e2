import { DomainError, GameEvent, SAMPLE_STEPS } from '@carewith/contracts';
import { decide, evolve, initialState, SessionCommand } from './game-session.decider';

const G = '5f0c2a53-1f1e-4c59-9a43-2b2f4b8f6a11';
const steps = SAMPLE_STEPS['grandkid-match'];

// given(events).when(command).then(events | error)
const given = (events: GameEvent[]) => ({
  when: (command: SessionCommand) => {
    const state = events.reduce(evolve, initialState());
    const run = () => decide(command, state);
    return {
      then: (expected: GameEvent[]) => expect(run()).toEqual(expected),
      thenFails: (message: string) => {
        expect(run).toThrow(DomainError);
        expect(run).toThrow(message);
      },
    };
  },
});

const start = (at = 1000): GameEvent => ({ type: 'START', data: { gameInstanceId: G, linkId: null, at } });
const answer = (step: number, value: unknown, at = 2000): GameEvent => ({
  type: 'STEP',
  data: { gameInstanceId: G, step, answer: value, at },
});
const complete: SessionCommand = { type: 'Complete', gameInstanceId: G, steps, clientTotalTime: 99, at: 61_000 };

describe('game session decider', () => {
  it('starts a new session once; a reload starts nothing new', () => {
    given([])
      .when({ type: 'Start', gameInstanceId: G, linkId: null, at: 5 })
      .then([start(5)]);
    given([start()]).when({ type: 'Start', gameInstanceId: G, linkId: null, at: 7 }).then([]);
  });

  it('records an answer as a STEP', () => {
    given([start()])
      .when({ type: 'AnswerStep', gameInstanceId: G, step: 0, answer: 'Emma', at: 3 })
      .then([answer(0, 'Emma', 3)]);
  });

  it('scores the completion from the recorded answers and the server clock', () => {
    given([start(1000), answer(0, 'Emma'), answer(1, 'Mia'), answer(2, 'Sophie'), answer(3, 'Mia')])
      .when(complete)
      .then([
        {
          type: 'COMPLETE',
          data: {
            gameInstanceId: G,
            summary: { totalSteps: 5, correctAnswers: 3, totalTime: 60_000, engagement: 'high' },
            accuracy: 0.6,
            at: 61_000,
          },
        },
      ]);
  });

  it('takes the latest answer to a step that was answered twice', () => {
    const [event] = decide(complete, [start(), answer(0, 'Liam'), answer(0, 'Emma')].reduce(evolve, initialState()));
    expect(event?.type === 'COMPLETE' && event.data.summary.correctAnswers).toBe(1);
  });

  it('refuses a second COMPLETE and anything after it', () => {
    const done: GameEvent[] = [
      start(),
      {
        type: 'COMPLETE',
        data: {
          gameInstanceId: G,
          summary: { totalSteps: 5, correctAnswers: 0, totalTime: 1, engagement: 'high' },
          accuracy: 0,
          at: 3,
        },
      },
    ];
    given(done).when(complete).thenFails('This activity is already complete.');
    given(done)
      .when({ type: 'AnswerStep', gameInstanceId: G, step: 1, answer: 'x', at: 4 })
      .thenFails('already complete');
    given(done).when({ type: 'Start', gameInstanceId: G, linkId: null, at: 4 }).thenFails('already complete');
  });
});
