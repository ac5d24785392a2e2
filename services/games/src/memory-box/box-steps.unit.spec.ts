import { anyStepSchema, stepsAtLevel } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import { pickFromBox } from './box-selection';
import { boxActivitySteps, boxCandidates, BoxContent } from './box-steps';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// A box as a family fills it: three people, one photo with two of them, a place with its story, a
// recipe and the shopping list.
function aBox(): BoxContent {
  return {
    people: [
      { id: uuid(1), name: 'Emma', relation: 'granddaughter' },
      { id: uuid(2), name: 'Liam', relation: null },
      { id: uuid(3), name: 'Sophie', relation: 'daughter' },
    ],
    places: [{ id: uuid(20), name: 'Elm Street' }],
    photos: [
      { id: uuid(10), personIds: [uuid(1)], placeId: null, story: null },
      { id: uuid(11), personIds: [uuid(2)], placeId: uuid(20), story: 'Our first house, 1972' },
      { id: uuid(12), personIds: [uuid(1), uuid(3)], placeId: null, story: null },
    ],
    recipes: [
      { id: uuid(30), name: 'Apple pie', steps: ['Peel the apples', 'Roll the pastry', 'Bake'] },
      { id: uuid(31), name: 'Tea', steps: ['Boil water'] },
    ],
    shoppingList: { id: uuid(40), items: ['Milk', 'Bread', 'Eggs'] },
  };
}
const labelsOf = (box: BoxContent) => boxCandidates(box, new Map()).map((c) => `${c.templateId}:${c.label}`);

describe('boxCandidates: what the memory box can practise', () => {
  it('given a box then people alone in a photo, places with a photo, recipes of two steps and the list are items', () => {
    expect(labelsOf(aBox())).toEqual([
      'grandkid-match:Emma',
      'grandkid-match:Liam',
      'places-flashcards:Elm Street',
      'recipe-sequencing:Apple pie',
      'shopping-bingo:Milk, Bread, Eggs',
    ]);
  });

  it('given one person only then there is nobody else to choose: no photo question', () => {
    const box = { ...aBox(), people: [aBox().people[0]!] };
    expect(labelsOf(box).filter((l) => l.startsWith('grandkid-match'))).toEqual([]);
  });

  it("given what mastery knows of an item then the candidate carries it, by the box's key", () => {
    const key = `box:person:${uuid(1)}`;
    const review = { intervalIndex: 1, dueAt: NOW - 1, upkeep: false, streak: 1 };
    const emma = boxCandidates(aBox(), new Map([[key, { review, known: true }]])).find((c) => c.key === key);
    expect(emma).toMatchObject({ review, known: true, kind: 'person' });
  });
});

describe('boxActivitySteps: the picked items as steps', () => {
  const build = (templateId: string, language: 'en' | 'es' = 'en') => {
    const box = aBox();
    const candidates = boxCandidates(box, new Map()).filter((c) => c.templateId === templateId);
    const pick = pickFromBox(candidates, { now: NOW, levels: {} })!;
    return boxActivitySteps(box, pick, language);
  };

  it('given people then each is asked with their photo alone, the others as choices, the relation as the hint', () => {
    const activity = build('grandkid-match');
    expect(activity.title).toBe('Memories: Family Photo Match');
    const [emma, liam] = activity.steps as { photo: string; options: string[]; correctAnswer: string; hint?: string }[];
    expect(emma).toMatchObject({ photo: `photo:${uuid(10)}`, correctAnswer: 'Emma', hint: 'granddaughter' });
    expect(emma!.options.sort()).toEqual(['Emma', 'Liam', 'Sophie']);
    expect(liam).toMatchObject({ photo: `photo:${uuid(11)}`, correctAnswer: 'Liam' });
    expect(liam!.hint).toBeUndefined();
    // Mastery follows the box's person, whichever photo is asked.
    expect(itemOfStep(activity.steps[0]!).key).toBe(`box:person:${uuid(1)}`);
  });

  it('given a place then its photo and story make the card and the gentle note', () => {
    expect(build('places-flashcards').steps[0]).toMatchObject({
      name: 'Elm Street',
      description: 'Our first house, 1972',
      hint: 'Our first house, 1972',
      image: `photo:${uuid(11)}`,
    });
  });

  it("given the loved one speaks Spanish then the words around the family's own are Spanish", () => {
    const activity = build('recipe-sequencing', 'es');
    expect(activity.title).toBe('Recuerdos: Pasos de la receta');
    expect(activity.steps[0]).toMatchObject({
      recipeName: 'Apple pie',
      description: 'Ponga en orden los pasos de Apple pie.',
      correctOrder: [0, 1, 2],
    });
  });

  it('given the list then the shop holds its items and things that are on no list', () => {
    const [step] = build('shopping-bingo').steps as { targetItems: string[]; availableItems: string[] }[];
    expect(step!.targetItems).toEqual(['Milk', 'Bread', 'Eggs']);
    const extra = step!.availableItems.filter((i) => !step!.targetItems.includes(i));
    expect(extra.length).toBeGreaterThanOrEqual(2);
    expect(extra).not.toContain('Milk');
  });

  it('given any template then every step is a valid step and plays at the level', () => {
    for (const template of ['grandkid-match', 'places-flashcards', 'recipe-sequencing', 'shopping-bingo']) {
      const activity = build(template);
      for (const step of activity.steps) expect(anyStepSchema.safeParse(step).success).toBe(true);
      expect(stepsAtLevel(activity.steps, activity.level).length).toBe(activity.steps.length);
    }
  });
});
