import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import type { AnyStep, Accessibility, TemplateSlug } from '@carewith/contracts';
import { mixed, type StepDraft } from './stepDrafts';

// What one step shows the loved one, from an authored draft or a sample step; voiceUrl is the
// family's recorded voice, which Hear Again plays.
export type PreviewStep = { voiceUrl?: string } & (
  | { kind: 'grandkid-match'; photoUrl?: string; question: string; options: string[] }
  | { kind: 'places-flashcards'; photoUrl?: string; name: string; description: string }
  | { kind: 'recipe-sequencing'; recipeName: string; description: string; steps: string[] }
  | { kind: 'shopping-bingo'; title: string; instructions: string; targets: string[]; available: string[] }
);

// The play page mixes the recipe steps up; so does the preview (always the same way for a step).
function mixedUp(items: string[], seed: string): string[] {
  const out = mixed(items, seed);
  const same = out.every((x, i) => x === items[i]);
  return same && out.length > 1 ? [...out.slice(1), out[0] as string] : out;
}

const filled = (texts: string[]) => texts.map((t) => t.trim()).filter(Boolean);

export function previewOfDraft(d: StepDraft): PreviewStep {
  const step = previewOfFields(d);
  return d.voice ? { ...step, voiceUrl: d.voice.url } : step;
}

function previewOfFields(d: StepDraft): PreviewStep {
  switch (d.kind) {
    case 'grandkid-match':
      return {
        kind: d.kind,
        photoUrl: d.photo?.url,
        question: d.question.trim(),
        options: d.options.map((o) => o.text.trim()),
      };
    case 'places-flashcards':
      return { kind: d.kind, photoUrl: d.image?.url, name: d.name.trim(), description: d.description.trim() };
    case 'recipe-sequencing':
      return {
        kind: d.kind,
        recipeName: d.recipeName.trim(),
        description: d.description.trim(),
        steps: mixedUp(filled(d.steps.map((s) => s.text)), d.id),
      };
    case 'shopping-bingo': {
      const targets = filled(d.targets.map((t) => t.text));
      return {
        kind: d.kind,
        title: d.title.trim(),
        instructions: d.instructions.trim(),
        targets,
        available: mixed([...targets, ...filled(d.extras.map((e) => e.text))], d.id),
      };
    }
  }
}

// The words Hear Again reads in the preview: the play page's prompt (web/src/play/speech.ts), in the
// loved one's language.
export function previewWords(step: PreviewStep, { t, language }: LovedOneTexts): string {
  const list = (items: string[], type: 'conjunction' | 'disjunction') =>
    new Intl.ListFormat(language, { type }).format(items);
  switch (step.kind) {
    case 'grandkid-match':
      return t('play.speech.question', {
        question: step.question,
        options: list(step.options.filter(Boolean), 'disjunction'),
      });
    case 'places-flashcards':
      return [step.name + '.', step.description, t('play.placePrompt')].filter(Boolean).join(' ');
    case 'recipe-sequencing':
      return [step.recipeName + '.', step.description || t('play.recipeInstruction')].join(' ');
    case 'shopping-bingo':
      return [
        step.title + '.',
        step.instructions,
        t('play.speech.yourList', { items: list(step.targets, 'conjunction') }),
      ]
        .filter(Boolean)
        .join(' ');
  }
}

// A template's sample step (no photos: the play page shows its placeholder).
export function previewOfSample(kind: TemplateSlug, step: AnyStep): PreviewStep {
  if (kind === 'grandkid-match' && 'question' in step) return { kind, question: step.question, options: step.options };
  if (kind === 'places-flashcards' && 'name' in step) return { kind, name: step.name, description: step.description };
  if (kind === 'recipe-sequencing' && 'recipeSteps' in step)
    return {
      kind,
      recipeName: step.recipeName,
      description: step.description,
      steps: mixedUp(step.recipeSteps, step.id),
    };
  if ('targetItems' in step)
    return {
      kind: 'shopping-bingo',
      title: step.title,
      instructions: step.instructions,
      targets: step.targetItems,
      available: mixed(step.availableItems, step.id),
    };
  return { kind: 'grandkid-match', question: '', options: [] };
}

// The preview's colours and sizes for the chosen accessibility options.
export type PreviewTheme = {
  frame: string;
  heading: string;
  body: string;
  muted: string;
  chip: string;
  placeholder: string;
  accent: string;
  photo: string;
};

export function previewTheme(a: Pick<Accessibility, 'largeText' | 'highContrast'>): PreviewTheme {
  const hc = a.highContrast;
  const big = a.largeText;
  return {
    frame: hc ? 'bg-black text-white border-black' : 'bg-warm-50 text-ink border-warm-100',
    heading: `${big ? 'text-3xl' : 'text-2xl'} font-bold`,
    body: big ? 'text-xl' : 'text-lg',
    muted: hc ? 'text-white' : 'text-muted',
    chip: `${big ? 'text-xl min-h-14' : 'text-lg min-h-12'} rounded-xl border-2 px-4 py-2 font-semibold ${
      hc ? 'border-yellow-300 bg-black text-yellow-300' : 'border-brand-700 bg-white text-brand-800'
    }`,
    placeholder: hc ? 'italic text-slate-300' : 'italic text-slate-600',
    accent: hc ? 'bg-yellow-300 text-black' : 'bg-brand-700 text-white',
    photo: hc ? 'border-white bg-slate-900 text-white' : 'border-warm-100 bg-white text-slate-500',
  };
}
