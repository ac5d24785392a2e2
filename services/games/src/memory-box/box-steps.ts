import {
  AnyStep,
  boxItemRef,
  DIFFICULTY_LEVELS,
  DifficultyLevel,
  PlaceStep,
  photoRefOf,
  QuestionStep,
  RecipeStep,
  sampleStepsIn,
  SeniorLanguage,
  ShoppingStep,
  TemplateSlug,
} from '@carewith/contracts';
import { lovedOneText } from '../language/loved-one-texts';
import { normalisedName } from '../mastery/mastery';
import type { ReviewState } from '../review/spaced-review';
import type { BoxCandidate, BoxPick } from './box-selection';

// From the memory box to an activity's steps, pure: which of the box's things can be
// practised (candidates for pickFromBox), and the steps of the items it picked, in the loved one's
// language. No I/O; the box service reads the box and mastery and saves the draft.

// The box as the builder needs it. Photos newest first: a person's newest photo of them alone is asked.
export type BoxContent = {
  people: { id: string; name: string; relation: string | null }[];
  places: { id: string; name: string }[];
  photos: { id: string; personIds: string[]; placeId: string | null; story: string | null }[];
  recipes: { id: string; name: string; steps: string[] }[];
  shoppingList: { id: string; items: string[] } | null;
};

// What mastery and review know of an item, by its key ("box:person:<id>").
export type ItemProgress = { review: ReviewState | null; known: boolean };

const keyOf = (ref: string) => `box:${ref}`;

// A person can be asked about with a photo of them alone and another person of the box to choose;
// a place with a photo of it; a recipe of two steps or more; the list with an item on it.
export function boxCandidates(box: BoxContent, progress: Map<string, ItemProgress>): BoxCandidate[] {
  const candidate = (ref: string, kind: BoxCandidate['kind'], label: string, templateId: TemplateSlug) => {
    const { review = null, known = false } = progress.get(keyOf(ref)) ?? {};
    return { key: keyOf(ref), kind, label, templateId, review, known };
  };
  const people =
    box.people.length < 2
      ? []
      : box.people
          .filter((p) => soloPhotoOf(box, p.id))
          .map((p) => candidate(boxItemRef('person', p.id), 'person', p.name, 'grandkid-match'));
  const places = box.places
    .filter((place) => box.photos.some((photo) => photo.placeId === place.id))
    .map((place) => candidate(boxItemRef('place', place.id), 'place', place.name, 'places-flashcards'));
  const recipes = box.recipes
    .filter((r) => r.steps.length >= 2)
    .map((r) => candidate(boxItemRef('recipe', r.id), 'recipe', r.name, 'recipe-sequencing'));
  const list = box.shoppingList?.items.length ? [box.shoppingList] : [];
  const lists = list.map((l) => candidate(boxItemRef('list', l.id), 'list', listTitle(l), 'shopping-bingo'));
  return [...people, ...places, ...recipes, ...lists];
}

// The list's label on the caregiver's screens (what she knows): its first items.
const listTitle = (list: { items: string[] }) => list.items.slice(0, 3).join(', ');

const soloPhotoOf = (box: BoxContent, personId: string) =>
  box.photos.find((photo) => photo.personIds.length === 1 && photo.personIds[0] === personId);

export type BoxActivity = {
  templateId: TemplateSlug;
  title: string;
  level: DifficultyLevel;
  steps: AnyStep[];
};

// The picked items as steps, in the pick's order (it ends on a known item).
export function boxActivitySteps(box: BoxContent, pick: BoxPick, language: SeniorLanguage): BoxActivity {
  const t = lovedOneText(language);
  const steps = pick.items.map((item, index): AnyStep => {
    const [kind, id] = item.key.slice('box:'.length).split(':') as [string, string];
    if (kind === 'person') return personStep(box, id, DIFFICULTY_LEVELS[pick.level].choices, index, t('box.who'));
    if (kind === 'place') return placeStep(box, id);
    if (kind === 'recipe') return recipeStep(box, id, (recipe) => t('box.recipe', { recipe }));
    return listStep(box, language);
  });
  return {
    templateId: pick.templateId,
    title: t('box.title', { template: t(`template.${pick.templateId}`) }),
    level: pick.level,
    steps,
  };
}

const stepId = (ref: string) => `box-${ref.replace(':', '-')}`;

// Who is this? The person's photo of them alone; the other choices are the box's other people, a
// different few for each step, and the right one stands at a different place each time.
function personStep(box: BoxContent, id: string, choices: number, index: number, question: string): QuestionStep {
  const person = box.people.find((p) => p.id === id)!;
  const at = box.people.indexOf(person);
  const others = [...box.people.slice(at + 1), ...box.people.slice(0, at)]
    .filter((p) => normalisedName(p.name) !== normalisedName(person.name))
    .slice(0, choices - 1)
    .map((p) => p.name);
  const options = [...others];
  options.splice(index % (others.length + 1), 0, person.name);
  const ref = boxItemRef('person', id);
  return {
    id: stepId(ref),
    question,
    photo: photoRefOf(soloPhotoOf(box, id)!.id),
    options,
    correctAnswer: person.name,
    ...(person.relation ? { hint: person.relation } : {}),
    boxItem: ref,
  };
}

// A familiar place: its newest photo, and that photo's story as the card's words and the gentle note.
function placeStep(box: BoxContent, id: string): PlaceStep {
  const place = box.places.find((p) => p.id === id)!;
  const photos = box.photos.filter((photo) => photo.placeId === id);
  const story = photos.find((photo) => photo.story)?.story ?? null;
  const ref = boxItemRef('place', id);
  return {
    id: stepId(ref),
    name: place.name,
    description: story ?? '',
    image: photoRefOf(photos[0]!.id),
    ...(story ? { hint: story } : {}),
    boxItem: ref,
  };
}

function recipeStep(box: BoxContent, id: string, description: (recipe: string) => string): RecipeStep {
  const recipe = box.recipes.find((r) => r.id === id)!;
  const ref = boxItemRef('recipe', id);
  return {
    id: stepId(ref),
    recipeName: recipe.name,
    description: description(recipe.name),
    recipeSteps: recipe.steps,
    correctOrder: recipe.steps.map((_, i) => i),
    boxItem: ref,
  };
}

// The favourite list, with things no shopping list holds to leave in the shop (the samples' own
// distractors, in the loved one's language), as many as the list has items (two at least).
function listStep(box: BoxContent, language: SeniorLanguage): ShoppingStep {
  const list = box.shoppingList!;
  const targets = list.items.slice(0, 16);
  const onList = new Set(targets.map(normalisedName));
  const samples = sampleStepsIn(language)['shopping-bingo'];
  const distractors = [
    ...new Set(samples.flatMap((s) => s.availableItems.filter((item) => !s.targetItems.includes(item)))),
  ]
    .filter((item) => !onList.has(normalisedName(item)))
    .slice(0, Math.max(2, Math.min(targets.length, 32 - targets.length)));
  const ref = boxItemRef('list', list.id);
  return {
    id: stepId(ref),
    title: lovedOneText(language)('play.shoppingList'),
    instructions: samples[0]!.instructions,
    targetItems: targets,
    availableItems: [...targets, ...distractors],
    boxItem: ref,
  };
}
