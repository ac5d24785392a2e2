import { playStepSchema, SAMPLE_STEPS, TEMPLATE_SLUGS } from '@carewith/contracts';
import { derivedHint, playStepOf, storedAnswer } from './play-steps';
import { scoreStep } from './scoring';

// A recipe authored in its right order.
const tea = {
  id: 'tea',
  recipeName: 'Tea',
  description: '',
  recipeSteps: ['Boil', 'Bag', 'Pour', 'Milk'],
  correctOrder: [0, 1, 2, 3],
};

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
    const step = tea;
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

  describe('in gentle mode carry their cues', () => {
    const photo = {
      id: 'q',
      question: 'Who bakes with Grandma?',
      options: ['Liam', 'emma', 'Sophie', 'Mia'],
      correctAnswer: 'emma',
      hint: '  Your grand-daughter who bakes  ',
    };

    it('and only then, each a valid play step', () => {
      for (const slug of TEMPLATE_SLUGS)
        for (const step of SAMPLE_STEPS[slug]) {
          expect(playStepOf(step)).not.toHaveProperty('cues');
          const gentle = playStepOf(step, true);
          expect(gentle).toHaveProperty('cues');
          expect(playStepSchema.safeParse(gentle).success).toBe(true);
        }
    });

    it('photo match: the family hint, the first letter, the right name with the first other, the answer', () => {
      expect(playStepOf(photo, true)).toEqual({
        id: 'q',
        question: 'Who bakes with Grandma?',
        options: ['Liam', 'emma', 'Sophie', 'Mia'],
        cues: { hint: 'Your grand-daughter who bakes', firstLetter: 'E', pair: ['Liam', 'emma'], answer: 'emma' },
      });
      // The hint is a cue, never shown before it: not on the step itself, gentle or not.
      expect(playStepOf(photo)).not.toHaveProperty('hint');
    });

    it('photo match: a derived hint when the family wrote none', () => {
      const cues = (step: typeof photo) => {
        const shown = playStepOf(step, true);
        return 'cues' in shown && shown.cues && 'hint' in shown.cues ? shown.cues : null;
      };
      expect(cues({ ...photo, hint: '   ' })?.hint).toBe(derivedHint(photo));
      expect(derivedHint(photo)).toBe('Take your time. Who bakes with Grandma? It is someone from your family.');
      // The pair keeps the order the choices were shown in.
      expect(cues({ ...photo, options: ['Sophie', 'Mia', 'emma'] })?.pair).toEqual(['Sophie', 'emma']);
    });

    it("places: the family's note, or the place's description when there is none", () => {
      const place = { id: 'p', name: 'The seaside', description: 'Ice cream on the pier.', hint: 'Where you met Dad' };
      expect(playStepOf(place, true)).toEqual({
        id: 'p',
        name: 'The seaside',
        description: 'Ice cream on the pier.',
        cues: { note: 'Where you met Dad' },
      });
      expect(playStepOf({ ...place, hint: undefined }, true)).toMatchObject({
        cues: { note: 'Ice cream on the pier.' },
      });
    });

    it('recipe: the right order as positions in the shown list', () => {
      const step = tea;
      const shown = playStepOf(step, true);
      if (!('recipeSteps' in shown) || !shown.cues) throw new Error('not a gentle recipe');
      // Reading the shown rows in the cue's order gives the recipe in its right order.
      expect(shown.cues.order.map((p) => shown.recipeSteps[p])).toEqual(['Boil', 'Bag', 'Pour', 'Milk']);
      // And the cue's order, stored like an answer, scores as right.
      expect(scoreStep(step, storedAnswer(step, shown.cues.order))).toEqual({ score: 1, correct: true });
    });

    it('shopping: every item on the list, to highlight the ones still missing', () => {
      const step = SAMPLE_STEPS['shopping-bingo'][0]!;
      expect(playStepOf(step, true)).toEqual({ ...step, cues: { missing: ['Bread', 'Milk'] } });
    });
  });
});
