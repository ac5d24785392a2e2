import type { TemplateSlug } from './enums';
import type { SeniorLanguage } from './language';
import { CATALOGS, type MessageKey } from './locales';
import type { AnyStep, PlaceStep, QuestionStep, RecipeStep, ShoppingStep } from './steps';

export type SampleSteps = {
  'grandkid-match': QuestionStep[];
  'places-flashcards': PlaceStep[];
  'recipe-sequencing': RecipeStep[];
  'shopping-bingo': ShoppingStep[];
};
// A sample step's words, from the loved one's catalog (plain texts: no placeholders).
export type SampleText = (key: Extract<MessageKey, `sample.${string}`>) => string;

// Built-in steps for an activity whose caregiver authored none (spec: default play length 5), in the
// words of one language: the structure (ids, right answers, order) is the same in each.
export function sampleStepsFrom(text: SampleText): SampleSteps {
  const name = (n: 1 | 2 | 3 | 4 | 5) => text(`sample.name${n}`);
  const question = (n: 1 | 2 | 3 | 4 | 5, options: (1 | 2 | 3 | 4 | 5)[]): QuestionStep => ({
    id: `q${n}`,
    question: text(`sample.q${n}`),
    options: options.map(name),
    correctAnswer: name(options[0]!),
  });
  const place = (n: 1 | 2 | 3 | 4 | 5): PlaceStep => ({
    id: `p${n}`,
    name: text(`sample.p${n}.name`),
    description: text(`sample.p${n}.description`),
  });
  const recipe = (n: 1 | 2 | 3 | 4 | 5): RecipeStep => ({
    id: `r${n}`,
    recipeName: text(`sample.r${n}.name`),
    description: text(`sample.r${n}.description`),
    recipeSteps: ([1, 2, 3, 4] as const).map((s) => text(`sample.r${n}.step${s}`)),
    correctOrder: [0, 1, 2, 3],
  });
  // The first two items are the list; the other two are in the shop only.
  const shop = (n: 1 | 2 | 3 | 4 | 5): ShoppingStep => {
    const items = ([1, 2, 3, 4] as const).map((i) => text(`sample.s${n}.item${i}`));
    return {
      id: `s${n}`,
      title: text(`sample.s${n}.title`),
      instructions: text('sample.shop.instructions'),
      targetItems: items.slice(0, 2),
      availableItems: items,
    };
  };
  const five = [1, 2, 3, 4, 5] as const;
  return {
    'grandkid-match': [
      question(1, [1, 2, 3]),
      question(2, [4, 1, 5]),
      question(3, [3, 2, 4]),
      question(4, [5, 4, 1]),
      question(5, [2, 3, 5]),
    ],
    'places-flashcards': five.map(place),
    'recipe-sequencing': five.map(recipe),
    'shopping-bingo': five.map(shop),
  };
}

const byLanguage = new Map<SeniorLanguage, SampleSteps>();
// The samples in a loved one's language, straight from its catalog (their texts hold no ICU syntax).
export function sampleStepsIn(language: SeniorLanguage): SampleSteps {
  let steps = byLanguage.get(language);
  if (!steps) {
    const catalog = CATALOGS[language];
    steps = sampleStepsFrom((key) => catalog[key]);
    byLanguage.set(language, steps);
  }
  return steps;
}

// The English samples (the activities made before languages, and the tests). Pure: a bundle that does
// not use it (the web app loads the loved one's catalog lazily) carries no catalog.
export const SAMPLE_STEPS: SampleSteps = /* @__PURE__ */ sampleStepsIn('en');
// Every template has this many samples.
export const SAMPLE_STEP_COUNT = 5;

// The steps a play session runs: the caregiver's, or the template's samples in the activity's language
// when there are none.
export function stepsFor(templateId: TemplateSlug, steps: AnyStep[] | undefined, language?: SeniorLanguage): AnyStep[] {
  return steps && steps.length ? steps : sampleStepsIn(language ?? 'en')[templateId];
}
