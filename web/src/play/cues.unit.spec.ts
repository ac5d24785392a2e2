import { choicesOf, cueText, MAX_ATTEMPTS, nextCue, START, startOf, type CueEvent, type CueState } from './cues';
import { speakInTests } from './testing-catalog';
import type { PlayStep } from './types';

beforeEach(() => speakInTests('en'));

// Gentle mode's cue sequence per template: given a step and what happened, then the help shown.
const question: PlayStep = {
  id: 'q',
  question: 'Who is this?',
  options: ['Liam', 'Emma', 'Sophie', 'Noah'],
  cues: { hint: 'Your grand-daughter who bakes', firstLetter: 'E', pair: ['Liam', 'Emma'], answer: 'Emma' },
};
const place: PlayStep = {
  id: 'p',
  name: 'The pier',
  description: 'Sunday walks',
  cues: { note: 'We walked the dog here' },
};
const recipe: PlayStep = {
  id: 'r',
  recipeName: 'Tea',
  description: '',
  recipeSteps: ['Pour', 'Boil', 'Fill', 'Drink'],
  // Right order: Fill (2), Boil (1), Pour (0), Drink (3).
  cues: { order: [2, 1, 0, 3] },
};
const shopping: PlayStep = {
  id: 's',
  title: 'Breakfast',
  instructions: '',
  targetItems: ['Milk', 'Eggs'],
  availableItems: ['Tea', 'Milk', 'Bread', 'Eggs'],
  cues: { missing: ['Milk', 'Eggs'] },
};

const tick: CueEvent = { type: 'tick' };
const answer = (value: unknown): CueEvent => ({ type: 'answer', value });
const run = (step: PlayStep, events: CueEvent[], from: CueState = START) =>
  events.reduce((s, e) => nextCue(step, s, e), from);
// What the recorder gets once a step is done.
const recorded = (s: CueState) => ({ done: s.done, answer: s.answer, attempts: s.attempts, cueLevel: s.level });

describe('photo match cues', () => {
  it('given no answer, when the idle timer fires three times, then hint, first letter with two names, then the name', () => {
    const one = run(question, [tick]);
    expect([one.level, cueText(question, one), choicesOf(question, one)]).toEqual([
      1,
      'Your grand-daughter who bakes.',
      ['Liam', 'Emma', 'Sophie', 'Noah'],
    ]);
    const two = run(question, [tick, tick]);
    expect([two.level, cueText(question, two), choicesOf(question, two)]).toEqual([
      2,
      'Your grand-daughter who bakes. The name begins with the letter E.',
      ['Liam', 'Emma'],
    ]);
    const three = run(question, [tick, tick, tick]);
    expect([three.level, cueText(question, three), choicesOf(question, three)]).toEqual([
      3,
      'It is Emma.',
      ['Liam', 'Emma'],
    ]);
  });

  it('given cue 3, when the idle timer fires again, then nothing more happens', () => {
    const three = run(question, [tick, tick, tick]);
    expect(nextCue(question, three, tick)).toBe(three);
  });

  it('given no cue, when the right name is tapped at once, then the step ends with no attempts and cue level 0', () => {
    expect(recorded(run(question, [answer('Emma')]))).toEqual({
      done: true,
      answer: 'Emma',
      attempts: [],
      cueLevel: 0,
    });
  });

  it('given no cue, when another name is tapped, then it is taken away and the hint arrives', () => {
    const s = run(question, [answer('Sophie')]);
    expect([s.level, s.done, choicesOf(question, s)]).toEqual([1, false, ['Liam', 'Emma', 'Noah']]);
  });

  it('given the name of the pair was tapped away, when cue 2 arrives, then the right name and another one remain', () => {
    const s = run(question, [answer('Liam'), tick]);
    expect([s.level, choicesOf(question, s)]).toEqual([2, ['Emma', 'Sophie']]);
  });

  it('given taps on three other names and the idle cues, when the right one is tapped, then every earlier tap is recorded', () => {
    const s = run(question, [tick, answer('Noah'), answer('Liam'), answer('Emma')]);
    expect(recorded(s)).toEqual({ done: true, answer: 'Emma', attempts: ['Noah', 'Liam'], cueLevel: 3 });
  });

  it('given the step is over, when anything else happens, then the state stays', () => {
    const done = run(question, [answer('Emma')]);
    expect(run(question, [tick, answer('Liam')], done)).toBe(done);
  });

  it('given a step without cues (not gentle), when anything happens, then nothing changes', () => {
    const classic: PlayStep = { id: 'q', question: 'Who?', options: ['A', 'B'] };
    expect(run(classic, [tick, answer('A')])).toBe(START);
    expect(choicesOf(classic, START)).toEqual(['A', 'B']);
    expect(cueText(classic, START)).toBe('');
  });
});

describe('places cues', () => {
  it('given the place, when "I\'m not sure", then the family\'s note and the question once more', () => {
    const s = run(place, [answer('unsure')]);
    expect([s.level, s.done, cueText(place, s)]).toEqual([
      1,
      false,
      'We walked the dog here. Does it feel familiar now?',
    ]);
  });

  it('given the note, when "Yes, I remember!", then the step ends on know with one attempt and cue level 1', () => {
    expect(recorded(run(place, [answer('unsure'), answer('know')]))).toEqual({
      done: true,
      answer: 'know',
      attempts: ['unsure'],
      cueLevel: 1,
    });
  });

  it('given the note, when "I\'m not sure" again, then the step ends honestly with a calm word, no third question', () => {
    const s = run(place, [answer('unsure'), answer('unsure')]);
    expect(recorded(s)).toEqual({ done: true, answer: 'unsure', attempts: ['unsure'], cueLevel: 1 });
    expect(cueText(place, s)).toBe("That's all right. We will look at The pier again another time.");
  });

  it('given a place with no note, when "I\'m not sure", then its name is said instead', () => {
    const bare: PlayStep = { ...place, cues: { note: '' } } as PlayStep;
    expect(cueText(bare, run(bare, [answer('unsure')]))).toBe('This is The pier. Does it feel familiar now?');
  });

  it('given no answer, when the idle timer fires, then nothing changes (only photo match has idle cues)', () => {
    expect(run(place, [tick, tick])).toBe(START);
    expect(run(recipe, [tick])).toBe(START);
    expect(run(shopping, [tick])).toBe(START);
  });
});

describe('recipe cues', () => {
  it('given the shown order, when it is checked, then the first step out of place is put in its place', () => {
    const s = run(recipe, [answer([0, 1, 2, 3])]);
    expect([s.level, s.order, s.placed, s.done]).toEqual([2, [2, 0, 1, 3], 2, false]);
    expect(cueText(recipe, s)).toBe('Here is a little help: "Fill" is step 1.');
  });

  it('given the first step in place, when the order is checked and still not right, then the whole order is shown', () => {
    const s = run(recipe, [answer([0, 1, 2, 3]), answer([2, 0, 1, 3])]);
    expect([s.level, s.order, s.attempts]).toEqual([
      3,
      [2, 1, 0, 3],
      [
        [0, 1, 2, 3],
        [2, 0, 1, 3],
      ],
    ]);
    expect(cueText(recipe, s)).toBe('Here is the whole recipe in order. Read it through, then check it.');
  });

  it('given the whole order shown, when it is confirmed, then the step ends on it with cue level 3', () => {
    const s = run(recipe, [answer([0, 1, 2, 3]), answer([2, 0, 1, 3]), answer([2, 1, 0, 3])]);
    expect(recorded(s)).toEqual({
      done: true,
      answer: [2, 1, 0, 3],
      attempts: [
        [0, 1, 2, 3],
        [2, 0, 1, 3],
      ],
      cueLevel: 3,
    });
  });

  it('given one step put in place, when the rest is put right, then the step ends at cue level 2', () => {
    expect(recorded(run(recipe, [answer([1, 2, 0, 3]), answer([2, 1, 0, 3])]))).toEqual({
      done: true,
      answer: [2, 1, 0, 3],
      attempts: [[1, 2, 0, 3]],
      cueLevel: 2,
    });
  });

  it('given a first-time right order, when checked, then no help and no attempts', () => {
    expect(recorded(run(recipe, [answer([2, 1, 0, 3])]))).toEqual({
      done: true,
      answer: [2, 1, 0, 3],
      attempts: [],
      cueLevel: 0,
    });
  });
});

describe('shopping cues', () => {
  it('given one item and a wrong pick, when checked, then the wrong pick is put back and the missing item named', () => {
    const s = run(shopping, [answer(['Milk', 'Tea'])]);
    expect([s.level, s.picked, s.putBack, s.done]).toEqual([2, ['Milk'], true, false]);
    expect(cueText(shopping, s)).toBe('We put back the things that are not on your list. Still to find: Eggs.');
  });

  it('given only part of the list, when checked, then the items still missing are named', () => {
    const s = run(shopping, [answer(['Eggs'])]);
    expect([s.picked, cueText(shopping, s)]).toEqual([['Eggs'], 'Still to find: Milk.']);
  });

  it('given the missing items shown, when the list is completed, then the step ends at cue level 2', () => {
    expect(recorded(run(shopping, [answer(['Eggs']), answer(['Eggs', 'Milk'])]))).toEqual({
      done: true,
      answer: ['Eggs', 'Milk'],
      attempts: [['Eggs']],
      cueLevel: 2,
    });
  });

  it('given the missing items shown, when checked wrong again, then the whole list is shown picked, to confirm', () => {
    const s = run(shopping, [answer(['Tea']), answer(['Bread'])]);
    expect([s.level, s.picked]).toEqual([3, ['Milk', 'Eggs']]);
    expect(recorded(nextCue(shopping, s, answer(['Milk', 'Eggs'])))).toEqual({
      done: true,
      answer: ['Milk', 'Eggs'],
      attempts: [['Tea'], ['Bread']],
      cueLevel: 3,
    });
  });
});

describe('attempts', () => {
  it('given many checks, when more than the server keeps, then only the first ones are kept (a STEP is never refused)', () => {
    const wrong = Array.from({ length: MAX_ATTEMPTS + 5 }, () => answer([0, 1, 2, 3]));
    const s = run(recipe, [...wrong, answer([2, 1, 0, 3])]);
    expect([s.done, s.attempts.length]).toEqual([true, MAX_ATTEMPTS]);
  });
});

describe('cue words', () => {
  it('never say "wrong", "incorrect" or "no"', () => {
    const states = [
      [question, run(question, [tick, tick, tick])],
      [place, run(place, [answer('unsure'), answer('unsure')])],
      [recipe, run(recipe, [answer([0, 1, 2, 3])])],
      [shopping, run(shopping, [answer(['Tea'])])],
      [shopping, run(shopping, [answer(['Tea']), answer(['Tea'])])],
    ] as const;
    for (const [step, s] of states) expect(cueText(step, s)).not.toMatch(/\b(wrong|incorrect|no)\b/i);
  });
});

describe("cue words in the loved one's language", () => {
  beforeEach(() => speakInTests('es'));

  it("given a Spanish loved one, when each cue shows, then its words are Spanish, with the family's own words in them", () => {
    expect(cueText(question, run(question, [tick, tick]))).toBe(
      'Your grand-daughter who bakes. El nombre empieza con la letra E.',
    );
    expect(cueText(question, run(question, [tick, tick, tick]))).toBe('Es Emma.');
    expect(cueText(place, run(place, [answer('unsure'), answer('unsure')]))).toBe(
      'No pasa nada. Volveremos a ver The pier en otra ocasión.',
    );
    expect(cueText(recipe, run(recipe, [answer([0, 1, 2, 3])]))).toBe('Una pequeña ayuda: “Fill” es el paso 1.');
  });

  it('given one or two items still missing, then the verb agrees with the count (ICU plural)', () => {
    expect(cueText(shopping, run(shopping, [answer(['Eggs'])]))).toBe('Todavía falta: Milk.');
    expect(cueText(shopping, run(shopping, [answer(['Tea'])]))).toBe(
      'Devolvimos las cosas que no están en su lista. Todavía faltan: Milk, Eggs.',
    );
  });

  it('never say "wrong" ("incorrecto", "mal", "error")', () => {
    const states = [
      run(question, [tick, tick, tick]),
      run(place, [answer('unsure'), answer('unsure')]),
      run(recipe, [answer([0, 1, 2, 3])]),
      run(shopping, [answer(['Tea'])]),
    ];
    const steps = [question, place, recipe, shopping];
    states.forEach((s, i) => expect(cueText(steps[i]!, s)).not.toMatch(/\b(incorrect[oa]|mal|error|equivocad[oa])\b/i));
  });
});

describe('startOf: where a step begins', () => {
  const goalStep = (startCue?: number) =>
    ({
      id: 'goal-1',
      question: 'Who is your new helper?',
      options: ['Lucia', 'Ana'],
      startCue,
      cues: { hint: 'She comes every morning', firstLetter: 'A', pair: ['Lucia', 'Ana'], answer: 'Ana' },
    }) as unknown as PlayStep;

  it('given an everyday goal new to them, then it starts with the answer shown, to confirm (errorless)', () => {
    const s = startOf(goalStep(3));
    expect(s.level).toBe(3);
    expect(cueText(goalStep(3), s)).toContain('Ana');
  });

  it('given a goal further on, then it starts at its cue; at none, it asks with no help', () => {
    expect(startOf(goalStep(1)).level).toBe(1);
    expect(startOf(goalStep(0))).toEqual(START);
    expect(startOf(goalStep())).toEqual(START);
  });

  it('given a step that carries no cues (not gentle), then it starts with no help whatever it says', () => {
    const { cues: _cues, ...plain } = goalStep(3) as unknown as Record<string, unknown>;
    expect(startOf(plain as unknown as PlayStep)).toEqual(START);
  });
});
