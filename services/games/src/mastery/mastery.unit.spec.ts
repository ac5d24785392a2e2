import type { AnyStep } from '@carewith/contracts';
import { foldAnswer, itemOfStep, MasteryAnswer, masteryAnswer, MasteryFold, NEVER_PLAYED } from './mastery';

const DAY = 86_400_000;
const MONDAY = Date.parse('2026-11-23T10:00:00Z');
const at = (day: number, hour = 10) => MONDAY + day * DAY + (hour - 10) * 3_600_000;

const right = (t: number): MasteryAnswer => ({ firstTry: true, cueLevel: 0, missed: false, at: t });
const helped = (t: number, cueLevel: number, missed = false): MasteryAnswer => ({
  firstTry: false,
  cueLevel,
  missed,
  at: t,
});
const missed = (t: number): MasteryAnswer => ({ firstTry: false, cueLevel: 0, missed: true, at: t });
const play = (answers: MasteryAnswer[], from: MasteryFold = NEVER_PLAYED) => answers.reduce(foldAnswer, from);

const photo = 'photo:00000000-0000-4000-8000-000000000001';
const person: AnyStep = { id: 'p', question: 'Who is this?', photo, options: ['Emma', 'Liam'], correctAnswer: 'Emma' };
const place: AnyStep = { id: 'pl', name: 'Elm Street', description: 'Our first house', image: photo };
const recipe: AnyStep = {
  id: 'r',
  recipeName: 'Apple pie',
  description: "Gran's",
  recipeSteps: ['Peel', 'Bake', 'Eat'],
  correctOrder: [0, 1, 2],
};
const list: AnyStep = {
  id: 's',
  title: 'Sunday lunch',
  instructions: 'Find them',
  targetItems: ['Milk'],
  availableItems: ['Milk', 'Soap'],
};

describe('itemOfStep: which item a step asks about', () => {
  it('given a photo question then the item is the person, keyed by the right name (normalised) and the photo', () => {
    expect(itemOfStep(person)).toEqual({ key: `person:emma|${photo}`, kind: 'person', label: 'Emma', photo });
    const samePerson = { ...person, correctAnswer: '  EMMA ', options: ['  EMMA ', 'Liam'] } as AnyStep;
    expect(itemOfStep(samePerson).key).toBe(itemOfStep(person).key);
  });
  it('given the same name in another photo, or with no photo, then it is another item', () => {
    const other = { ...person, photo: 'photo:00000000-0000-4000-8000-000000000002' } as AnyStep;
    const { photo: _none, ...noPhoto } = person as Extract<AnyStep, { correctAnswer: string }>;
    expect(itemOfStep(other).key).not.toBe(itemOfStep(person).key);
    expect(itemOfStep(noPhoto)).toEqual({ key: 'person:emma|', kind: 'person', label: 'Emma', photo: null });
  });
  it('given a place, a recipe or a shopping list then it is keyed by its name or title', () => {
    expect(itemOfStep(place)).toEqual({ key: 'place:elm street', kind: 'place', label: 'Elm Street', photo });
    expect(itemOfStep(recipe)).toEqual({ key: 'recipe:apple pie', kind: 'recipe', label: 'Apple pie', photo: null });
    expect(itemOfStep(list)).toEqual({ key: 'list:sunday lunch', kind: 'list', label: 'Sunday lunch', photo: null });
  });
  it("given steps made from the memory box then the box's item is the key, whatever the photo or the words", () => {
    const emma = 'person:00000000-0000-4000-8000-0000000000e1';
    const inOnePhoto = { ...person, boxItem: emma } as AnyStep;
    const inAnother = { ...person, boxItem: emma, photo: 'photo:00000000-0000-4000-8000-000000000002' } as AnyStep;
    expect(itemOfStep(inOnePhoto)).toEqual({ key: `box:${emma}`, kind: 'person', label: 'Emma', photo });
    expect(itemOfStep(inAnother).key).toBe(itemOfStep(inOnePhoto).key);
    const pie = 'recipe:00000000-0000-4000-8000-0000000000a1';
    expect(itemOfStep({ ...recipe, boxItem: pie } as AnyStep).key).toBe(`box:${pie}`);
    // The same words written by the family stay the item they were.
    expect(itemOfStep(person).key).toBe(`person:emma|${photo}`);
  });
});

describe('masteryAnswer: what one answer says, from a version 1 or 2 STEP event', () => {
  it('given a v1 answer then firstTry is judged from the answer and the cue level is 0', () => {
    expect(masteryAnswer(person, { answer: 'Emma', at: 1 })).toEqual({
      firstTry: true,
      cueLevel: 0,
      missed: false,
      at: 1,
    });
    expect(masteryAnswer(person, { answer: 'Liam', at: 1 })).toEqual({
      firstTry: false,
      cueLevel: 0,
      missed: true,
      at: 1,
    });
    expect(masteryAnswer(place, { answer: 'know', at: 1 }).firstTry).toBe(true);
    expect(masteryAnswer(recipe, { answer: [0, 2, 1], at: 1 }).firstTry).toBe(false);
  });
  it('given an upcast v1 answer (firstTry null) then it is judged the same way', () => {
    const data = { answer: 'Emma', at: 1, firstTry: null, cueLevel: 0, attempts: [] };
    expect(masteryAnswer(person, data)).toEqual({ firstTry: true, cueLevel: 0, missed: false, at: 1 });
  });
  it("given a v2 answer then the server's firstTry and cue level are kept, and a wrong attempt is a miss", () => {
    expect(masteryAnswer(person, { answer: 'Emma', at: 1, firstTry: false, cueLevel: 1, attempts: [] })).toEqual({
      firstTry: false,
      cueLevel: 1,
      missed: false,
      at: 1,
    });
    expect(masteryAnswer(person, { answer: 'Emma', at: 1, firstTry: false, cueLevel: 2, attempts: ['Liam'] })).toEqual({
      firstTry: false,
      cueLevel: 2,
      missed: true,
      at: 1,
    });
  });
});

describe('foldAnswer: how an item moves between new, learning, known and slipping', () => {
  it('given a new item when it is answered at all then it is learning', () => {
    expect(play([right(at(0))]).state).toBe('learning');
    expect(play([missed(at(0))]).state).toBe('learning');
    expect(play([helped(at(0), 3)])).toMatchObject({ state: 'learning', timesPlayed: 1, lastPlayedAt: at(0) });
  });

  describe('the two-days boundary', () => {
    it('given three first-try successes on the same day then it is still learning', () => {
      expect(play([right(at(0, 9)), right(at(0, 12)), right(at(0, 18))]).state).toBe('learning');
    });
    it('given three in a row over two days then it is known', () => {
      expect(play([right(at(0, 9)), right(at(0, 12)), right(at(1, 9))]).state).toBe('known');
    });
    it('given three in a row with the last just before midnight UTC then it is still one day', () => {
      const late = Date.parse('2026-11-23T23:59:59Z');
      expect(play([right(at(0, 9)), right(at(0, 12)), right(late)]).state).toBe('learning');
      expect(play([right(at(0, 9)), right(at(0, 12)), right(late + 1000)]).state).toBe('known');
    });
    it('given a run of one day then one more success the next day makes it known', () => {
      const sameDay = play([right(at(0, 9)), right(at(0, 10)), right(at(0, 11)), right(at(0, 12))]);
      expect(sameDay.state).toBe('learning');
      expect(play([right(at(1))], sameDay).state).toBe('known');
    });
    it('given two successes over two days then it is still learning (three are needed)', () => {
      expect(play([right(at(0)), right(at(1))]).state).toBe('learning');
    });
  });

  it('given a run broken by a help or a miss then the count starts again', () => {
    expect(play([right(at(0)), right(at(0)), helped(at(1), 1), right(at(1)), right(at(2))]).state).toBe('learning');
    expect(play([right(at(0)), missed(at(0)), right(at(1)), right(at(1)), right(at(2))]).state).toBe('known');
  });

  describe('given a known item', () => {
    const known = play([right(at(0)), right(at(0)), right(at(1))]);
    it('when it is missed then it is slipping', () => {
      expect(play([missed(at(2))], known).state).toBe('slipping');
    });
    it('when it needs cue 2 or more then it is slipping', () => {
      expect(play([helped(at(2), 2)], known).state).toBe('slipping');
      expect(play([helped(at(2), 3)], known).state).toBe('slipping');
    });
    it('when it only needs the first hint, with no wrong answer, then it stays known', () => {
      expect(play([helped(at(2), 1)], known).state).toBe('known');
    });
    it('when a hint came after a wrong answer then it is slipping', () => {
      expect(play([helped(at(2), 1, true)], known).state).toBe('slipping');
    });
    it('when it is right again then it stays known', () => {
      expect(play([right(at(5))], known)).toMatchObject({ state: 'known', timesPlayed: 4, lastPlayedAt: at(5) });
    });
  });

  describe('given a slipping item', () => {
    const slipping = play([right(at(0)), right(at(0)), right(at(1)), missed(at(2))]);
    it('when it gets fewer than three first-try successes over two days then it is still slipping', () => {
      expect(play([right(at(3)), right(at(4))], slipping).state).toBe('slipping');
      expect(play([right(at(3)), right(at(3)), right(at(3))], slipping).state).toBe('slipping');
    });
    it('when it gets three in a row over two days then it is known again', () => {
      expect(play([right(at(3)), right(at(3)), right(at(4))], slipping).state).toBe('known');
    });
    it('when it is missed again then it stays slipping (never back to learning)', () => {
      expect(play([missed(at(3))], slipping).state).toBe('slipping');
    });
  });
});
