import type { PlayStep, TemplateSlug } from './types';

export const canSpeak = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

// Reads a text aloud, calmly, replacing anything still being read.
export function speak(text: string): boolean {
  if (!canSpeak() || !text) return false;
  try {
    const synth = window.speechSynthesis;
    // (Chrome can drop a speak() that follows cancel() at once; cancel only when needed.)
    if (synth.speaking || synth.pending) synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = document.documentElement.lang || 'en';
    utterance.rate = 0.85;
    synth.speak(utterance);
    return true;
  } catch {
    return false;
  }
}

export function stopSpeaking() {
  if (canSpeak()) window.speechSynthesis.cancel();
}

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

export const PLACE_PROMPT = 'Do you remember this place?';
export const RECIPE_INSTRUCTION = 'Put the steps in the right order.';

// The words "Hear Again" reads: the prompt actually on the screen.
export function promptFor(slug: TemplateSlug, step: PlayStep): string {
  if (slug === 'grandkid-match' && 'question' in step) return `${step.question} Is it ${list(step.options)}?`;
  if (slug === 'places-flashcards' && 'name' in step)
    return [step.name + '.', step.description, PLACE_PROMPT].filter(Boolean).join(' ');
  if (slug === 'recipe-sequencing' && 'recipeSteps' in step)
    return [step.recipeName + '.', step.description || RECIPE_INSTRUCTION].join(' ');
  if (slug === 'shopping-bingo' && 'targetItems' in step)
    return [step.title + '.', step.instructions, `Your list: ${list(step.targetItems)}.`].filter(Boolean).join(' ');
  return '';
}
