import type { AnyStep } from './steps';

// Difficulty that adapts, per loved one and template: five levels, 1 the gentlest. An activity is
// stamped with the loved one's level when it is made (configJSON.level) and plays at that level.
export const DIFFICULTY_LEVEL_NUMBERS = [1, 2, 3, 4, 5] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVEL_NUMBERS)[number];
export const DEFAULT_DIFFICULTY_LEVEL: DifficultyLevel = 3;

export type LevelSettings = {
  // Photo match: answer choices shown (the right one included).
  choices: number;
  // Steps played in one activity (the first ones as authored).
  stepsPerActivity: number;
  // Recipe: steps to put in order.
  recipeLength: number;
  // Shopping bingo: items on the list to find.
  bingoTargets: number;
  // Gentle mode's cue timing (level 3 is docs/care-science.md's default, 8 s then 5 s).
  firstCueMs: number;
  nextCueMs: number;
};

export const DIFFICULTY_LEVELS: Record<DifficultyLevel, LevelSettings> = {
  1: { choices: 2, stepsPerActivity: 3, recipeLength: 3, bingoTargets: 2, firstCueMs: 6_000, nextCueMs: 4_000 },
  2: { choices: 3, stepsPerActivity: 4, recipeLength: 4, bingoTargets: 3, firstCueMs: 7_000, nextCueMs: 4_000 },
  3: { choices: 3, stepsPerActivity: 5, recipeLength: 4, bingoTargets: 4, firstCueMs: 8_000, nextCueMs: 5_000 },
  4: { choices: 4, stepsPerActivity: 6, recipeLength: 5, bingoTargets: 5, firstCueMs: 10_000, nextCueMs: 6_000 },
  5: { choices: 4, stepsPerActivity: 8, recipeLength: 6, bingoTargets: 6, firstCueMs: 12_000, nextCueMs: 8_000 },
};

export const isDifficultyLevel = (n: unknown): n is DifficultyLevel =>
  typeof n === 'number' && (DIFFICULTY_LEVEL_NUMBERS as readonly number[]).includes(n);

// The authored steps as they play at a level: fewer steps, choices, recipe steps and list items,
// never more than the family wrote. Deterministic (the same activity always plays the same way), so
// the play page, scoring, the projection and the export all see the same steps. No level: unchanged.
export function stepsAtLevel(steps: AnyStep[], level: number | undefined): AnyStep[] {
  if (!isDifficultyLevel(level)) return steps;
  const settings = DIFFICULTY_LEVELS[level];
  return steps.slice(0, settings.stepsPerActivity).map((step) => stepAtLevel(step, settings));
}

function stepAtLevel(step: AnyStep, settings: LevelSettings): AnyStep {
  if ('correctAnswer' in step) {
    if (step.options.length <= settings.choices) return step;
    // Keep the right answer and the first other options, in the authored order.
    const keep = new Set([step.correctAnswer]);
    for (const option of step.options) if (keep.size < settings.choices) keep.add(option);
    return { ...step, options: step.options.filter((o) => keep.has(o)) };
  }
  if ('correctOrder' in step) {
    if (step.recipeSteps.length <= settings.recipeLength) return step;
    // The first steps of the recipe, in the right order; the shown list is re-indexed.
    const kept = step.correctOrder.slice(0, settings.recipeLength);
    const authoredOrder = [...kept].sort((a, b) => a - b);
    return {
      ...step,
      recipeSteps: authoredOrder.map((i) => step.recipeSteps[i]),
      correctOrder: kept.map((i) => authoredOrder.indexOf(i)),
    };
  }
  if ('targetItems' in step) {
    if (step.targetItems.length <= settings.bingoTargets) return step;
    // Dropped list items leave the choices too: an item that was on the list is never a distractor.
    // An item the list names twice stays choosable when only its second mention is cut.
    const kept = step.targetItems.slice(0, settings.bingoTargets);
    const dropped = new Set(step.targetItems.slice(settings.bingoTargets).filter((item) => !kept.includes(item)));
    return {
      ...step,
      targetItems: kept,
      availableItems: step.availableItems.filter((item) => !dropped.has(item)),
    };
  }
  return step;
}
