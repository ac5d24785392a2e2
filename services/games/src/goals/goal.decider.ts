import {
  CreateGoal,
  DomainError,
  GOAL_GAP_DAYS,
  GOAL_RATING_EVERY_DAYS,
  GOAL_UNAIDED_FOR_UPKEEP,
  GOAL_UPKEEP_DAYS,
  GoalEvent,
  GoalOutcome,
  GoalStage,
} from '@carewith/contracts';

// One everyday goal as pure functions (docs/care-science.md, "Everyday goals"): errorless first, then
// vanishing cues, then spaced recall, then a monthly upkeep.
// - A new goal is due at once and starts with the answer shown (cue 3).
// - While learning, each practice that ends right lowers the next start by one cue (3, 2, 1, then 0:
//   asked with no help) and comes back the next day.
// - Recalled with no help at all (asked at cue 0, right at the first try): one more in a row; the next
//   practice comes after the gap for that many (1, 2, 4, 7 days); the third in a row moves the goal to
//   upkeep, once every 30 days.
// - A miss (a wrong first try, or a cue needed when asked with none) ends the run: back the next day,
//   starting with a hint (cue 1), also from upkeep.
// - The family rates it at creation and every 14 days; a practice recorded twice (same activity and
//   step) changes nothing; a stopped goal takes no more practice or ratings.

export const DAY_MS = 86_400_000;
const MAX_CUE = 3;

export type GoalPractice = { at: number; outcome: GoalOutcome; gameId: string; stepId: string };
export type GoalRating = { at: number; rating: number; by: string };

export type GoalState = {
  exists: boolean;
  goalId: string | null;
  seniorId: string | null;
  careTeamId: string | null;
  question: string;
  answer: string;
  otherChoices: string[];
  why: string | null;
  chosenByLovedOne: boolean;
  photo: string | null;
  voice: string | null;
  createdAt: number | null;
  createdBy: string | null;
  stage: GoalStage;
  nextCue: number;
  unaidedInARow: number;
  dueAt: number | null;
  ratings: GoalRating[];
  practice: GoalPractice[];
};

export const initialGoalState = (): GoalState => ({
  exists: false,
  goalId: null,
  seniorId: null,
  careTeamId: null,
  question: '',
  answer: '',
  otherChoices: [],
  why: null,
  chosenByLovedOne: false,
  photo: null,
  voice: null,
  createdAt: null,
  createdBy: null,
  stage: 'learning',
  nextCue: MAX_CUE,
  unaidedInARow: 0,
  dueAt: null,
  ratings: [],
  practice: [],
});

export type GoalCommand =
  | {
      type: 'SetGoal';
      goalId: string;
      seniorId: string;
      careTeamId: string;
      goal: CreateGoal;
      by: string;
      at: number;
    }
  | { type: 'RateGoal'; rating: number; by: string; at: number }
  | { type: 'RecordVoice'; voice: string; by: string; at: number }
  | {
      type: 'RecordPractice';
      gameId: string;
      stepId: string;
      startCue: number;
      cueLevel: number;
      firstTryRight: boolean;
      answered: boolean;
      at: number;
    }
  | { type: 'StopGoal'; by: string; at: number };

// What a practice was, from how the step was played: shown when it started with the answer shown,
// unaided when asked with no help and right at once, missed when the first try was wrong or the step
// was left, helped otherwise (right once a cue came).
export function practiceOutcome(p: {
  startCue: number;
  cueLevel: number;
  firstTryRight: boolean;
  answered: boolean;
}): GoalOutcome {
  if (!p.answered) return 'missed';
  if (p.startCue >= MAX_CUE) return 'shown';
  if (!p.firstTryRight) return 'missed';
  if (p.startCue === 0 && p.cueLevel === 0) return 'unaided';
  return 'helped';
}

// When the rating is due again: 14 days after the last one.
export const ratingDueAt = (state: GoalState): number | null => {
  const last = state.ratings.at(-1);
  return state.stage === 'stopped' || !last ? null : last.at + GOAL_RATING_EVERY_DAYS * DAY_MS;
};

export function evolveGoal(state: GoalState, event: GoalEvent): GoalState {
  switch (event.type) {
    case 'GoalSet': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        goalId: d.goalId,
        seniorId: d.seniorId,
        careTeamId: d.careTeamId,
        question: d.question,
        answer: d.answer,
        otherChoices: d.otherChoices,
        why: d.why,
        chosenByLovedOne: d.chosenByLovedOne,
        photo: d.photo,
        voice: d.voice,
        createdAt: d.at,
        createdBy: d.by,
        stage: 'learning',
        nextCue: MAX_CUE,
        unaidedInARow: 0,
        dueAt: d.at,
        ratings: [{ at: d.at, rating: d.rating, by: d.by }],
      };
    }
    case 'GoalRated':
      return {
        ...state,
        ratings: [...state.ratings, { at: event.data.at, rating: event.data.rating, by: event.data.by }],
      };
    case 'GoalVoiceRecorded':
      return { ...state, voice: event.data.voice };
    case 'GoalPractised': {
      const d = event.data;
      const practice = [...state.practice, { at: d.at, outcome: d.outcome, gameId: d.gameId, stepId: d.stepId }];
      const next = (days: number) => d.at + days * DAY_MS;
      switch (d.outcome) {
        case 'unaided': {
          const inARow = state.unaidedInARow + 1;
          if (inARow >= GOAL_UNAIDED_FOR_UPKEEP)
            return {
              ...state,
              practice,
              unaidedInARow: inARow,
              nextCue: 0,
              stage: 'upkeep',
              dueAt: next(GOAL_UPKEEP_DAYS),
            };
          return {
            ...state,
            practice,
            unaidedInARow: inARow,
            nextCue: 0,
            stage: 'spacing',
            dueAt: next(GOAL_GAP_DAYS[Math.min(inARow, GOAL_GAP_DAYS.length - 1)]!),
          };
        }
        case 'shown':
        case 'helped':
          // Still learning: one cue less next time, back tomorrow (a run of unaided recalls ends).
          return {
            ...state,
            practice,
            unaidedInARow: 0,
            stage: 'learning',
            nextCue: Math.max(0, Math.min(d.startCue, MAX_CUE) - 1),
            dueAt: next(GOAL_GAP_DAYS[0]),
          };
        case 'missed':
          return {
            ...state,
            practice,
            unaidedInARow: 0,
            stage: 'learning',
            nextCue: Math.max(1, Math.min(MAX_CUE, d.startCue + 1)),
            dueAt: next(GOAL_GAP_DAYS[0]),
          };
        default: {
          const unknown: never = d.outcome;
          return unknown;
        }
      }
    }
    case 'GoalStopped':
      return { ...state, stage: 'stopped', dueAt: null };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'This goal could not be found.');
const STOPPED = () => new DomainError('CONFLICT', 'This goal is no longer practised.');

export function decideGoal(command: GoalCommand, state: GoalState): GoalEvent[] {
  if (command.type === 'SetGoal') {
    // A retried creation (same goal id) finds the goal there: nothing more.
    if (state.exists) return [];
    const g = command.goal;
    return [
      {
        type: 'GoalSet',
        data: {
          v: 1,
          goalId: command.goalId,
          seniorId: command.seniorId,
          careTeamId: command.careTeamId,
          question: g.question,
          answer: g.answer,
          otherChoices: g.otherChoices,
          why: g.why?.trim() ? g.why.trim() : null,
          chosenByLovedOne: g.chosenByLovedOne,
          photo: g.photo ?? null,
          voice: g.voice ?? null,
          rating: g.rating,
          by: command.by,
          at: command.at,
        },
      },
    ];
  }
  if (!state.exists) throw NOT_FOUND();
  switch (command.type) {
    case 'RateGoal':
      if (state.stage === 'stopped') throw STOPPED();
      return [{ type: 'GoalRated', data: { v: 1, rating: command.rating, by: command.by, at: command.at } }];
    case 'RecordVoice':
      if (state.stage === 'stopped') throw STOPPED();
      if (state.voice === command.voice) return [];
      return [{ type: 'GoalVoiceRecorded', data: { v: 1, voice: command.voice, by: command.by, at: command.at } }];
    case 'RecordPractice': {
      // A stopped goal, or a step already counted (a redelivery), records nothing.
      if (state.stage === 'stopped') return [];
      if (state.practice.some((p) => p.gameId === command.gameId && p.stepId === command.stepId)) return [];
      return [
        {
          type: 'GoalPractised',
          data: {
            v: 1,
            gameId: command.gameId,
            stepId: command.stepId,
            outcome: practiceOutcome(command),
            startCue: Math.min(MAX_CUE, Math.max(0, command.startCue)),
            cueLevel: Math.min(MAX_CUE, Math.max(0, command.cueLevel)),
            at: command.at,
          },
        },
      ];
    }
    case 'StopGoal':
      if (state.stage === 'stopped') return [];
      return [{ type: 'GoalStopped', data: { v: 1, by: command.by, at: command.at } }];
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

export const foldGoal = (events: GoalEvent[]) => events.reduce(evolveGoal, initialGoalState());
