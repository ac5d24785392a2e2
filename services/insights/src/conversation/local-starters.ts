import { capitalised, letterList, STARTERS_MAX, STARTERS_MIN, TemplateSlug } from '@carewith/contracts';
import { StarterInput, StarterItem } from './starter-input';
import { starterProblem } from './starter-rules';

// The local writer's conversation starters: no model, the same rules. Each item of the activity gets
// one statement in a phrasing of its own (the first three items), about the place, the story, the
// food or the day out; a template's own warm lines fill up to two. Pure.

// "The seaside" inside a sentence: "about the seaside".
const mid = (name: string) => name.replace(/^(The|A|An)\s/, (w) => w.toLowerCase());
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// For the n-th item, its starter in preference order (a longer one with the family's sentence first).
type Forms<K extends StarterItem['kind']> = ((item: Extract<StarterItem, { kind: K }>) => string[])[];

const PERSON: Forms<'person'> = [
  (p) => [p.story ?? '', `I love the photo of ${p.name} from today's activity.`],
  (p) => [p.story ?? '', `That photo of ${p.name} made me smile.`],
  (p) => [p.story ?? '', `Seeing the photo of ${p.name} made me think of all of us together.`],
];
const withDescription = (opening: string, description: string | null) =>
  description ? [`${opening} ${description}`, opening] : [opening];
const PLACE: Forms<'place'> = [
  (p) => withDescription(`I was thinking about ${mid(p.name)} today.`, p.description),
  (p) => withDescription(`I can just picture ${mid(p.name)}.`, p.description),
  (p) => withDescription(`${capitalised(p.name)} has been on my mind today.`, p.description),
];
const RECIPE: Forms<'recipe'> = [
  (r) => [`I would love to make ${mid(r.name)} with you, just the way you do it.`],
  (r) => [`Today's activity made me think of ${mid(r.name)}, and now I can almost smell it.`],
  (r) => [
    r.firstStep
      ? `Making ${mid(r.name)} starts with "${lowerFirst(r.firstStep)}", and I can picture you doing it.`
      : '',
    `${capitalised(r.name)} always tastes better when you make it.`,
  ],
];
const LIST: Forms<'list'> = [
  (l) => [
    `Today's shopping list for ${mid(l.title)} had ${letterList(l.items.slice(0, 3))} on it.`,
    `Today's shopping list for ${mid(l.title)} made me think of a trip to the shops.`,
  ],
  (l) => [`A trip to the shops for ${mid(l.title)} sounds like a good morning out.`],
  (l) => [
    `I can picture a basket with ${letterList(l.items.slice(0, 2))} in it.`,
    `I can picture a basket full of good things.`,
  ],
];

const FILLERS: Record<TemplateSlug, string[]> = {
  'grandkid-match': [
    'Looking at the family photos with you is one of my favourite things.',
    'Those family photos are full of good days.',
  ],
  'places-flashcards': [
    'I love hearing about the places that matter to you.',
    'The places in your activity today are full of stories.',
  ],
  'recipe-sequencing': [
    'There is nothing like the smell of a kitchen when something good is on the stove.',
    'Cooking together is one of my favourite things.',
  ],
  'shopping-bingo': [
    'A good shopping trip can be the best part of the week.',
    'I can picture a basket full of good things from the market.',
  ],
};

function formsFor(item: StarterItem, n: number): string[] {
  switch (item.kind) {
    case 'person':
      return PERSON[n]!(item);
    case 'place':
      return PLACE[n]!(item);
    case 'recipe':
      return RECIPE[n]!(item);
    case 'list':
      return LIST[n]!(item);
    default: {
      const unknown: never = item;
      return unknown;
    }
  }
}

export function localStarters(input: StarterInput): string[] {
  const starters: string[] = [];
  const keeps = (s: string) => s.trim() !== '' && !starterProblem(s) && !starters.includes(s);
  for (const item of input.items) {
    if (starters.length === STARTERS_MAX) break;
    // An item whose own words break a rule (a place called "Remember Lane") is left out.
    const chosen = formsFor(item, starters.length).find(keeps);
    if (chosen) starters.push(chosen);
  }
  for (const filler of FILLERS[input.templateId])
    if (starters.length < STARTERS_MIN && keeps(filler)) starters.push(filler);
  return starters;
}
