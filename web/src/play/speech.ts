import { listOf, t } from './i18n';
import type { PlayStep, TemplateSlug } from './types';
import { hasSpeech, hush, say } from './voice';

export const canSpeak = hasSpeech;

// Reads a text aloud, calmly, replacing anything still being read (voice.ts: sentence by sentence,
// in the page's language, after the loved one's first tap).
export function speak(text: string): boolean {
  if (!canSpeak() || !text) return false;
  say(text);
  return true;
}

export function stopSpeaking() {
  hush();
}

// The words "Hear Again" reads: the prompt actually on the screen, in the loved one's language.
export function promptFor(slug: TemplateSlug, step: PlayStep): string {
  if (slug === 'grandkid-match' && 'question' in step)
    return t('play.speech.question', { question: step.question, options: listOf(step.options, 'disjunction') });
  if (slug === 'places-flashcards' && 'name' in step)
    return [step.name + '.', step.description, t('play.placePrompt')].filter(Boolean).join(' ');
  if (slug === 'recipe-sequencing' && 'recipeSteps' in step)
    return [step.recipeName + '.', step.description || t('play.recipeInstruction')].join(' ');
  if (slug === 'shopping-bingo' && 'targetItems' in step)
    return [
      step.title + '.',
      step.instructions,
      t('play.speech.yourList', { items: listOf(step.targetItems, 'conjunction') }),
    ]
      .filter(Boolean)
      .join(' ');
  return '';
}
