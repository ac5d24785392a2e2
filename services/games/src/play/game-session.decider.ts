import { AnyStep, CueLevel, DomainError, FirstTry, GameEvent } from '@carewith/contracts';
import { answerLatency, PlayMoment, playDuration } from './play-duration';
import { scoreSession, scoreStep } from './scoring';

// The loved one's play session as pure functions: evolve folds events, decide turns a command into
// new events or refuses it. No I/O; the time comes in with the command.
export type SessionState = {
  status: 'new' | 'started' | 'completed';
  started: PlayMoment | null;
  answers: Map<number, unknown>;
  answeredAt: Map<number, PlayMoment>;
  // How each step's latest answer was reached: its first answer, the most help shown, and whether
  // it was right on the first try with no cue (null for an answer recorded before cues existed).
  tries: Map<number, StepTry>;
  // The latest START or STEP in the stream: where the next answer's latency runs from.
  lastMoment: PlayMoment | null;
  // The song the activity ends on was played.
  songPlayed: boolean;
};

export type StepTry = { first: unknown; cueLevel: number; firstTry: boolean | null };

export const initialState = (): SessionState => ({
  status: 'new',
  started: null,
  answers: new Map(),
  answeredAt: new Map(),
  tries: new Map(),
  lastMoment: null,
  songPlayed: false,
});

const momentOf = (data: PlayMoment): PlayMoment =>
  data.clientAt === undefined ? { at: data.at } : { at: data.at, clientAt: data.clientAt };

// A session's score over the played steps, each scored on its first answer (gentle play always ends on
// the right one).
export const sessionScore = (steps: AnyStep[], state: Pick<SessionState, 'tries'>) =>
  scoreSession(steps, new Map([...state.tries].map(([step, t]) => [step, t.first])));

export function evolve(state: SessionState, event: GameEvent): SessionState {
  switch (event.type) {
    case 'START':
      return {
        ...state,
        status: state.status === 'completed' ? 'completed' : 'started',
        started: state.started ?? momentOf(event.data),
        lastMoment: momentOf(event.data),
      };
    case 'STEP': {
      const answers = new Map(state.answers);
      answers.set(event.data.step, event.data.answer);
      const answeredAt = new Map(state.answeredAt);
      const moment = momentOf(event.data);
      answeredAt.set(event.data.step, moment);
      const tries = new Map(state.tries);
      tries.set(event.data.step, {
        first: event.data.attempts.length ? event.data.attempts[0] : event.data.answer,
        cueLevel: event.data.cueLevel,
        firstTry: event.data.firstTry,
      });
      return {
        ...state,
        status: state.status === 'new' ? 'started' : state.status,
        answers,
        answeredAt,
        tries,
        lastMoment: moment,
      };
    }
    case 'COMPLETE':
    case 'ABANDON':
      return { ...state, status: 'completed' };
    case 'SONG':
      return { ...state, songPlayed: true };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

export type SessionCommand =
  | { type: 'Start'; gameInstanceId: string; linkId: string | null; at: number; clientAt?: number }
  | {
      type: 'AnswerStep';
      gameInstanceId: string;
      step: number;
      // The played step's definition (from the activity the service loaded), to judge the first try.
      playedStep: AnyStep;
      // The final answer, the answers before it (first first) and the most help shown.
      answer: unknown;
      attempts: unknown[];
      cueLevel: CueLevel;
      at: number;
      clientAt?: number;
    }
  | { type: 'Complete'; gameInstanceId: string; steps: AnyStep[]; at: number }
  // The loved one tapped to hear the song the activity ends on (hasSong: the activity has one).
  | { type: 'PlaySong'; gameInstanceId: string; hasSong: boolean; at: number; clientAt?: number };

// How much help a session's answers needed, over the played steps. An unanswered step is not a first
// try and has no cue level (the mean runs over the answered steps). An answer recorded before cues
// existed (firstTry null) is judged on the answer itself, with no cue.
export function firstTryFigures(steps: AnyStep[], tries: ReadonlyMap<number, StepTry>): FirstTry {
  let firstTryAnswers = 0;
  let helpedAnswers = 0;
  let answered = 0;
  let cueSum = 0;
  steps.forEach((step, i) => {
    const t = tries.get(i);
    if (!t) return;
    answered++;
    cueSum += t.cueLevel;
    if (t.cueLevel >= 1) helpedAnswers++;
    if (t.firstTry ?? (t.cueLevel === 0 && scoreStep(step, t.first).correct)) firstTryAnswers++;
  });
  return {
    firstTryAnswers,
    helpedAnswers,
    totalSteps: steps.length,
    firstTryAccuracy: steps.length ? firstTryAnswers / steps.length : 0,
    meanCueLevel: answered ? cueSum / answered : 0,
  };
}

const alreadyComplete = () => new DomainError('CONFLICT', 'This activity is already complete.');

export function decide(command: SessionCommand, state: SessionState): GameEvent[] {
  switch (command.type) {
    case 'Start':
      if (state.status === 'completed') throw alreadyComplete();
      // A reload of the page starts nothing new.
      if (state.status === 'started') return [];
      return [
        {
          type: 'START',
          data: {
            gameInstanceId: command.gameInstanceId,
            linkId: command.linkId,
            at: command.at,
            ...(command.clientAt === undefined ? {} : { clientAt: command.clientAt }),
          },
        },
      ];
    case 'AnswerStep': {
      if (state.status === 'completed') throw alreadyComplete();
      const moment = momentOf(command);
      const first = command.attempts.length ? command.attempts[0] : command.answer;
      return [
        {
          type: 'STEP',
          data: {
            gameInstanceId: command.gameInstanceId,
            step: command.step,
            answer: command.answer,
            at: command.at,
            ...(command.clientAt === undefined ? {} : { clientAt: command.clientAt }),
            v: 2,
            attempts: command.attempts,
            cueLevel: command.cueLevel,
            firstTry: command.cueLevel === 0 && scoreStep(command.playedStep, first).correct,
            latencyMs: answerLatency(state.lastMoment, moment),
          },
        },
      ];
    }
    case 'Complete': {
      if (state.status === 'completed') throw alreadyComplete();
      // Scores come from the recorded answers, never from the client's summary, and each step is
      // scored on its first answer: gentle play always ends on the right one.
      const score = sessionScore(command.steps, state);
      // Duration from the answers' own moments: time offline before a late completion is not play.
      const totalTime = playDuration(state.started, [...state.answeredAt.values()], command.at);
      return [
        {
          type: 'COMPLETE',
          data: {
            gameInstanceId: command.gameInstanceId,
            summary: {
              totalSteps: score.totalSteps,
              correctAnswers: score.correctAnswers,
              totalTime,
              engagement: 'high',
            },
            accuracy: score.accuracy,
            at: command.at,
            v: 2,
            firstTry: firstTryFigures(command.steps, state.tries),
          },
        },
      ];
    }
    case 'PlaySong': {
      if (!command.hasSong)
        throw new DomainError('VALIDATION', 'This activity has no song.', [
          { field: 'type', message: 'This activity has no song.' },
        ]);
      // The song is offered once the last step is done; a second tap (or a retry) records nothing more.
      if (state.status !== 'completed') throw new DomainError('CONFLICT', 'The song comes after the last step.');
      if (state.songPlayed) return [];
      return [
        {
          type: 'SONG',
          data: {
            gameInstanceId: command.gameInstanceId,
            at: command.at,
            ...(command.clientAt === undefined ? {} : { clientAt: command.clientAt }),
          },
        },
      ];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}
