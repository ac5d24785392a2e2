import type { AnyStep, TemplateSlug } from '@carewith/contracts';
import { fromStep, toStep } from './stepDrafts';

const TEAM = '00000000-0000-4000-8000-000000000001';

// Editing a draft: a saved step comes back into the form and is saved again unchanged.
describe('fromStep', () => {
  const cases: [TemplateSlug, AnyStep][] = [
    [
      'grandkid-match',
      {
        id: 'q1',
        question: 'Who is this?',
        photo: 'photo:11111111-1111-4111-8111-111111111111',
        options: ['Liam', 'Emma'],
        correctAnswer: 'Emma',
        hint: 'She bakes',
      },
    ],
    [
      'places-flashcards',
      {
        id: 'p1',
        name: 'Brighton',
        description: 'The pier',
        hint: 'Summers',
        voice: 'voice:22222222-2222-4222-8222-222222222222',
      },
    ],
    [
      'recipe-sequencing',
      {
        id: 'r1',
        recipeName: 'Tea',
        description: 'A cup',
        recipeSteps: ['Boil', 'Pour', 'Stir'],
        correctOrder: [0, 1, 2],
      },
    ],
    [
      'shopping-bingo',
      {
        id: 's9',
        title: 'Market',
        instructions: 'Find',
        targetItems: ['Milk'],
        availableItems: ['Milk', 'Eggs'],
        voice: 'voice:33333333-3333-4333-8333-333333333333',
      },
    ],
  ];

  it.each(cases)(
    'given a saved %s step, when it is edited and saved untouched, then it is the same step',
    (kind, step) => {
      expect(toStep(fromStep(kind, step, TEAM))).toEqual(step);
    },
  );

  it('given a recipe stored out of order, when it is opened, then its steps are shown in the right order', () => {
    const draft = fromStep(
      'recipe-sequencing',
      {
        id: 'r2',
        recipeName: 'Toast',
        description: '',
        recipeSteps: ['Butter', 'Slice', 'Toast'],
        correctOrder: [1, 2, 0],
      },
      TEAM,
    );
    expect(draft.kind === 'recipe-sequencing' && draft.steps.map((s) => s.text)).toEqual(['Slice', 'Toast', 'Butter']);
  });

  it('given a shopping list, when it is opened, then the items to find and the extras are apart', () => {
    const draft = fromStep(
      'shopping-bingo',
      {
        id: 's1',
        title: 'Market',
        instructions: 'Find',
        targetItems: ['Milk'],
        availableItems: ['Eggs', 'Milk', 'Jam'],
      },
      TEAM,
    );
    expect(
      draft.kind === 'shopping-bingo' && [draft.targets.map((t) => t.text), draft.extras.map((t) => t.text)],
    ).toEqual([['Milk'], ['Eggs', 'Jam']]);
  });

  it('given a photo, when it is opened, then it keeps its reference and is shown from the photos route', () => {
    const draft = fromStep('grandkid-match', cases[0]![1], TEAM);
    expect(draft.kind === 'grandkid-match' && draft.photo).toEqual({
      ref: 'photo:11111111-1111-4111-8111-111111111111',
      url: '/api/photos/11111111-1111-4111-8111-111111111111',
      careTeamId: TEAM,
    });
  });

  it('given a recorded voice, when it is opened, then it keeps its reference and is heard from the clips route', () => {
    const draft = fromStep('places-flashcards', cases[1]![1], TEAM);
    expect(draft.voice).toEqual({
      ref: 'voice:22222222-2222-4222-8222-222222222222',
      url: '/api/voice-clips/22222222-2222-4222-8222-222222222222',
      careTeamId: TEAM,
    });
    expect(fromStep('recipe-sequencing', cases[2]![1], TEAM).voice).toBeNull();
  });
});
