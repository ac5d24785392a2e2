import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  voiceClipIdOf,
  type Accessibility,
  type AnyStep,
  type PlaceStep,
  type QuestionStep,
  type RecipeStep,
  type ShoppingStep,
  type MessageKey,
  type TemplateSlug,
} from '@carewith/contracts';

// The step editor's working copies. Lists hold keyed rows so inputs keep focus while rows move;
// blank rows are left out when the request is built.

export type ListItem = { key: string; text: string };
// A photo uploaded for a step, and the care team it was stored in (it must be the activity's team).
export type StepPhoto = { ref: string; url: string; careTeamId: string };
// A family member's recorded voice for the step, kept in a care team like a photo.
export type StepVoice = { ref: string; url: string; careTeamId: string };

export type QuestionDraft = {
  kind: 'grandkid-match';
  id: string;
  question: string;
  photo: StepPhoto | null;
  options: ListItem[];
  correctKey: string | null;
  // Gentle mode's first cue (optional; the server derives one when empty).
  hint: string;
  voice: StepVoice | null;
};
export type PlaceDraft = {
  kind: 'places-flashcards';
  id: string;
  name: string;
  description: string;
  image: StepPhoto | null;
  // Gentle mode: shown after "I'm not sure" (optional; the description is used when empty).
  hint: string;
  voice: StepVoice | null;
};
export type RecipeDraft = {
  kind: 'recipe-sequencing';
  id: string;
  recipeName: string;
  description: string;
  steps: ListItem[];
  voice: StepVoice | null;
};
export type ShoppingDraft = {
  kind: 'shopping-bingo';
  id: string;
  title: string;
  instructions: string;
  targets: ListItem[];
  extras: ListItem[];
  voice: StepVoice | null;
};
export type StepDraft = QuestionDraft | PlaceDraft | RecipeDraft | ShoppingDraft;

// The activity form's values: the chosen template's steps in `steps`; steps written for another
// template wait in `drafts` while the caregiver looks at a different one.
export type GameFormValues = {
  templateId: TemplateSlug | null;
  title: string;
  seniorId: string;
  accessibility: Accessibility;
  gentle: boolean;
  steps: StepDraft[];
  drafts: Partial<Record<TemplateSlug, StepDraft[]>>;
};

export const MAX_STEPS = 20;
export const LIST_LIMITS = {
  options: { min: 2, max: 8 },
  recipeSteps: { min: 2, max: 12 },
  targets: { min: 1, max: 16 },
  extras: { min: 1, max: 31 },
  available: 32,
} as const;

let counter = 0;
export const newKey = (prefix = 'k') => {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
};

export const item = (text = ''): ListItem => ({ key: newKey('i'), text });
const rows = (n: number) => Array.from({ length: n }, () => item());

// A fresh step for a template, with the few words most caregivers would type anyway, in the loved
// one's language once their catalog is there, else in English.
export function newStep(kind: TemplateSlug, texts?: { t: (key: MessageKey) => string }): StepDraft {
  const id = newKey('s');
  switch (kind) {
    case 'grandkid-match':
      return {
        kind,
        id,
        question: texts ? texts.t('box.who') : 'Who is this?',
        photo: null,
        options: rows(2),
        correctKey: null,
        hint: '',
        voice: null,
      };
    case 'places-flashcards':
      return { kind, id, name: '', description: '', image: null, hint: '', voice: null };
    case 'recipe-sequencing':
      return { kind, id, recipeName: '', description: '', steps: rows(2), voice: null };
    case 'shopping-bingo':
      return {
        kind,
        id,
        title: '',
        instructions: texts ? texts.t('sample.shop.instructions') : 'Choose the items on the list.',
        targets: rows(1),
        extras: rows(2),
        voice: null,
      };
  }
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

const texts = (list: ListItem[]) => list.map((i) => i.text.trim()).filter(Boolean);
// An optional hint goes in the request only when written.
const hintOf = (hint: string) => (hint.trim() ? { hint: hint.trim() } : {});

// A stable mix of the shopping items, so the items to find are not simply listed first.
export function mixed(items: string[], seed: string): string[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 13), 2654435761) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

export const correctAnswerOf = (d: QuestionDraft) => d.options.find((o) => o.key === d.correctKey)?.text.trim() ?? '';

// The request's step for a draft (the contract's step shapes; the schema checks them). A recorded
// voice goes with any kind of step.
export function toStep(d: StepDraft): AnyStep {
  const step = stepOf(d);
  return d.voice ? { ...step, voice: d.voice.ref } : step;
}

function stepOf(d: StepDraft): AnyStep {
  switch (d.kind) {
    case 'grandkid-match': {
      const step: QuestionStep = {
        id: d.id,
        question: d.question.trim(),
        options: texts(d.options),
        correctAnswer: correctAnswerOf(d),
        ...hintOf(d.hint),
      };
      return d.photo ? { ...step, photo: d.photo.ref } : step;
    }
    case 'places-flashcards': {
      const step: PlaceStep = { id: d.id, name: d.name.trim(), description: d.description.trim(), ...hintOf(d.hint) };
      return d.image ? { ...step, image: d.image.ref } : step;
    }
    case 'recipe-sequencing': {
      const recipeSteps = texts(d.steps);
      const step: RecipeStep = {
        id: d.id,
        recipeName: d.recipeName.trim(),
        description: d.description.trim(),
        recipeSteps,
        // Authored in the right order.
        correctOrder: recipeSteps.map((_, i) => i),
      };
      return step;
    }
    case 'shopping-bingo': {
      const targetItems = texts(d.targets);
      const step: ShoppingStep = {
        id: d.id,
        title: d.title.trim(),
        instructions: d.instructions.trim(),
        targetItems,
        availableItems: mixed([...targetItems, ...texts(d.extras)], d.id),
      };
      return step;
    }
  }
}

// The field of a draft that shows a request field's error (configJSON.steps.N.<field>...).
export function draftFieldOf(field: string): string {
  if (field === 'availableItems') return 'extras';
  if (field === 'targetItems') return 'targets';
  if (field === 'recipeSteps' || field === 'correctOrder') return 'steps';
  if (field === 'image') return 'photo';
  return field;
}

const FRIENDLY: Record<string, { small: MessageDescriptor; big?: MessageDescriptor }> = {
  question: { small: msg`Please enter a question`, big: msg`Please keep the question under 1000 characters` },
  options: { small: msg`Add at least 2 answer options`, big: msg`Use at most 8 answer options` },
  correctAnswer: { small: msg`Please choose the correct answer` },
  name: { small: msg`Please enter the place's name`, big: msg`Please keep the name under 120 characters` },
  description: { small: msg`Please enter a description`, big: msg`Please keep the description under 1000 characters` },
  recipeName: { small: msg`Please enter the recipe name`, big: msg`Please keep the name under 120 characters` },
  steps: { small: msg`Add at least 2 recipe steps`, big: msg`Use at most 12 recipe steps` },
  title: { small: msg`Please enter a list title`, big: msg`Please keep the title under 120 characters` },
  instructions: {
    small: msg`Please enter the instructions`,
    big: msg`Please keep the instructions under 1000 characters`,
  },
  targets: { small: msg`Add at least 1 item to find`, big: msg`Use at most 16 items to find` },
  extras: { small: msg`Add at least 1 extra item that is not on the list`, big: msg`Use at most 32 items in total` },
  photo: { small: msg`Please upload the photo again` },
  voice: { small: msg`Please record the voice clip again` },
  hint: { small: msg`Please check the hint`, big: msg`Please keep the hint under 1000 characters` },
};

// The schema's own step messages are kept ("The correct answer must be one of the options"); zod's
// generic ones ("Too small: ...") become plain words for the field they are about, in the member's
// language.
export function friendlyStepMessage(path: string[], message: string): string {
  if (!/^(Too small|Too big|Invalid)/.test(message)) return message;
  const field = draftFieldOf(path[0] ?? '');
  const words = FRIENDLY[field];
  if (!words) return t`Please check this field`;
  const itemInList = path.length > 1;
  if (itemInList) return t`Please keep each entry under 120 characters`;
  return i18n._(message.startsWith('Too big') && words.big ? words.big : words.small);
}

// Photo and image references, for the preview.
export const photoOf = (d: StepDraft): StepPhoto | null =>
  d.kind === 'grandkid-match' ? d.photo : d.kind === 'places-flashcards' ? d.image : null;

// A short line naming a step in the editor ("Who is this?", "A cup of tea").
export function stepSummary(d: StepDraft): string {
  switch (d.kind) {
    case 'grandkid-match': {
      const answer = correctAnswerOf(d);
      return answer ? `${d.question.trim()} ${answer}`.trim() : d.question.trim();
    }
    case 'places-flashcards':
      return d.name.trim();
    case 'recipe-sequencing':
      return d.recipeName.trim();
    case 'shopping-bingo':
      return d.title.trim();
  }
}

// A saved step back into the editor's working copy (editing a draft activity). A photo keeps its
// reference; its care team is the activity's, where the server already accepted it.
export function fromStep(kind: TemplateSlug, step: AnyStep, careTeamId: string): StepDraft {
  const photo = (ref: string | undefined): StepPhoto | null =>
    ref?.startsWith('photo:') ? { ref, url: `/api/photos/${ref.slice('photo:'.length)}`, careTeamId } : null;
  const s = step as Partial<QuestionStep & PlaceStep & RecipeStep & ShoppingStep>;
  const id = s.id || newKey('s');
  const clipId = voiceClipIdOf(s.voice);
  const voice: StepVoice | null =
    s.voice && clipId !== null ? { ref: s.voice, url: `/api/voice-clips/${clipId}`, careTeamId } : null;
  switch (kind) {
    case 'grandkid-match': {
      const options = (s.options ?? []).map((text) => item(text));
      const correct = options.find((o) => o.text === s.correctAnswer);
      return {
        kind,
        id,
        question: s.question ?? '',
        photo: photo(s.photo),
        options,
        correctKey: correct?.key ?? null,
        hint: s.hint ?? '',
        voice,
      };
    }
    case 'places-flashcards':
      return {
        kind,
        id,
        name: s.name ?? '',
        description: s.description ?? '',
        image: photo(s.image),
        hint: s.hint ?? '',
        voice,
      };
    case 'recipe-sequencing': {
      const authored = s.recipeSteps ?? [];
      // Shown in the right order, as the family wrote it.
      const ordered = (s.correctOrder ?? authored.map((_, i) => i)).map((i) => authored[i] ?? '');
      return {
        kind,
        id,
        recipeName: s.recipeName ?? '',
        description: s.description ?? '',
        steps: ordered.map((t) => item(t)),
        voice,
      };
    }
    case 'shopping-bingo': {
      const targets = s.targetItems ?? [];
      const extras = (s.availableItems ?? []).filter((t) => !targets.includes(t));
      return {
        kind,
        id,
        title: s.title ?? '',
        instructions: s.instructions ?? '',
        targets: targets.map((t) => item(t)),
        extras: extras.map((t) => item(t)),
        voice,
      };
    }
  }
}
