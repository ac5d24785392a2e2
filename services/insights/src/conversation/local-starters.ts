import {
  capitalised,
  letterList,
  STARTERS_MAX,
  STARTERS_MIN,
  TemplateSlug,
  type MessageKey,
} from '@carewith/contracts';
import { messagesIn, type Translate } from '@carewith/platform';
import { StarterInput, StarterItem } from './starter-input';
import { starterProblem } from './starter-rules';

// The local writer's conversation starters: no model, the same rules. Each item of the activity gets
// one statement in a phrasing of its own (the first three items), about the place, the story, the
// food or the day out; a template's own warm lines fill up to two. They are said to the loved one, so
// they are written in the loved one's language (`input.language`, the catalogs' `starters.` messages;
// decision 258). Pure.

// Words of one language: the catalog, and a name inside a sentence ("The seaside" -> "about the
// seaside", "La casa de la abuela" -> "en la casa de la abuela").
type Words = { t: Translate; mid: (name: string) => string; list: (items: string[]) => string };

function wordsIn(language: string | undefined): Words {
  const t = messagesIn(language);
  const articles = new RegExp(`^(${t('starters.articles')})\\s`);
  return {
    t,
    mid: (name) => name.replace(articles, (w) => w.toLowerCase()),
    // English keeps the letter's own list ("a, b and c"); another language its CLDR list.
    list: (items) =>
      !language || language === 'en'
        ? letterList(items)
        : new Intl.ListFormat(language, { type: 'conjunction' }).format(items),
  };
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// For the n-th item, its starter in preference order (a longer one with the family's sentence first).
type Forms<K extends StarterItem['kind']> = ((item: Extract<StarterItem, { kind: K }>, w: Words) => string[])[];

const PERSON: Forms<'person'> = [1, 2, 3].map((n) => (p, { t }) => [
  p.story ?? '',
  t(`starters.person.${n}` as MessageKey, { name: p.name }),
]);
const withDescription = (opening: string, description: string | null) =>
  description ? [`${opening} ${description}`, opening] : [opening];
const PLACE: Forms<'place'> = [
  (p, { t, mid }) => withDescription(t('starters.place.1', { place: mid(p.name) }), p.description),
  (p, { t, mid }) => withDescription(t('starters.place.2', { place: mid(p.name) }), p.description),
  (p, { t }) => withDescription(t('starters.place.3', { placeFirst: capitalised(p.name) }), p.description),
];
const RECIPE: Forms<'recipe'> = [
  (r, { t, mid }) => [t('starters.recipe.1', { dish: mid(r.name) })],
  (r, { t, mid }) => [t('starters.recipe.2', { dish: mid(r.name) })],
  (r, { t, mid }) => [
    r.firstStep ? t('starters.recipe.3', { dish: mid(r.name), firstStep: lowerFirst(r.firstStep) }) : '',
    t('starters.recipe.3short', { dishFirst: capitalised(r.name) }),
  ],
];
const LIST: Forms<'list'> = [
  (l, { t, mid, list }) => [
    t('starters.list.1', { title: mid(l.title), items: list(l.items.slice(0, 3)) }),
    t('starters.list.1short', { title: mid(l.title) }),
  ],
  (l, { t, mid }) => [t('starters.list.2', { title: mid(l.title) })],
  (l, { t, list }) => [t('starters.list.3', { items: list(l.items.slice(0, 2)) }), t('starters.list.3short')],
];

const fillers = (templateId: TemplateSlug, { t }: Words) =>
  [1, 2].map((n) => t(`starters.filler.${templateId}.${n}` as MessageKey));

function formsFor(item: StarterItem, n: number, w: Words): string[] {
  switch (item.kind) {
    case 'person':
      return PERSON[n]!(item, w);
    case 'place':
      return PLACE[n]!(item, w);
    case 'recipe':
      return RECIPE[n]!(item, w);
    case 'list':
      return LIST[n]!(item, w);
    default: {
      const unknown: never = item;
      return unknown;
    }
  }
}

export function localStarters(input: StarterInput): string[] {
  const w = wordsIn(input.language);
  const starters: string[] = [];
  const keeps = (s: string) => s.trim() !== '' && !starterProblem(s) && !starters.includes(s);
  for (const item of input.items) {
    if (starters.length === STARTERS_MAX) break;
    // An item whose own words break a rule (a place called "Remember Lane") is left out.
    const chosen = formsFor(item, starters.length, w).find(keeps);
    if (chosen) starters.push(chosen);
  }
  for (const filler of fillers(input.templateId, w))
    if (starters.length < STARTERS_MIN && keeps(filler)) starters.push(filler);
  return starters;
}
