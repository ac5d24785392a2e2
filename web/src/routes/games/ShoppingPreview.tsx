import { useLingui } from '@lingui/react/macro';
import type { PreviewStep, PreviewTheme } from './previewSteps';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { ListPreviewFrame } from './ListPreviewFrame';

type Step = Extract<PreviewStep, { kind: 'shopping-bingo' }>;

// Shopping Memory: the list to remember and the grid of items to pick from.
export function ShoppingPreview({ step, theme, t: words }: { step: Step; theme: PreviewTheme; t: LovedOneTexts['t'] }) {
  const { t, i18n } = useLingui();
  return (
    <ListPreviewFrame step={step} theme={theme} t={words}>
      <div className={`${theme.body} flex flex-col gap-1`}>
        <p className="font-semibold">{words('play.shoppingList')}</p>
        {step.targets.length === 0 ? (
          <p lang={i18n.locale} className={theme.placeholder}>
            {t`The items to find`}
          </p>
        ) : (
          <ul className="list-disc pl-6">
            {step.targets.map((target, i) => (
              <li key={i}>{target}</li>
            ))}
          </ul>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-2">
        {step.available.map((text, i) => (
          <li key={i} className={`flex items-center justify-center text-center ${theme.chip}`}>
            {text}
          </li>
        ))}
      </ul>
    </ListPreviewFrame>
  );
}
