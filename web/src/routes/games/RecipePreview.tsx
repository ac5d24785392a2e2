import { useLingui } from '@lingui/react/macro';
import type { PreviewStep, PreviewTheme } from './previewSteps';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { ListPreviewFrame } from './ListPreviewFrame';

type Step = Extract<PreviewStep, { kind: 'recipe-sequencing' }>;

// Recipe Sequencing: the recipe and its steps mixed up, to be put back in order.
export function RecipePreview({ step, theme, t: words }: { step: Step; theme: PreviewTheme; t: LovedOneTexts['t'] }) {
  const { t, i18n } = useLingui();
  return (
    <ListPreviewFrame step={step} theme={theme} t={words}>
      {step.steps.length === 0 ? (
        <p lang={i18n.locale} className={`${theme.body} text-center ${theme.placeholder}`}>
          {t`The recipe steps, mixed up`}
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
    </ListPreviewFrame>
  );
}
