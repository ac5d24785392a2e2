import { DEFAULT_DIFFICULTY_LEVEL, DIFFICULTY_LEVELS, isDifficultyLevel, stepsAtLevel } from './difficulty';
import type { AnyStep, QuestionStep, RecipeStep, ShoppingStep } from './steps';

const question = (id: string, options: string[], correctAnswer: string): QuestionStep => ({
  id,
  question: `Who is ${id}?`,
  options,
  correctAnswer,
});
const recipe = (recipeSteps: string[], correctOrder: number[]): RecipeStep => ({
  id: 'r',
  recipeName: 'Tea',
  description: 'Put the steps in order.',
  recipeSteps,
  correctOrder,
});
const shopping = (targetItems: string[], availableItems: string[]): ShoppingStep => ({
  id: 's',
  title: 'Breakfast',
  instructions: 'Choose the items on the list.',
  targetItems,
  availableItems,
});

describe('difficulty levels', () => {
  it('go from gentlest (1) to hardest (5) in every setting, within the issue’s ranges', () => {
    const levels = [1, 2, 3, 4, 5] as const;
    for (const key of ['choices', 'stepsPerActivity', 'recipeLength', 'bingoTargets'] as const) {
      const values = levels.map((l) => DIFFICULTY_LEVELS[l][key]);
      expect({ key, sorted: [...values].sort((a, b) => a - b) }).toEqual({ key, sorted: values });
    }
    expect(levels.map((l) => DIFFICULTY_LEVELS[l].choices).every((c) => c >= 2 && c <= 4)).toBe(true);
    expect(levels.map((l) => DIFFICULTY_LEVELS[l].recipeLength).every((c) => c >= 3 && c <= 6)).toBe(true);
    expect(levels.map((l) => DIFFICULTY_LEVELS[l].bingoTargets).every((c) => c >= 2 && c <= 6)).toBe(true);
    // The default level plays docs/care-science.md's default cue timing.
    expect(DIFFICULTY_LEVELS[DEFAULT_DIFFICULTY_LEVEL]).toMatchObject({ firstCueMs: 8_000, nextCueMs: 5_000 });
  });

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
    [undefined, false],
  ])('isDifficultyLevel(%p) is %p', (n, expected) => {
    expect(isDifficultyLevel(n)).toBe(expected);
  });
});

describe('stepsAtLevel', () => {
  const eight = Array.from({ length: 8 }, (_, i) => question(`q${i}`, ['A', 'B'], 'A'));

  it('given no level (an older activity), when played, then every authored step plays unchanged', () => {
    expect(stepsAtLevel(eight, undefined)).toBe(eight);
    expect(stepsAtLevel(eight, 7)).toBe(eight);
  });

  it.each([
    [1, 3],
    [3, 5],
    [5, 8],
  ])('given level %d, when eight steps were written, then the first %d play', (level, n) => {
    expect(stepsAtLevel(eight, level).map((s) => s.id)).toEqual(eight.slice(0, n).map((s) => s.id));
  });

  it('given fewer steps than the level allows, then all of them play (never more than the family wrote)', () => {
    expect(stepsAtLevel(eight.slice(0, 2), 5)).toHaveLength(2);
  });

  it('given level 1 (2 choices), when the right answer is the last of four, then it stays with the first other', () => {
    const [step] = stepsAtLevel([question('q', ['Liam', 'Mia', 'Noah', 'Emma'], 'Emma')], 1) as QuestionStep[];
    expect(step!.options).toEqual(['Liam', 'Emma']);
    expect(step!.correctAnswer).toBe('Emma');
  });

  it('given level 3 (3 choices), when the right answer is first, then the first two others stay, in order', () => {
    const [step] = stepsAtLevel([question('q', ['Emma', 'Liam', 'Mia', 'Noah'], 'Emma')], 3) as QuestionStep[];
    expect(step!.options).toEqual(['Emma', 'Liam', 'Mia']);
  });

  it('given a recipe longer than the level, then its first steps play in the right order, re-indexed', () => {
    // Shown as written: a c e b d; the right order is e, c, a, d, b.
    const written = recipe(['a', 'c', 'e', 'b', 'd'], [2, 1, 0, 4, 3]);
    const [step] = stepsAtLevel([written], 1) as RecipeStep[];
    // Level 1 keeps 3 steps: e, c, a (the first three of the right order).
    expect(step!.recipeSteps).toEqual(['a', 'c', 'e']);
    expect(step!.correctOrder.map((i) => step!.recipeSteps[i])).toEqual(['e', 'c', 'a']);
  });

  it('given a short recipe, then it plays as written', () => {
    const written = recipe(['a', 'b', 'c'], [0, 1, 2]);
    expect(stepsAtLevel([written], 1)).toEqual([written]);
  });

  it('given a long shopping list, then its first items stay and the dropped ones are never distractors', () => {
    const written = shopping(['Bread', 'Milk', 'Eggs', 'Tea'], ['Bread', 'Milk', 'Eggs', 'Tea', 'Socks', 'Glue']);
    const [step] = stepsAtLevel([written], 1) as ShoppingStep[];
    expect(step!.targetItems).toEqual(['Bread', 'Milk']);
    expect(step!.availableItems).toEqual(['Bread', 'Milk', 'Socks', 'Glue']);
  });

  it('given a list naming an item twice, when the second mention is cut, then the item can still be chosen', () => {
    const written = shopping(['Milk', 'Bread', 'Milk'], ['Bread', 'Milk', 'Socks']);
    const [step] = stepsAtLevel([written], 1) as ShoppingStep[];
    expect(step!.targetItems).toEqual(['Milk', 'Bread']);
    for (const item of step!.targetItems) expect(step!.availableItems).toContain(item);
  });

  it('is deterministic: the same activity plays the same way every time', () => {
    const steps: AnyStep[] = [question('q', ['Liam', 'Mia', 'Noah', 'Emma'], 'Mia')];
    expect(stepsAtLevel(steps, 2)).toEqual(stepsAtLevel(steps, 2));
  });
});
