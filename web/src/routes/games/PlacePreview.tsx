import { useLingui } from '@lingui/react/macro';
import { PreviewPhoto } from './PreviewPhoto';
import type { PreviewStep, PreviewTheme } from './previewSteps';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { PreviewText } from './PreviewText';

type Step = Extract<PreviewStep, { kind: 'places-flashcards' }>;

// Familiar Places: the place, its story and the two answers of the play page.
export function PlacePreview({ step, theme, t: words }: { step: Step; theme: PreviewTheme; t: LovedOneTexts['t'] }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4 text-center">
      <PreviewPhoto url={step.photoUrl} alt={t`The place's photo`} theme={theme} />
      <p className={theme.heading}>
        <PreviewText text={step.name} placeholder={t`Place name`} theme={theme} />
      </p>
      <p className={theme.body}>
        <PreviewText text={step.description} placeholder={t`Description`} theme={theme} />
      </p>
      <p className={`${theme.body} font-semibold`}>{words('play.placePrompt')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li className={`flex items-center justify-center ${theme.chip}`}>{words('play.remember')}</li>
        <li className={`flex items-center justify-center ${theme.chip}`}>{words('play.notSure')}</li>
      </ul>
    </div>
  );
}
