import { Injectable } from '@nestjs/common';
import { ConversationActivity, DomainError, LetterGoal, LetterWeekFacts } from '@carewith/contracts';
import { activityTitle } from '../dashboard/games-read.service';
import type { GoalState } from '../goals/goal.decider';
import { GoalStore } from '../goals/goal-store';
import { masteryAnswer } from '../mastery/mastery';
import { playedSteps } from '../play/play-steps';
import { ConversationStore } from './conversation-store';

// What insights writes conversation starters and weekly letters from. Internal subjects
// with no actor (insights' jobs run with none): only what the family's texts need, never the answers.
@Injectable()
export class ConversationFactsService {
  constructor(
    private readonly store: ConversationStore,
    private readonly goals: GoalStore,
  ) {}

  // One activity's steps as played and, per step, whether the answer came at once with no help.
  async activity(gameId: string): Promise<ConversationActivity> {
    const game = await this.store.activity(gameId);
    if (!game) throw new DomainError('NOT_FOUND', 'This activity could not be found.');
    const steps = playedSteps({ templateId: game.template_id, configJSON: game.config_json });
    const answers = await this.store.answers(gameId);
    const firstTry: (boolean | null)[] = steps.map(() => null);
    for (const data of answers) {
      const step = steps[data.step];
      if (step && firstTry[data.step] === null) {
        const answer = masteryAnswer(step, data);
        firstTry[data.step] = answer.firstTry && answer.cueLevel === 0;
      }
    }
    return {
      gameInstanceId: game.id,
      seniorId: game.senior_id,
      careTeamId: game.care_team_id,
      title: activityTitle(game.template_id, game.config_json),
      templateId: game.template_id,
      steps,
      firstTry,
      completedAt: game.completed_at ? game.completed_at.toISOString() : null,
      ...(game.config_json.language ? { language: game.config_json.language } : {}),
    };
  }

  // A loved one's week for the letter: the activities completed in [from, to), how many the week
  // before, the items known and slipping now, and whether any activity was ever made for them.
  async week(seniorId: string, from: Date, to: Date): Promise<LetterWeekFacts> {
    const previousFrom = new Date(from.getTime() - (to.getTime() - from.getTime()));
    const [played, previous, mastery, ever] = await Promise.all([
      this.store.played(seniorId, from, to),
      this.store.playedCount(seniorId, previousFrom, from),
      this.store.knownAndSlipping(seniorId),
      this.store.activitiesEver(seniorId),
    ]);
    return {
      played: played.map((r) => ({
        gameInstanceId: r.id,
        title: activityTitle(r.template_id, r.config_json),
        templateId: r.template_id,
        completedAt: r.completed_at.toISOString(),
        correctAnswers: r.summary_json.correctAnswers,
        totalSteps: r.summary_json.totalSteps,
        totalTimeMs: r.summary_json.totalTime,
        firstTryAnswers: r.first_try_json?.firstTryAnswers ?? null,
        helpedAnswers: r.first_try_json?.helpedAnswers ?? null,
      })),
      previousWeekCount: previous,
      knowsWell: mastery.filter((m) => m.state === 'known').map((m) => m.label),
      slipping: mastery.filter((m) => m.state === 'slipping').map((m) => m.label),
      activitiesEver: ever,
      goals: letterGoals(await this.goals.bySenior(seniorId), from, to),
    };
  }
}

// The goals still practised, each with that week's practice (and how much of it without help) and
// the family's first rating against their latest by the week's end.
export function letterGoals(goals: GoalState[], from: Date, to: Date): LetterGoal[] {
  const inWeek = (at: number) => at >= from.getTime() && at < to.getTime();
  return goals
    .filter((g) => g.stage !== 'stopped')
    .map((g) => {
      const week = g.practice.filter((p) => inWeek(p.at));
      const rated = g.ratings.filter((r) => r.at < to.getTime());
      return {
        question: g.question,
        answer: g.answer,
        practised: week.length,
        unaided: week.filter((p) => p.outcome === 'unaided').length,
        ratingFrom: rated[0]?.rating ?? null,
        ratingTo: rated.at(-1)?.rating ?? null,
      };
    });
}
