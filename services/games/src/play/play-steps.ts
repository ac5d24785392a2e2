import {
  AnyStep,
  CueDelays,
  DEFAULT_DIFFICULTY_LEVEL,
  DIFFICULTY_LEVELS,
  GameConfig,
  isDifficultyLevel,
  PlayStep,
  QuestionCues,
  stepsAtLevel,
  stepsFor,
  TemplateSlug,
} from '@carewith/contracts';
import { lovedOneText } from '../language/loved-one-texts';
import { shuffledOrder } from './recipe-shuffle';

// The steps an activity plays: the authored ones (or the template's samples, in the language stamped on
// the activity) at the activity's difficulty level. Play, scoring, the projection and the export all
// read them through here.
// A config is never changed in place (an edit stores a new one), so its played steps are kept with it:
// the play path and the projection ask for them on every answer.
const playedByConfig = new WeakMap<GameConfig, { templateId: TemplateSlug; steps: AnyStep[] }>();
export function playedSteps(instance: { templateId: TemplateSlug; configJSON: GameConfig }): AnyStep[] {
  const kept = playedByConfig.get(instance.configJSON);
  if (kept?.templateId === instance.templateId) return kept.steps;
  const { steps, language, level } = instance.configJSON;
  const played = stepsAtLevel(stepsFor(instance.templateId, steps, language), level);
  playedByConfig.set(instance.configJSON, { templateId: instance.templateId, steps: played });
  return played;
}

// When a gentle activity's page shows each next cue: the activity's level, or the default level.
export function cueDelaysOf(config: GameConfig): CueDelays {
  const settings = DIFFICULTY_LEVELS[isDifficultyLevel(config.level) ? config.level : DEFAULT_DIFFICULTY_LEVEL];
  return { firstMs: settings.firstCueMs, nextMs: settings.nextCueMs };
}

// Cue 1 when the family wrote no hint: the question again, said more gently, in the loved one's language.
export const derivedHint = (step: { question: string }, language?: string) =>
  lovedOneText(language)('hint.derived', { question: step.question.trim() });

function questionCues(step: Extract<AnyStep, { correctAnswer: string }>, language?: string): QuestionCues {
  const others = step.options.filter((o) => o !== step.correctAnswer);
  // Cue 2 keeps the right name and one other, in the order they were shown.
  const other = others[0];
  const pair = step.options.filter((o) => o === step.correctAnswer || o === other);
  return {
    hint: step.hint?.trim() || derivedHint(step, language),
    firstLetter: [...step.correctAnswer.trim()][0]?.toUpperCase() ?? '',
    pair: pair.length === 2 ? pair : [step.correctAnswer, step.correctAnswer],
    answer: step.correctAnswer,
  };
}

// The order a recipe's steps are shown in: shuffled the same way every time, never already right.
const shownOrder = (step: Extract<AnyStep, { correctOrder: number[] }>) =>
  shuffledOrder(step.recipeSteps.length, step.correctOrder, `${step.id}|${step.recipeName}`);

// A step as the play page gets it: everything to show, nothing that tells the right answer.
// In gentle mode a step also carries its cues, the answer among them (errorless play shows it); a
// derived hint is in the loved one's language.
export function playStepOf(step: AnyStep, gentle = false, language?: string): PlayStep {
  if ('correctAnswer' in step) {
    const { correctAnswer: _key, hint: _hint, ...shown } = step;
    return gentle ? { ...shown, cues: questionCues(step, language) } : shown;
  }
  if ('correctOrder' in step) {
    const { correctOrder: _key, ...shown } = step;
    const order = shownOrder(step);
    const recipe = { ...shown, recipeSteps: order.map((i) => step.recipeSteps[i]) };
    // The right order as positions in the shown list.
    return gentle
      ? { ...recipe, cues: { order: step.correctOrder.map((authored) => order.indexOf(authored)) } }
      : recipe;
  }
  if ('targetItems' in step) return gentle ? { ...step, cues: { missing: [...step.targetItems] } } : step;
  const { hint: _hint, ...place } = step;
  return gentle ? { ...place, cues: { note: step.hint?.trim() || step.description } } : place;
}

// The page's answer as the stream keeps it: a recipe's positions in the shown list become the
// authored steps' indices (what scoring and the results export read). Anything else is kept as sent.
export function storedAnswer(step: AnyStep, answer: unknown): unknown {
  if (!('correctOrder' in step) || !Array.isArray(answer)) return answer;
  const order = shownOrder(step);
  const positions = answer.filter((p): p is number => Number.isInteger(p) && p >= 0 && p < order.length);
  return positions.length === answer.length ? positions.map((p) => order[p]) : answer;
}
