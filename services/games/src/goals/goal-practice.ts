import { Inject, Injectable } from '@nestjs/common';
import { Fact, gameStreamId, QuestionStep } from '@carewith/contracts';
import { CLOCK, Clock, createLogger, derivedEventId, EVENT_STORE, EventStore, FactHandler } from '@carewith/platform';
import { lovedOneText } from '../language/loved-one-texts';
import { toGameEvent } from '../play/upcast';
import { GoalState } from './goal.decider';
import { GoalStore } from './goal-store';
import { GoalStreams } from './goal-streams';

// At most this many goals practised in one activity, after its own steps.
export const GOALS_PER_ACTIVITY = 2;
const goalRef = (goalId: string) => `goal:${goalId}`;
export const goalStepId = (goalId: string) => `goal-${goalId}`;

// A goal's step as a photo match: its question, the answer among the family's other choices (or one
// made up in the loved one's language), the photo, the family's voice, and the cue it starts at.
export function goalStep(goal: GoalState, language: string | undefined): QuestionStep {
  const others = goal.otherChoices.length ? goal.otherChoices : [lovedOneText(language)('goal.otherChoice')];
  // The answer's place among the choices follows the goal, not always first.
  const at = goal.practice.length % (others.length + 1);
  const options = [...others.slice(0, at), goal.answer, ...others.slice(at)];
  return {
    id: goalStepId(goal.goalId!),
    question: goal.question,
    options,
    correctAnswer: goal.answer,
    ...(goal.photo ? { photo: goal.photo } : {}),
    ...(goal.voice ? { voice: goal.voice } : {}),
    ...(goal.why ? { hint: goal.why } : {}),
    goal: goalRef(goal.goalId!),
    startCue: goal.nextCue,
  };
}

// Everyday goals in play: woven into a photo-match activity when it is texted (the goals due then, at
// the cue each has reached), and each goal step's answer recorded on its goal once the activity's
// completion is a fact.
@Injectable()
export class GoalPractice {
  private readonly log = createLogger(GoalPractice.name);

  constructor(
    private readonly goals: GoalStore,
    private readonly streams: GoalStreams,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // The goals due now added after the steps of a gentle photo-match activity being texted (still
  // SENT, not played): errorless play needs the cues, and a photo match is where a question with
  // choices fits. Returns how many goal steps it now holds.
  async weave(gameId: string, language?: string): Promise<number> {
    const activity = await this.goals.activity(gameId);
    if (
      !activity?.seniorId ||
      activity.templateId !== 'grandkid-match' ||
      activity.config.gentle !== true ||
      activity.startedAt
    )
      return 0;
    const steps = (activity.config.steps ?? []) as QuestionStep[];
    const woven = new Set(steps.flatMap((s) => (s.goal ? [s.goal] : [])));
    const due = (await this.goals.dueFor(activity.seniorId, new Date(this.clock.now())))
      .filter((g) => !woven.has(goalRef(g.goalId!)))
      .slice(0, GOALS_PER_ACTIVITY - woven.size);
    if (!due.length) return woven.size;
    const added = due.map((g) => goalStep(g, language));
    await this.goals.addSteps(gameId, added);
    this.log.info({ gameId, goals: added.length }, 'goals woven into an activity');
    return woven.size + added.length;
  }

  // Each goal step of a completed activity, on its goal: how it was answered (first try, most help),
  // or missed when the activity ended without it. A redelivered fact records nothing more (the decider
  // knows the step, and the event id is derived from the activity and the goal).
  @FactHandler('games.activity-completed', { consumer: 'games.goal-practice' })
  async onActivityCompleted({ data }: Fact<'games.activity-completed'>): Promise<void> {
    const activity = await this.goals.activity(data.gameInstanceId);
    const steps = ((activity?.config.steps ?? []) as QuestionStep[]).map((step, index) => ({ step, index }));
    const goalSteps = steps.filter(({ step }) => step.goal);
    if (!goalSteps.length) return;
    // The step's first answer was its final one when nothing came before it (gentle play ends every
    // step on the right answer); cueLevel is the most help shown, the start included.
    const answers = new Map<number, { firstTryRight: boolean; cueLevel: number }>();
    for (const recorded of await this.store.readStream(gameStreamId(data.gameInstanceId))) {
      const event = toGameEvent(recorded);
      if (event.type === 'STEP' && !answers.has(event.data.step))
        answers.set(event.data.step, {
          firstTryRight: event.data.attempts.length === 0,
          cueLevel: event.data.cueLevel,
        });
    }
    for (const { step, index } of goalSteps) {
      const goalId = step.goal!.slice('goal:'.length);
      const answer = answers.get(index);
      await this.streams
        .execute(goalId, derivedEventId(data.gameInstanceId, step.id, 'practice'), {
          type: 'RecordPractice',
          gameId: data.gameInstanceId,
          stepId: step.id,
          startCue: step.startCue ?? 0,
          cueLevel: answer?.cueLevel ?? 0,
          firstTryRight: answer?.firstTryRight ?? false,
          answered: Boolean(answer),
          // When the goal's clock says it was practised (the completion's moment, but for a clock a
          // test moved on: the goal's days follow that clock).
          at: Math.max(data.completedAt, this.clock.now()),
        })
        .catch((error: unknown) => {
          // A goal erased since (its stream gone) has nothing to record.
          if ((error as { code?: string }).code === 'NOT_FOUND') return;
          throw error;
        });
    }
  }
}
