import { SAMPLE_STEPS, TEMPLATE_SLUGS } from '@carewith/contracts';
import { playStepOf, storedAnswer } from './play-steps';
import { scoreStep } from './scoring';

describe('play steps', () => {
  it('never carry the answer key', () => {
    for (const slug of TEMPLATE_SLUGS)
      for (const step of SAMPLE_STEPS[slug]) {
        const shown = playStepOf(step);
        expect(shown).not.toHaveProperty('correctAnswer');
        expect(shown).not.toHaveProperty('correctOrder');
      }
  });

  it('show a recipe shuffled, and score the order chosen on screen against the authored one', () => {
    const step = {
      id: 'tea',
      recipeName: 'Tea',
      description: '',
      recipeSteps: ['Boil', 'Bag', 'Pour', 'Milk'],
      correctOrder: [0, 1, 2, 3],
    };
    const shown = playStepOf(step);
    if (!('recipeSteps' in shown)) throw new Error('not a recipe');
    expect([...shown.recipeSteps].sort()).toEqual([...step.recipeSteps].sort());
    expect(shown.recipeSteps).not.toEqual(step.recipeSteps);
    // The loved one puts the shown rows in the right order: positions in the shown list.
    const positions = step.recipeSteps.map((text) => shown.recipeSteps.indexOf(text));
    const stored = storedAnswer(step, positions);
    expect(stored).toEqual([0, 1, 2, 3]);
    expect(scoreStep(step, stored)).toEqual({ score: 1, correct: true });
  });

  it('keep an unreadable recipe answer as sent (it scores 0) and other answers untouched', () => {
    const step = SAMPLE_STEPS['recipe-sequencing'][0]!;
    expect(storedAnswer(step, [0, 'x'])).toEqual([0, 'x']);
    expect(storedAnswer(step, [99])).toEqual([99]);
    expect(storedAnswer(SAMPLE_STEPS['grandkid-match'][0]!, 'Emma')).toBe('Emma');
  });
});
