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
const answer = (step: number, value: unknown, at = 2000, clientAt?: number): GameEvent => ({
  type: 'STEP',
  data: { gameInstanceId: G, step, answer: value, at, ...(clientAt === undefined ? {} : { clientAt }) },
});
const complete: SessionCommand = { type: 'Complete', gameInstanceId: G, steps, at: 61_000 };

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

  it('scores the completion from the recorded answers, timed from the start to the last answer', () => {
    given([start(1000), answer(0, 'Emma'), answer(1, 'Mia'), answer(2, 'Sophie'), answer(3, 'Mia')])
      .when(complete)
      .then([
        {
          type: 'COMPLETE',
          data: {
            gameInstanceId: G,
            summary: { totalSteps: 5, correctAnswers: 3, totalTime: 1000, engagement: 'high' },
            accuracy: 0.6,
            at: 61_000,
          },
        },
      ]);
  });

  it('keeps the device time of a start and an answer', () => {
    given([])
      .when({ type: 'Start', gameInstanceId: G, linkId: null, at: 5, clientAt: 4 })
      .then([{ type: 'START', data: { gameInstanceId: G, linkId: null, at: 5, clientAt: 4 } }]);
    given([start()])
      .when({ type: 'AnswerStep', gameInstanceId: G, step: 0, answer: 'Emma', at: 9, clientAt: 8 })
      .then([answer(0, 'Emma', 9, 8)]);
  });

  it('counts the time played on the device, not the time offline before a late completion', () => {
    // Played in 3 s on the device; the last answer and the completion arrived 18 s later.
    const deviceStart: GameEvent = {
      type: 'START',
      data: { gameInstanceId: G, linkId: null, at: 1000, clientAt: 500 },
    };
    const [event] = decide(
      { ...complete, at: 22_000 },
      [deviceStart, answer(0, 'Emma', 2000, 1500), answer(1, 'Mia', 21_000, 3500)].reduce(evolve, initialState()),
    );
    expect(event?.type === 'COMPLETE' && event.data.summary.totalTime).toBe(3000);
  });

  it('measures a stream without device times from its start to its last answer', () => {
    const [event] = decide(
      { ...complete, at: 90_000 },
      [start(1000), answer(0, 'Emma', 2000), answer(1, 'Mia', 4000)].reduce(evolve, initialState()),
    );
    expect(event?.type === 'COMPLETE' && event.data.summary.totalTime).toBe(3000);
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
