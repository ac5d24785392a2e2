import type { PreviewStep, PreviewTheme } from './previewSteps';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { PreviewText } from './PreviewText';

type Step = Extract<PreviewStep, { kind: 'recipe-sequencing' }>;

// Recipe Sequencing: the recipe and its steps mixed up, to be put back in order.
export function RecipePreview({ step, theme, t }: { step: Step; theme: PreviewTheme; t: LovedOneTexts['t'] }) {
  return (
    <div className="flex flex-col gap-4">
      <p className={`${theme.heading} text-center`}>
        <PreviewText text={step.recipeName} placeholder="Recipe name" theme={theme} />
      </p>
      {step.description && <p className={`${theme.body} text-center`}>{step.description}</p>}
      {step.steps.length === 0 ? (
        <p lang="en" className={`${theme.body} text-center ${theme.placeholder}`}>
          The recipe steps, mixed up
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {step.steps.map((text, i) => (
            <li key={i} className={`flex items-center ${theme.chip}`}>
              {text}
            </li>
          ))}
        </ul>
      )}
      <p className={`self-center rounded-xl px-4 py-2 font-semibold ${theme.body} ${theme.accent}`}>
        {t('play.checkRecipe')}
      </p>
    </div>
  );
}
