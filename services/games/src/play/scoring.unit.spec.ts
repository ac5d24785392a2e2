import { SAMPLE_STEPS } from '@carewith/contracts';
import { scoreSession, scoreStep } from './scoring';

describe('scoring (spec section 9)', () => {
  it('matching: correct answers / total steps, unanswered steps count as wrong', () => {
    const steps = SAMPLE_STEPS['grandkid-match'];
    expect(
      scoreSession(
        steps,
        new Map<number, unknown>([
          [0, 'Emma'],
          [1, 'Noah'],
          [2, 'Liam'],
        ]),
      ),
    ).toEqual({ totalSteps: 5, correctAnswers: 2, accuracy: 0.4 });
  });

  it('places: remembering counts', () => {
    const [place] = SAMPLE_STEPS['places-flashcards'];
    expect(scoreStep(place!, 'know')).toEqual({ score: 1, correct: true });
    expect(scoreStep(place!, 'unsure')).toEqual({ score: 0, correct: false });
  });

  it('recipe: the share of positions in the correct order', () => {
    const recipe = {
      id: 'r',
      recipeName: 'Tea',
      description: '',
      recipeSteps: ['a', 'b', 'c', 'd'],
      correctOrder: [2, 0, 1, 3],
    };
    expect(scoreStep(recipe, [2, 0, 1, 3])).toEqual({ score: 1, correct: true });
    expect(scoreStep(recipe, [2, 1, 0, 3])).toEqual({ score: 0.5, correct: false });
    expect(scoreStep(recipe, [0, 1])).toEqual({ score: 0, correct: false });
  });

  it('shopping: correct selections / targets; complete only with no misses and no wrong picks', () => {
    const list = {
      id: 's',
      title: 'T',
      instructions: '',
      targetItems: ['Milk', 'Bread'],
      availableItems: ['Milk', 'Bread', 'Soap'],
    };
    expect(scoreStep(list, ['Milk', 'Bread'])).toEqual({ score: 1, correct: true });
    expect(scoreStep(list, ['Milk', 'Bread', 'Soap'])).toEqual({ score: 1, correct: false });
    expect(scoreStep(list, ['Milk'])).toEqual({ score: 0.5, correct: false });
    expect(scoreStep(list, 'Milk')).toEqual({ score: 0, correct: false });
  });
});
