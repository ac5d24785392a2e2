import { AnyStep, DomainError, GameEvent } from '@carewith/contracts';
import { PlayMoment, playDuration } from './play-duration';
import { scoreSession } from './scoring';

// The loved one's play session as pure functions: evolve folds events, decide turns a command into
// new events or refuses it. No I/O; the time comes in with the command.
export type SessionState = {
  status: 'new' | 'started' | 'completed';
  started: PlayMoment | null;
  answers: Map<number, unknown>;
  answeredAt: Map<number, PlayMoment>;
};

export const initialState = (): SessionState => ({
  status: 'new',
  started: null,
  answers: new Map(),
  answeredAt: new Map(),
});

const momentOf = (data: PlayMoment): PlayMoment =>
  data.clientAt === undefined ? { at: data.at } : { at: data.at, clientAt: data.clientAt };

export function evolve(state: SessionState, event: GameEvent): SessionState {
  switch (event.type) {
    case 'START':
      return {
        ...state,
        status: state.status === 'completed' ? 'completed' : 'started',
        started: state.started ?? momentOf(event.data),
      };
    case 'STEP': {
      const answers = new Map(state.answers);
      answers.set(event.data.step, event.data.answer);
      const answeredAt = new Map(state.answeredAt);
      answeredAt.set(event.data.step, momentOf(event.data));
      return {
        ...state,
        status: state.status === 'new' ? 'started' : state.status,
        answers,
        answeredAt,
      };
    }
    case 'COMPLETE':
    case 'ABANDON':
      return { ...state, status: 'completed' };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

export type SessionCommand =
  | { type: 'Start'; gameInstanceId: string; linkId: string | null; at: number; clientAt?: number }
  | { type: 'AnswerStep'; gameInstanceId: string; step: number; answer: unknown; at: number; clientAt?: number }
  | { type: 'Complete'; gameInstanceId: string; steps: AnyStep[]; at: number };

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
    case 'AnswerStep':
      if (state.status === 'completed') throw alreadyComplete();
      return [
        {
          type: 'STEP',
          data: {
            gameInstanceId: command.gameInstanceId,
            step: command.step,
            answer: command.answer,
            at: command.at,
            ...(command.clientAt === undefined ? {} : { clientAt: command.clientAt }),
          },
        },
      ];
    case 'Complete': {
      if (state.status === 'completed') throw alreadyComplete();
      // Scores come from the recorded answers, never from the client's summary.
      const score = scoreSession(command.steps, state.answers);
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
