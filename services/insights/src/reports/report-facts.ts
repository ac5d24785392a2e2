import type { FirstTry, InsightFigures, Language, TemplateSlug } from '@carewith/contracts';
import { activityTitle, firstTryIn, messagesIn } from '@carewith/platform';
import { localAssessment, localCustom, localTrend } from '../writers/local-writer';

// What a report was written from besides its figures (decision 261): its kind, the loved one's name,
// the question, the activity's facts. Stored with the report (facts_json, version 1), so the built-in
// writer's words are said again for each reader in their language; a report of a model keeps its text.
export type ReportFacts =
  | { v: 1; kind: 'trend'; name: string }
  | { v: 1; kind: 'custom'; name: string; question: string }
  | {
      v: 1;
      kind: 'assessment';
      name: string;
      activity: {
        // The activity's own title as stored ('' or the template's English one: the template's name).
        title: string;
        templateId: TemplateSlug;
        accuracy: number;
        correct: number;
        total: number;
        minutes: number;
        firstTry: Pick<FirstTry, 'firstTryAnswers' | 'helpedAnswers' | 'totalSteps'> | null;
      };
    };

// The built-in writer's report in a language, from what it was written from: the words of
// localTrend, localCustom and localAssessment, as when it was first written.
export function reportText(facts: ReportFacts, figures: InsightFigures, language?: Language): string {
  switch (facts.kind) {
    case 'trend':
      return localTrend(facts.name, figures, language);
    case 'custom':
      return localCustom(facts.name, facts.question, figures, language);
    case 'assessment': {
      const t = messagesIn(language);
      const a = facts.activity;
      const activity = {
        // The template's name in the reader's language when the activity has no title of its own.
        title: activityTitle(t, a.title, a.templateId),
        accuracy: a.accuracy,
        correct: a.correct,
        total: a.total,
        minutes: a.minutes,
        // How much help the answers needed, in plain words: "4 of 5 on the first try, ...".
        firstTries: firstTryIn(t, a.firstTry, { correctAnswers: a.correct, totalSteps: a.total }),
      };
      return localAssessment(facts.name, activity, figures, language);
    }
    default: {
      const unknown: never = facts;
      return unknown;
    }
  }
}

// A stored row's facts, when it has facts of a version this code reads; null for rows from before.
export const readFacts = (json: unknown): ReportFacts | null =>
  json !== null && typeof json === 'object' && (json as { v?: unknown }).v === 1 ? (json as ReportFacts) : null;
