import { AnyStep, CueLevel, DomainError, GameEvent, SAMPLE_STEPS } from '@carewith/contracts';
import { deciderSpec } from '@carewith/platform/testing';
import { decide, evolve, initialState, SessionCommand } from './game-session.decider';
import { toGameEvent } from './upcast';

const G = '5f0c2a53-1f1e-4c59-9a43-2b2f4b8f6a11';
const steps = SAMPLE_STEPS['grandkid-match'];

// given(events).when(command).then(events | error)
const { given } = deciderSpec({ decide, evolve, initialState });

const start = (at = 1000, clientAt?: number): GameEvent => ({
  type: 'START',
  data: { gameInstanceId: G, linkId: null, at, ...(clientAt === undefined ? {} : { clientAt }) },
});

// Answers exactly as version 1 stored them (no `v`), read back through the upcaster.
const v1Answer = (step: number, value: unknown, at = 2000, clientAt?: number): GameEvent =>
  toGameEvent({
    type: 'STEP',
    data: { gameInstanceId: G, step, answer: value, at, ...(clientAt === undefined ? {} : { clientAt }) },
  });

type Help = { attempts?: unknown[]; cueLevel?: CueLevel; at?: number; clientAt?: number };

// The command the play service sends for an answer to step `step` of `played`.
const answerStep = (step: number, answer: unknown, help: Help = {}, played: AnyStep[] = steps): SessionCommand => ({
  type: 'AnswerStep',
  gameInstanceId: G,
  step,
  playedStep: played[step]!,
  answer,
  attempts: help.attempts ?? [],
  cueLevel: help.cueLevel ?? 0,
  at: help.at ?? 2000,
  ...(help.clientAt === undefined ? {} : { clientAt: help.clientAt }),
});

// The version 2 STEP the decider writes.
const v2Answer = (
  step: number,
  answer: unknown,
  recorded: Help & { firstTry: boolean; latencyMs: number | null },
): GameEvent => ({
  type: 'STEP',
  data: {
    gameInstanceId: G,
    step,
    answer,
    at: recorded.at ?? 2000,
    ...(recorded.clientAt === undefined ? {} : { clientAt: recorded.clientAt }),
    v: 2,
    attempts: recorded.attempts ?? [],
    cueLevel: recorded.cueLevel ?? 0,
    firstTry: recorded.firstTry,
    latencyMs: recorded.latencyMs,
  },
});

// Folds the events and decides each command in turn, as the service does, returning every event.
const play = (events: GameEvent[], ...commands: SessionCommand[]): GameEvent[] => {
  let state = events.reduce(evolve, initialState());
  const out: GameEvent[] = [];
  for (const command of commands)
    for (const event of decide(command, state)) {
      out.push(event);
      state = evolve(state, event);
    }
  return out;
};
const stepData = (event: GameEvent | undefined) => {
  if (event?.type !== 'STEP') throw new Error(`expected a STEP, got ${event?.type}`);
  return event.data;
};
const completeData = (event: GameEvent | undefined) => {
  if (event?.type !== 'COMPLETE') throw new Error(`expected a COMPLETE, got ${event?.type}`);
  return event.data;
};

const complete: SessionCommand = { type: 'Complete', gameInstanceId: G, steps, at: 61_000 };

describe('game session decider', () => {
  describe('the song the activity ends on', () => {
    const playSong = (hasSong = true, at = 70_000): SessionCommand => ({
      type: 'PlaySong',
      gameInstanceId: G,
      hasSong,
      at,
      clientAt: at - 5,
    });
    const finished = () => [start(1000), ...play([start(1000)], answerStep(0, 'Emma'), complete)];
    const song = (at = 70_000): GameEvent => ({ type: 'SONG', data: { gameInstanceId: G, at, clientAt: at - 5 } });

    it('given a finished activity with a song, when it is played, then the song is recorded once', () => {
      given(finished()).when(playSong()).then([song()]);
      given([...finished(), song()])
        .when(playSong(true, 80_000))
        .then([]);
    });

    it('given an activity still being played, when the song is asked for, then it waits for the last step', () => {
      given([start(1000)])
        .when(playSong())
        .thenFails(DomainError, 'The song comes after the last step.');
    });

    it('given an activity without a song, when one is played, then it is refused and nothing is recorded', () => {
      given(finished()).when(playSong(false)).thenFails(DomainError, 'This activity has no song.');
    });

    it('given a stored song event, when read back, then it is version 1 as written', () => {
      expect(toGameEvent({ type: 'SONG', data: { gameInstanceId: G, at: 5 } })).toEqual({
        type: 'SONG',
        data: { gameInstanceId: G, at: 5 },
      });
    });
  });

  it('starts a new session once; a reload starts nothing new', () => {
    given([])
      .when({ type: 'Start', gameInstanceId: G, linkId: null, at: 5 })
      .then([start(5)]);
    given([start()]).when({ type: 'Start', gameInstanceId: G, linkId: null, at: 7 }).then([]);
  });

  it('records an answer as a version 2 STEP, right on the first try with no cue', () => {
    given([start(1000)])
      .when(answerStep(0, 'Emma', { at: 4000 }))
      .then([v2Answer(0, 'Emma', { at: 4000, firstTry: true, latencyMs: 3000 })]);
  });

  it('scores a version 1 stream exactly as before, and derives its first-try figures from the answers', () => {
    given([start(1000), v1Answer(0, 'Emma'), v1Answer(1, 'Mia'), v1Answer(2, 'Sophie'), v1Answer(3, 'Mia')])
      .when(complete)
      .then([
        {
          type: 'COMPLETE',
          data: {
            gameInstanceId: G,
            summary: { totalSteps: 5, correctAnswers: 3, totalTime: 1000, engagement: 'high' },
            accuracy: 0.6,
            at: 61_000,
            v: 2,
            // Right answers were first tries, with no cue; the fifth step was never answered.
            firstTry: { firstTryAnswers: 3, helpedAnswers: 0, totalSteps: 5, firstTryAccuracy: 0.6, meanCueLevel: 0 },
          },
        },
      ]);
  });

  it('keeps the device time of a start and an answer', () => {
    given([])
      .when({ type: 'Start', gameInstanceId: G, linkId: null, at: 5, clientAt: 4 })
      .then([start(5, 4)]);
    given([start(1000, 900)])
      .when(answerStep(0, 'Emma', { at: 1009, clientAt: 908 }))
      .then([v2Answer(0, 'Emma', { at: 1009, clientAt: 908, firstTry: true, latencyMs: 9 })]);
  });

  it('counts the time played on the device, not the time offline before a late completion', () => {
    // Played in 3 s on the device; the last answer and the completion arrived 18 s later.
    const [event] = decide(
      { ...complete, at: 22_000 },
      [start(1000, 500), v1Answer(0, 'Emma', 2000, 1500), v1Answer(1, 'Mia', 21_000, 3500)].reduce(
        evolve,
        initialState(),
      ),
    );
    expect(completeData(event).summary.totalTime).toBe(3000);
  });

  it('measures a stream without device times from its start to its last answer', () => {
    const [event] = decide(
      { ...complete, at: 90_000 },
      [start(1000), v1Answer(0, 'Emma', 2000), v1Answer(1, 'Mia', 4000)].reduce(evolve, initialState()),
    );
    expect(completeData(event).summary.totalTime).toBe(3000);
  });

  it('takes the latest answer to a step that was answered twice', () => {
    const [event] = decide(
      complete,
      [start(), v1Answer(0, 'Liam'), v1Answer(0, 'Emma')].reduce(evolve, initialState()),
    );
    expect(completeData(event).summary.correctAnswers).toBe(1);
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
          v: 2,
          firstTry: null,
        },
      },
    ];
    given(done).when(complete).thenFails(DomainError, 'This activity is already complete.');
    given(done)
      .when(answerStep(1, 'x', { at: 4 }))
      .thenFails(DomainError, 'already complete');
    given(done)
      .when({ type: 'Start', gameInstanceId: G, linkId: null, at: 4 })
      .thenFails(DomainError, 'already complete');
  });

  describe('first try', () => {
    const firstTryOf = (command: SessionCommand) => stepData(play([start()], command)[0]).firstTry;

    it('is a right first answer with no cue', () => {
      expect(firstTryOf(answerStep(0, 'Emma'))).toBe(true);
    });

    it('is not a right answer reached after a cue, even the first answer given', () => {
      // Cue 1 (the hint) arrived after 8 s idle, then the loved one chose right.
      expect(firstTryOf(answerStep(0, 'Emma', { cueLevel: 1 }))).toBe(false);
      expect(firstTryOf(answerStep(0, 'Emma', { cueLevel: 3 }))).toBe(false);
    });

    it('is not a wrong first answer, however the step ended', () => {
      // Gentle play: a wrong tap removed Liam and moved to cue 1, then Emma.
      expect(firstTryOf(answerStep(0, 'Emma', { attempts: ['Liam'], cueLevel: 1 }))).toBe(false);
      // Classic play: the only answer was wrong.
      expect(firstTryOf(answerStep(0, 'Liam'))).toBe(false);
    });

    it('judges the first attempt, not the final answer, for each template', () => {
      const cases: { template: keyof typeof SAMPLE_STEPS; right: unknown; wrong: unknown }[] = [
        { template: 'grandkid-match', right: 'Emma', wrong: 'Sophie' },
        // Places: "I'm not sure" showed the family's note, then "Yes, I remember!".
        { template: 'places-flashcards', right: 'know', wrong: 'unsure' },
        // Recipe: authored indices (the service maps the page's positions first).
        { template: 'recipe-sequencing', right: [0, 1, 2, 3], wrong: [1, 0, 2, 3] },
        // Shopping: a pick off the list, or one item missing, is not right.
        { template: 'shopping-bingo', right: ['Bread', 'Milk'], wrong: ['Bread', 'Hammer'] },
      ];
      for (const { template, right, wrong } of cases) {
        const played = SAMPLE_STEPS[template] as AnyStep[];
        const firstTry = (attempts: unknown[], cueLevel: CueLevel) =>
          stepData(play([start()], answerStep(0, right, { attempts, cueLevel }, played))[0]).firstTry;
        expect({ template, firstTry: firstTry([], 0) }).toEqual({ template, firstTry: true });
        expect({ template, firstTry: firstTry([wrong], 0) }).toEqual({ template, firstTry: false });
        expect({ template, firstTry: firstTry([wrong], 1) }).toEqual({ template, firstTry: false });
        expect({ template, firstTry: firstTry([wrong, wrong], 2) }).toEqual({ template, firstTry: false });
        // A wrong final answer with no attempts (classic play) is not a first try either.
        expect(stepData(play([start()], answerStep(0, wrong, {}, played))[0]).firstTry).toBe(false);
      }
    });
  });

  describe('latency', () => {
    const latencyOf = (events: GameEvent[], command: SessionCommand) => stepData(play(events, command)[0]).latencyMs;

    it('runs from the start to the first answer, on the server clock', () => {
      expect(latencyOf([start(1000, 400)], answerStep(0, 'Emma', { at: 7500, clientAt: 6950 }))).toBe(6500);
    });

    it('runs from the previous answer to the next one', () => {
      const events = play(
        [start(1000)],
        answerStep(0, 'Emma', { at: 5000 }),
        answerStep(1, 'Noah', { at: 12_250 }),
        answerStep(2, 'Sophie', { at: 13_000 }),
      );
      expect(events.map((e) => stepData(e).latencyMs)).toEqual([4000, 7250, 750]);
    });

    it('uses the device clock for an answer that arrived late from the outbox', () => {
      // Answered 6 s after the previous one on the device, delivered 40 s later.
      const events = [start(1000, 1000), v1Answer(0, 'Emma', 3000, 3000)];
      expect(latencyOf(events, answerStep(1, 'Noah', { at: 49_000, clientAt: 9000 }))).toBe(6000);
      // 10 s late is still on time: the server clock counts.
      expect(latencyOf(events, answerStep(1, 'Noah', { at: 19_000, clientAt: 9000 }))).toBe(16_000);
    });

    it('is unknown for a late answer whose previous moment has no device time', () => {
      expect(latencyOf([start(1000)], answerStep(0, 'Emma', { at: 60_000, clientAt: 5000 }))).toBeNull();
    });

    it('is unknown for an answer with nothing before it in the stream', () => {
      expect(latencyOf([], answerStep(0, 'Emma', { at: 5000 }))).toBeNull();
    });

    it('is never negative', () => {
      expect(latencyOf([start(9000)], answerStep(0, 'Emma', { at: 8000 }))).toBe(0);
    });

    it('is unknown when a device clock gives a span no event could store, and the event still reads back', () => {
      const [event] = play([start(1000, -1e300)], answerStep(0, 'Emma', { at: 60_000, clientAt: 1000 }));
      expect(stepData(event).latencyMs).toBeNull();
      expect(toGameEvent({ type: 'STEP', data: stepData(event) })).toEqual(event);
    });

    it('is given to each answer recovered from the completion, in turn', () => {
      // Offline: three answers held on the device, 5 s apart, delivered together a minute later.
      const events = play(
        [start(1000, 1000)],
        answerStep(0, 'Emma', { at: 70_000, clientAt: 6000 }),
        answerStep(1, 'Noah', { at: 70_000, clientAt: 11_000 }),
        answerStep(2, 'Sophie', { at: 70_000, clientAt: 16_000 }),
      );
      expect(events.map((e) => stepData(e).latencyMs)).toEqual([5000, 5000, 5000]);
    });
  });

  describe('completion in gentle play', () => {
    it('scores each step on its first answer, so a gentle session that ended right is not 100 %', () => {
      const [event] = play(
        [start(1000)],
        answerStep(0, 'Emma'),
        answerStep(1, 'Noah', { attempts: ['Emma'], cueLevel: 1 }),
        answerStep(2, 'Sophie', { cueLevel: 1 }),
        answerStep(3, 'Mia', { attempts: ['Noah', 'Emma'], cueLevel: 3 }),
        answerStep(4, 'Liam'),
        complete,
      ).slice(-1);
      const data = completeData(event);
      // Steps 0, 2 and 4 were right at the first answer (step 2 after a hint): accuracy counts them.
      expect(data.accuracy).toBe(0.6);
      expect(data.summary.correctAnswers).toBe(3);
      expect(data.firstTry).toEqual({
        firstTryAnswers: 2,
        helpedAnswers: 3,
        totalSteps: 5,
        firstTryAccuracy: 0.4,
        meanCueLevel: 1,
      });
    });

    it('scores a recipe on the share of places its first order got right', () => {
      const recipes = SAMPLE_STEPS['recipe-sequencing'] as AnyStep[];
      const [event] = play([start()], answerStep(0, [0, 1, 2, 3], { attempts: [[0, 2, 1, 3]], cueLevel: 2 }, recipes), {
        type: 'Complete',
        gameInstanceId: G,
        steps: recipes.slice(0, 1),
        at: 9000,
      }).slice(-1);
      expect(completeData(event).accuracy).toBe(0.5);
      expect(completeData(event).firstTry).toMatchObject({ firstTryAnswers: 0, helpedAnswers: 1, meanCueLevel: 2 });
    });

    it('counts an unanswered step as no first try and leaves it out of the mean cue level', () => {
      const [event] = play([start()], answerStep(0, 'Emma', { cueLevel: 2 }), answerStep(1, 'Noah'), complete).slice(
        -1,
      );
      expect(completeData(event).firstTry).toEqual({
        firstTryAnswers: 1,
        helpedAnswers: 1,
        totalSteps: 5,
        firstTryAccuracy: 0.2,
        meanCueLevel: 1,
      });
    });

    it('judges version 1 answers in a stream that moved on to version 2 on the answer itself', () => {
      const [event] = decide(
        complete,
        [
          start(),
          v1Answer(0, 'Emma'),
          v1Answer(1, 'Emma'),
          ...play([start()], answerStep(2, 'Sophie', { cueLevel: 1 })),
        ].reduce(evolve, initialState()),
      );
      expect(completeData(event).firstTry).toEqual({
        firstTryAnswers: 1,
        helpedAnswers: 1,
        totalSteps: 5,
        firstTryAccuracy: 0.2,
        meanCueLevel: 1 / 3,
      });
    });
  });
});
