import {
  capitalised,
  type AnyStep,
  type ConversationActivity,
  type Language,
  type TemplateSlug,
} from '@carewith/contracts';
import { starterProblem } from './starter-rules';

// What a starter may be written from: the items of an activity as played, the ones that came at once
// first (a conversation opens best on something the loved one knows). Only the family's own words;
// never the loved one's answers.
export type StarterItem =
  | { kind: 'person'; name: string; story: string | null }
  | { kind: 'place'; name: string; description: string | null }
  | { kind: 'recipe'; name: string; firstStep: string | null }
  | { kind: 'list'; title: string; items: string[] };
// `language`: the loved one's, in which the starters are said to them (decision 258); none: English.
export type StarterInput = { templateId: TemplateSlug; title: string; items: StarterItem[]; language?: Language };

const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').trim();

// The family's sentence as one short sentence of a starter, or null when it cannot be one (too long,
// or it breaks a rule itself: "Do you remember the pier?").
export function familySentence(text: string | null | undefined, max = 160): string | null {
  const first = clean(text).split(/(?<=[.!?])\s+/)[0] ?? '';
  if (!first || first.length > max) return null;
  const sentence = capitalised(/[.!?]$/.test(first) ? first : `${first}.`);
  return starterProblem(sentence) ? null : sentence;
}

// "Who loves to bake cookies with Grandma?" with the answer Emma: "Emma loves to bake cookies with
// Grandma." Only a question that tells a story (something the person does): "Who is this?" or "Who
// is your grandson?" say nothing but a name.
export function personStory(step: { question: string; correctAnswer: string; hint?: string }): string | null {
  const name = clean(step.correctAnswer);
  const match = /^who\s+(.+?)\s*\?*$/i.exec(clean(step.question));
  const rest = match?.[1] ?? '';
  if (match && rest.split(' ').length >= 3 && !/^(is|'s|are|was|were)\b/i.test(rest)) {
    const story = familySentence(`${name} ${rest}`);
    if (story) return story;
  }
  // The family's hint, when it describes the person to the loved one: "your grand-daughter who bakes".
  const hint = clean(step.hint);
  if (/^your\s/i.test(hint)) return familySentence(`${name} is ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`);
  return null;
}

function itemOf(step: AnyStep): StarterItem {
  if ('correctAnswer' in step) return { kind: 'person', name: clean(step.correctAnswer), story: personStory(step) };
  if ('correctOrder' in step) {
    const first = step.recipeSteps[step.correctOrder[0] ?? 0];
    return { kind: 'recipe', name: clean(step.recipeName), firstStep: first ? clean(first) : null };
  }
  if ('targetItems' in step) return { kind: 'list', title: clean(step.title), items: step.targetItems.map(clean) };
  return {
    kind: 'place',
    name: clean(step.name),
    description: familySentence(step.description) ?? familySentence(step.hint),
  };
}

const itemKey = (i: StarterItem) => (i.kind === 'list' ? i.title : i.name).toLowerCase();

// The activity's items, each once, those answered at once first, then in the order they were played.
export function starterInput(
  activity: Pick<ConversationActivity, 'templateId' | 'title' | 'steps' | 'firstTry'> & { language?: Language },
) {
  const order = activity.steps
    .map((step, i) => ({ step, i, first: activity.firstTry[i] === true }))
    .sort((a, b) => Number(b.first) - Number(a.first) || a.i - b.i);
  const seen = new Set<string>();
  const items: StarterItem[] = [];
  for (const { step } of order) {
    const item = itemOf(step);
    if (!itemKey(item) || seen.has(itemKey(item))) continue;
    seen.add(itemKey(item));
    items.push(item);
  }
  return {
    templateId: activity.templateId,
    title: clean(activity.title),
    items,
    ...(activity.language ? { language: activity.language } : {}),
  } satisfies StarterInput;
}
