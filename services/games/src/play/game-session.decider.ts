import { AnyStep, DomainError, GameEvent } from '@carewith/contracts';
import { scoreSession } from './scoring';

// The loved one's play session as pure functions: evolve folds events, decide turns a command into
// new events or refuses it. No I/O; the time comes in with the command.
export type SessionState = {
  status: 'new' | 'started' | 'completed';
  startedAt: number | null;
  answers: Map<number, unknown>;
};

export const initialState = (): SessionState => ({ status: 'new', startedAt: null, answers: new Map() });

export function evolve(state: SessionState, event: GameEvent): SessionState {
  switch (event.type) {
    case 'START':
      return {
        ...state,
        status: state.status === 'completed' ? 'completed' : 'started',
        startedAt: state.startedAt ?? event.data.at,
      };
    case 'STEP': {
      const answers = new Map(state.answers);
      answers.set(event.data.step, event.data.answer);
      return {
        ...state,
        status: state.status === 'new' ? 'started' : state.status,
        answers,
        startedAt: state.startedAt ?? event.data.at,
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
  | { type: 'Start'; gameInstanceId: string; linkId: string | null; at: number }
  | { type: 'AnswerStep'; gameInstanceId: string; step: number; answer: unknown; at: number }
  | { type: 'Complete'; gameInstanceId: string; steps: AnyStep[]; clientTotalTime: number; at: number };

const alreadyComplete = () => new DomainError('CONFLICT', 'This activity is already complete.');

export function decide(command: SessionCommand, state: SessionState): GameEvent[] {
  switch (command.type) {
    case 'Start':
      if (state.status === 'completed') throw alreadyComplete();
      // A reload of the page starts nothing new.
      if (state.status === 'started') return [];
      return [
        { type: 'START', data: { gameInstanceId: command.gameInstanceId, linkId: command.linkId, at: command.at } },
      ];
    case 'AnswerStep':
      if (state.status === 'completed') throw alreadyComplete();
      return [
        {
          type: 'STEP',
          data: { gameInstanceId: command.gameInstanceId, step: command.step, answer: command.answer, at: command.at },
        },
      ];
    case 'Complete': {
      if (state.status === 'completed') throw alreadyComplete();
      // Scores come from the recorded answers, never from the client's summary.
      const score = scoreSession(command.steps, state.answers);
      const totalTime = state.startedAt !== null ? Math.max(0, command.at - state.startedAt) : command.clientTotalTime;
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
