import {
  AnyStep,
  ConversationActivity,
  LIMITS,
  SAMPLE_STEPS,
  STARTER_MAX_LENGTH,
  TEMPLATE_SLUGS,
  TemplateSlug,
} from '@carewith/contracts';
import { localStarters } from './local-starters';
import { personStory, starterInput } from './starter-input';
import { parseModelStarters, StartersRejected, startersPrompt } from './model-starters';
import { starterProblem, startersProblem } from './starter-rules';

// An activity as games gives it, from steps and which ones came at once.
const activity = (templateId: TemplateSlug, steps: AnyStep[], firstTry: (boolean | null)[] = []) =>
  ({
    templateId,
    title: 'Our activity',
    steps,
    firstTry: steps.map((_, i) => firstTry[i] ?? null),
  }) satisfies Pick<ConversationActivity, 'templateId' | 'title' | 'steps' | 'firstTry'>;
const startersOf = (a: ReturnType<typeof activity>) => localStarters(starterInput(a));
// A family photo step whose answer is the person, asked as "Who is this?".
const aPerson = (name: string): AnyStep =>
  ({ id: name, question: 'Who is this?', correctAnswer: name, options: [name, 'Someone'] }) as unknown as AnyStep;

// The rules, checked here independently of starterProblem: no "remember" in any case, no question
// (no question mark, no sentence opening like one), no quiz wording, no health or diagnosis words.
function expectKeepsTheRules(starters: string[]) {
  expect(starters.length).toBeGreaterThanOrEqual(2);
  expect(starters.length).toBeLessThanOrEqual(3);
  expect(new Set(starters).size).toBe(starters.length);
  for (const s of starters) {
    expect(s).not.toMatch(/remember/i);
    expect(s).not.toContain('?');
    expect(s).not.toMatch(/(^|[.!]\s+)(who|what|which|where|when)\s+(is|was|are|were|did|does|do)\b/i);
    expect(s).not.toMatch(/(^|[.!]\s+)(do|does|did|can|could|is|are|was|were)\s+(you|she|he|they|it|this|that)\b/i);
    expect(s).not.toMatch(/\b(name|guess)\s+(the|this|who)\b|\bdo you know\b|\bquiz|\btest\b/i);
    expect(s).not.toMatch(/diagnos|dementia|alzheimer|cognit|declin|memory|disease|doctor|score|wrong|correct/i);
    expect(s.length).toBeLessThanOrEqual(STARTER_MAX_LENGTH);
    expect(s).toMatch(/[.!"]$/);
    expect(starterProblem(s)).toBeNull();
  }
  expect(startersProblem(starters)).toBeNull();
}

describe("the local writer's conversation starters", () => {
  it.each(TEMPLATE_SLUGS)('given the %s samples then three statements that keep the rules', (templateId) => {
    const starters = startersOf(activity(templateId, SAMPLE_STEPS[templateId]));
    expect(starters).toHaveLength(3);
    expectKeepsTheRules(starters);
  });

  it.each(TEMPLATE_SLUGS)('given one %s step then two statements that keep the rules', (templateId) => {
    const starters = startersOf(activity(templateId, SAMPLE_STEPS[templateId].slice(0, 1)));
    expect(starters).toHaveLength(2);
    expectKeepsTheRules(starters);
  });

  it('family photos: the question becomes a statement about what the person does, never a naming quiz', () => {
    const starters = startersOf(activity('grandkid-match', SAMPLE_STEPS['grandkid-match']));
    expect(starters[0]).toBe('Emma loves to bake cookies with Grandma.');
    expect(starters[1]).toBe('Noah plays football every Saturday.');
    expect(starters.join(' ')).not.toMatch(/\bwho\b/i);
  });

  it('family photos with only "Who is this?": a warm line about the photo, not the question', () => {
    const steps: AnyStep[] = [
      { id: 'a', question: 'Who is this?', options: ['Ava', 'Ben'], correctAnswer: 'Ava' },
      { id: 'b', question: 'Who is your grandson?', options: ['Ava', 'Ben'], correctAnswer: 'Ben' },
    ];
    const starters = startersOf(activity('grandkid-match', steps));
    expect(starters).toEqual(
      [
        "I love the photo of Ava from today's activity.",
        'That photo of Ben made me smile.',
        'Looking at the family photos with you is one of my favourite things.',
      ].slice(0, starters.length),
    );
    expectKeepsTheRules(starters);
  });

  it("family photos: the family's hint describing the person is used, said as a statement", () => {
    const step: AnyStep = {
      id: 'a',
      question: 'Who is this?',
      options: ['Lily', 'Rose'],
      correctAnswer: 'Lily',
      hint: 'your granddaughter who rides horses',
    };
    expect(personStory(step)).toBe('Lily is your granddaughter who rides horses.');
    expectKeepsTheRules(startersOf(activity('grandkid-match', [step])));
  });

  it("places: opens with the place and the family's own description of it", () => {
    const starters = startersOf(activity('places-flashcards', SAMPLE_STEPS['places-flashcards']));
    expect(starters[0]).toBe(
      'I was thinking about the family home today. The house with the blue door where the children grew up.',
    );
    expect(starters[1]).toBe('I can just picture the seaside. Summer holidays by the sea, with ice cream on the pier.');
  });

  it('places answered at once come first: a conversation opens on what the loved one knows', () => {
    const steps = SAMPLE_STEPS['places-flashcards'];
    const starters = startersOf(activity('places-flashcards', steps, [false, false, false, true]));
    expect(starters[0]).toMatch(/^I was thinking about the corner shop today\./);
  });

  it('places with no description, or a description that asks to remember, still make statements', () => {
    const steps: AnyStep[] = [
      { id: 'a', name: 'Elm Street', description: '' },
      { id: 'b', name: 'The old pier', description: 'Do you remember the pier? We went every summer.' },
      { id: 'c', name: 'Granny’s kitchen', description: 'What did we bake there' },
    ];
    const starters = startersOf(activity('places-flashcards', steps));
    expect(starters).toEqual([
      'I was thinking about Elm Street today.',
      'I can just picture the old pier.',
      'Granny’s kitchen has been on my mind today.',
    ]);
    expectKeepsTheRules(starters);
  });

  it('recipes: the food and the kitchen, in statements', () => {
    const starters = startersOf(activity('recipe-sequencing', SAMPLE_STEPS['recipe-sequencing']));
    expect(starters).toEqual([
      'I would love to make a cup of tea with you, just the way you do it.',
      "Today's activity made me think of Toast with butter, and now I can almost smell it.",
      'Making a boiled egg starts with "fill a pan with water", and I can picture you doing it.',
    ]);
  });

  it('shopping lists: the list and the day out, in statements', () => {
    const starters = startersOf(activity('shopping-bingo', SAMPLE_STEPS['shopping-bingo']));
    expect(starters[0]).toBe("Today's shopping list for Breakfast had Bread and Milk on it.");
    expect(starters[1]).toBe('A trip to the shops for Baking a cake sounds like a good morning out.');
    expectKeepsTheRules(starters);
  });

  it.each(TEMPLATE_SLUGS)(
    'given %s items with the longest names allowed then starters within the limit',
    (templateId) => {
      const long = 'Wonderful '.repeat(12).slice(0, LIMITS.name).trim();
      const longText = 'The long way round past the mill and the river. '.repeat(20).slice(0, LIMITS.question);
      const steps: Record<TemplateSlug, AnyStep[]> = {
        'grandkid-match': [{ id: 'a', question: `Who ${longText}?`, options: [long, 'B'], correctAnswer: long }],
        'places-flashcards': [{ id: 'a', name: long, description: longText }],
        'recipe-sequencing': [
          { id: 'a', recipeName: long, description: longText, recipeSteps: [longText, 'b'], correctOrder: [0, 1] },
        ],
        'shopping-bingo': [
          {
            id: 'a',
            title: long,
            instructions: longText,
            targetItems: [long, long.toUpperCase(), `${long}!`],
            availableItems: [long, 'x'],
          },
        ],
      };
      expectKeepsTheRules(startersOf(activity(templateId, steps[templateId])));
    },
  );

  it('an item whose own name breaks a rule is left out, and the starters still keep them', () => {
    const steps: AnyStep[] = [
      { id: 'a', name: 'Remember Lane', description: 'Our first flat.' },
      { id: 'b', name: 'The doctor’s garden', description: 'Roses everywhere.' },
      { id: 'c', name: 'The beach hut', description: 'Blue and white stripes.' },
    ];
    const starters = startersOf(activity('places-flashcards', steps));
    expect(starters[0]).toBe('I was thinking about the beach hut today. Blue and white stripes.');
    expect(starters.join(' ')).not.toMatch(/Remember Lane|doctor/i);
    expectKeepsTheRules(starters);
  });

  it('the same item played twice is one item', () => {
    const step = SAMPLE_STEPS['places-flashcards'][0]!;
    const starters = startersOf(activity('places-flashcards', [step, { ...step, id: 'again' }]));
    expect(starters.filter((s) => s.includes('family home'))).toHaveLength(1);
    expectKeepsTheRules(starters);
  });
});

// Decision 258: starters are said to the loved one, in the loved one's language.
describe("the local writer's starters for a loved one who speaks Spanish", () => {
  const inSpanish = (templateId: TemplateSlug, steps: AnyStep[]) =>
    localStarters(starterInput({ ...activity(templateId, steps), language: 'es' }));

  it("places: Spanish statements around the family's names, the article in the sentence lower-cased", () => {
    const starters = inSpanish('places-flashcards', [
      { id: 'a', name: 'La casa de la abuela', description: 'Donde hacía pan los domingos.' },
      { id: 'b', name: 'El muelle viejo', description: null as unknown as string },
    ]);
    expect(starters).toEqual([
      'Hoy estuve pensando en la casa de la abuela. Donde hacía pan los domingos.',
      'Me imagino muy bien el muelle viejo.',
    ]);
    expectKeepsTheRules(starters);
  });

  it('family photos: "Me encanta la foto de Elena…", never the English sentence', () => {
    const starters = inSpanish('grandkid-match', [aPerson('Elena'), aPerson('Pablo')]);
    expect(starters).toEqual([
      'Me encanta la foto de Elena de la actividad de hoy.',
      'Esa foto de Pablo me hizo sonreír.',
    ]);
  });

  it.each(TEMPLATE_SLUGS)('given the %s samples then Spanish statements that keep the rules', (templateId) => {
    const starters = inSpanish(templateId, SAMPLE_STEPS[templateId]);
    expectKeepsTheRules(starters);
    // The family's own sentences stay as written ("Emma loves to bake cookies"); the writer's are Spanish.
    expect(starters).not.toEqual(startersOf(activity(templateId, SAMPLE_STEPS[templateId])));
    expect(starters.join(' ')).not.toMatch(/\b(I love|I was thinking|made me|I can picture|I would love)\b/);
  });

  it("the model is told to write in the loved one's language", () => {
    const places = activity('places-flashcards', SAMPLE_STEPS['places-flashcards']);
    expect(startersPrompt(starterInput({ ...places, language: 'es' }))).toMatch(/^Write every starter in Spanish,/);
    expect(startersPrompt(starterInput(places))).toMatch(/^Write every starter in English,/);
  });

  it('a Spanish starter that asks to remember, quizzes or speaks of health is refused', () => {
    expect(starterProblem('¿Se acuerda de la casa de la abuela?')).toBe('asks them to remember');
    expect(starterProblem('¿Quién es la niña de la foto?')).toBe('is a question');
    expect(starterProblem('Adivine la receta de estos pasos.')).toBe('is a quiz');
    expect(starterProblem('Jugar ayuda con la demencia.')).toBe('talks about health');
    expect(starterProblem('Tuvo tres aciertos en la casa de la abuela.')).toBe('talks about a score');
  });
});

describe('the rules a starter keeps, whoever wrote it', () => {
  it.each([
    ['Do you remember the seaside?', 'asks them to remember'],
    ['Remembering the seaside is lovely.', 'asks them to remember'],
    ['You have not forgotten the pier.', 'asks them to remember'],
    ['Who is in this photo?', 'is a question'],
    ["The seaside was lovely, wasn't it?", 'is a question'],
    ['Who is in this photo.', 'is a question'],
    ['The seaside. Is that where you met Grandpa.', 'is a question'],
    ['Can you name the girl in the photo.', 'is a question'],
    ['Please name the girl in the photo.', 'is a quiz'],
    ['I bet you could tell me her name.', 'is a quiz'],
    ['Tell me who this is.', 'is a quiz'],
    ['Guess the recipe from these steps.', 'is a quiz'],
    ['You got the first try right on the seaside.', 'talks about a score'],
    ['Your memory of the seaside is wonderful.', 'talks about health'],
    ['Playing this helps slow dementia.', 'talks about health'],
    ['Ok.', 'is too short'],
  ])('refuses "%s": it %s', (text, problem) => {
    expect(starterProblem(text)).toBe(problem);
  });

  it.each([
    'When we went to the seaside, the sun always shone.',
    'What a lovely day that was.',
    'I was thinking about Elm Street today. Tell me more about that.',
    'Emma is your granddaughter who bakes.',
  ])('keeps "%s"', (text) => {
    expect(starterProblem(text)).toBeNull();
  });

  it('takes two or three starters, none twice', () => {
    expect(startersProblem(['I like the seaside.'])).toMatch(/has 1 starters/);
    expect(startersProblem(['I like the seaside.', 'I like the seaside.'])).toBe('repeats a starter');
    expect(startersProblem(['I like the seaside.', 'Who is this?'])).toMatch(/is a question/);
    expect(startersProblem(['I like the seaside.', 'The pier was grand.'])).toBeNull();
  });
});

describe("the model's starters are held to the same rules", () => {
  it('given a JSON array of statements then they are taken, code fence or not', () => {
    const answer = '["That kitchen looks like the one on Elm Street.", "The smell of fresh bread fills the house."]';
    expect(parseModelStarters(answer)).toEqual([
      'That kitchen looks like the one on Elm Street.',
      'The smell of fresh bread fills the house.',
    ]);
    expect(parseModelStarters('```json\n' + answer + '\n```')).toHaveLength(2);
  });

  it.each([
    ['a quiz question', '["Who is in the photo?", "The seaside was lovely."]', /starter 1 is a question/],
    ['"do you remember"', '["The seaside was lovely.", "Do you remember the pier"]', /starter 2 asks them to remember/],
    ['a diagnosis word', '["The seaside was lovely.", "This keeps dementia at bay."]', /talks about health/],
    ['one starter only', '["The seaside was lovely."]', /has 1 starters/],
    ['four starters', JSON.stringify(['A a a a.', 'B b b b.', 'C c c c.', 'D d d d.']), /has 4 starters/],
    ['prose, not JSON', 'Here are some ideas: the seaside.', /not a JSON array/],
    ['numbers', '[1, 2]', /not an array of strings/],
  ])('given %s then the whole answer is rejected', (_case, answer, reason) => {
    expect(() => parseModelStarters(answer)).toThrow(StartersRejected);
    expect(() => parseModelStarters(answer)).toThrow(reason);
  });

  it('the rejection says which starter and why, never its words', () => {
    expect(() => parseModelStarters('["Lily rides horses on Elm Street.", "Who is Lily?"]')).toThrow(
      "the model's starters were rejected: starter 2 is a question",
    );
  });
});
