import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CreateGoal,
  DomainError,
  Goal,
  GOALS_ACTIVE_MAX,
  GoalRatingsDue,
  SeniorAccess,
  SeniorGoals,
} from '@carewith/contracts';
import { BusClient, CLOCK, Clock, createLogger } from '@carewith/platform';
import { memberFirstNames } from '../people/member-names';
import { GoalState, ratingDueAt } from './goal.decider';
import { GoalStreams } from './goal-streams';
import { GoalStore } from './goal-store';

const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can set, rate or stop a goal.';
const invalid = (field: string, message: string) => new DomainError('VALIDATION', message, [{ field, message }]);

// A goal as the family's screens show it (ratings named by their giver's first name).
export function goalView(state: GoalState, names: Map<string, string>): Goal {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: state.goalId!,
    seniorId: state.seniorId!,
    question: state.question,
    answer: state.answer,
    otherChoices: state.otherChoices,
    why: state.why,
    chosenByLovedOne: state.chosenByLovedOne,
    photo: state.photo,
    voice: state.voice,
    stage: state.stage,
    nextCue: state.nextCue,
    unaidedInARow: state.unaidedInARow,
    dueAt: iso(state.dueAt),
    ratingDueAt: iso(ratingDueAt(state)),
    ratings: state.ratings.map((r) => ({ at: iso(r.at)!, rating: r.rating, byName: names.get(r.by) ?? null })),
    practice: state.practice.map((p) => ({ at: iso(p.at)!, outcome: p.outcome })),
    createdAt: iso(state.createdAt)!,
    createdByName: state.createdBy ? (names.get(state.createdBy) ?? null) : null,
  };
}

// Everyday goals (libs/contracts/src/goals.ts): any member of the loved one's team reads them and
// records a voice cue; Co-Caregivers set, rate and stop them. Each change is a command to the goal's
// stream (goal.decider.ts); reads come from the read model it leaves.
@Injectable()
export class GoalsService {
  private readonly log = createLogger(GoalsService.name);

  constructor(
    private readonly streams: GoalStreams,
    private readonly store: GoalStore,
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async bySenior(seniorId: string): Promise<SeniorGoals> {
    const access = await this.caller(seniorId);
    const states = await this.store.bySenior(seniorId);
    const names = await this.namesOf(states);
    return {
      goals: states.map((s) => goalView(s, names)),
      canManage: access.role === 'OWNER',
      asOf: new Date(this.clock.now()).toISOString(),
    };
  }

  // The archive's goals.json: every goal with its ratings and practice, stopped ones too.
  async export(seniorId: string): Promise<{ goals: Goal[] }> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const states = await this.store.bySenior(seniorId);
    const names = await this.namesOf(states);
    return { goals: states.map((s) => goalView(s, names)) };
  }

  async create(actorId: string, seniorId: string, goal: CreateGoal): Promise<Goal> {
    const access = await this.owner(seniorId);
    if ((await this.store.activeCount(seniorId)) >= GOALS_ACTIVE_MAX)
      throw invalid('question', `Practise at most ${GOALS_ACTIVE_MAX} goals at a time: stop one first.`);
    if (goal.photo && !(await this.store.isBoxPhoto(seniorId, goal.photo.slice('photo:'.length))))
      throw invalid('photo', 'Choose a photo from the memory box.');
    if (goal.voice && !(await this.store.isTeamClip(access.careTeamId, goal.voice.slice('voice:'.length))))
      throw invalid('voice', 'Please record the voice clip again');
    const others = goal.otherChoices.filter((c) => c.toLowerCase() !== goal.answer.toLowerCase());
    const goalId = randomUUID();
    const outcome = await this.streams.execute(goalId, randomUUID(), {
      type: 'SetGoal',
      goalId,
      seniorId,
      careTeamId: access.careTeamId,
      goal: { ...goal, otherChoices: [...new Set(others)] },
      by: actorId,
      at: this.clock.now(),
    });
    this.log.info({ seniorId, goalId }, 'goal set');
    return this.view(outcome.state);
  }

  async rate(actorId: string, seniorId: string, goalId: string, rating: number): Promise<Goal> {
    await this.owner(seniorId);
    await this.mustBeOf(seniorId, goalId);
    const outcome = await this.streams.execute(goalId, randomUUID(), {
      type: 'RateGoal',
      rating,
      by: actorId,
      at: this.clock.now(),
    });
    return this.view(outcome.state);
  }

  // Any member may give the goal their voice (a clip of the team, recorded first).
  async recordVoice(actorId: string, seniorId: string, goalId: string, voice: string): Promise<Goal> {
    const access = await this.caller(seniorId);
    await this.mustBeOf(seniorId, goalId);
    if (!(await this.store.isTeamClip(access.careTeamId, voice.slice('voice:'.length))))
      throw invalid('voice', 'Please record the voice clip again');
    const outcome = await this.streams.execute(goalId, randomUUID(), {
      type: 'RecordVoice',
      voice,
      by: actorId,
      at: this.clock.now(),
    });
    return this.view(outcome.state);
  }

  async stop(actorId: string, seniorId: string, goalId: string): Promise<Goal> {
    await this.owner(seniorId);
    await this.mustBeOf(seniorId, goalId);
    const outcome = await this.streams.execute(goalId, randomUUID(), {
      type: 'StopGoal',
      by: actorId,
      at: this.clock.now(),
    });
    return this.view(outcome.state);
  }

  // The dashboard's reminder: the goals to rate of the loved ones the member rates for.
  async ratingsDue(now = new Date(this.clock.now())): Promise<GoalRatingsDue> {
    const accessible = await this.bus.request('care.seniors.accessible', {});
    const owned = accessible.filter((a) => a.role === 'OWNER').map((a) => a.seniorId);
    return this.store.ratingsDue(owned, now);
  }

  private async view(state: GoalState): Promise<Goal> {
    return goalView(state, await this.namesOf([state]));
  }

  // First names of whoever set or rated the goals.
  private namesOf(states: GoalState[]): Promise<Map<string, string>> {
    return memberFirstNames(
      this.bus,
      states.flatMap((s) => [s.createdBy, ...s.ratings.map((r) => r.by)]),
    );
  }

  private async mustBeOf(seniorId: string, goalId: string) {
    if (!(await this.store.isGoalOf(seniorId, goalId)))
      throw new DomainError('NOT_FOUND', 'This goal could not be found.');
  }

  // Any member of the loved one's team (care answers 404 to anyone else).
  private caller(seniorId: string): Promise<SeniorAccess> {
    return this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
  }

  private async owner(seniorId: string): Promise<SeniorAccess> {
    const access = await this.caller(seniorId);
    if (access.role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
    return access;
  }
}
