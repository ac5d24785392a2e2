import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import type { PreviewStep, PreviewTheme } from './previewSteps';
import { PreviewText } from './PreviewText';

type ListStep = Extract<PreviewStep, { kind: 'recipe-sequencing' | 'shopping-bingo' }>;
type Words = { title: string; placeholder: string; instruction: string; check: string };

// What frames each kind of list step: its title, the placeholder for a title not written yet, its
// line of instruction and the play page's check button.
function wordsOf(step: ListStep, words: LovedOneTexts['t']): Words {
  return step.kind === 'recipe-sequencing'
    ? {
        title: step.recipeName,
        placeholder: t`Recipe name`,
        instruction: step.description,
        check: words('play.checkRecipe'),
      }
    : {
        title: step.title,
        placeholder: t`List title`,
        instruction: step.instructions,
        check: words('play.checkShopping'),
      };
}

// The frame of a list step's preview (a recipe, a shopping list): its title (or a placeholder), its
// line of instruction when there is one, the list, and the play page's check button.
export function ListPreviewFrame({
  step,
  theme,
  t: words,
  children,
}: {
  step: ListStep;
  theme: PreviewTheme;
  t: LovedOneTexts['t'];
  children: ReactNode;
}) {
  const { title, placeholder, instruction, check } = wordsOf(step, words);
  return (
    <div className="flex flex-col gap-4">
      <p className={`${theme.heading} text-center`}>
        <PreviewText text={title} placeholder={placeholder} theme={theme} />
      </p>
      {instruction && <p className={`${theme.body} text-center`}>{instruction}</p>}
      {children}
      <p className={`self-center rounded-xl px-4 py-2 font-semibold ${theme.body} ${theme.accent}`}>{check}</p>
    </div>
  );
}
