import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Accessibility } from '@carewith/contracts';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { GameIcon } from './GameIcon';
import { PlacePreview } from './PlacePreview';
import { previewTheme, previewWords, type PreviewStep } from './previewSteps';
import { hearPreview, stopPreviewVoice } from './previewVoice';
import { QuestionPreview } from './QuestionPreview';
import { RecipePreview } from './RecipePreview';
import { ShoppingPreview } from './ShoppingPreview';

// "What Rosa will see: sample step 1 of 5."
function whatTheyWillSee(forName: string | undefined, samples: boolean, n: number, total: number) {
  if (forName)
    return samples
      ? t`What ${forName} will see: sample step ${n} of ${total}.`
      : t`What ${forName} will see: step ${n} of ${total}.`;
  return samples
    ? t`What your loved one will see: sample step ${n} of ${total}.`
    : t`What your loved one will see: step ${n} of ${total}.`;
}

// A live picture of one step as the loved one will see it, in large text and high contrast when
// chosen, and in their language (the play page's words come from their catalog; the
// placeholders speak to the caregiver, in the member's language). Only Hear Again works: it plays the family's
// recorded voice, or reads the words in the loved one's language, as the play page does.
export function ActivityPreview({
  title,
  forName,
  accessibility,
  steps,
  selected,
  onSelect,
  usingSamples,
  texts,
}: {
  title: string;
  forName?: string;
  accessibility: Accessibility;
  steps: PreviewStep[];
  selected: number;
  onSelect: (index: number) => void;
  usingSamples: boolean;
  texts: LovedOneTexts | undefined;
}) {
  const theme = previewTheme(accessibility);
  const index = Math.min(Math.max(selected, 0), Math.max(steps.length - 1, 0));
  const step = steps[index];
  const total = steps.length;
  const { i18n } = useLingui();
  // Shown once the loved one's catalog has come (a moment after the template is chosen).
  const words = texts?.t;
  // Another step, or leaving the form, stops what Hear Again started.
  useEffect(() => stopPreviewVoice, [index]);

  return (
    // Authored words of any length wrap, as they do on the play page.
    <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3 wrap-anywhere">
      <div className="flex flex-col gap-1">
        <h2 id="preview-heading" className="text-2xl font-bold">
          <Trans>Preview</Trans>
        </h2>
        <p className="text-muted">{whatTheyWillSee(forName, usingSamples, index + 1, total)}</p>
      </div>
      {words && texts && (
        <div
          lang={texts.language}
          className={`flex flex-col gap-5 rounded-3xl border-4 p-4 shadow-sm sm:p-6 ${theme.frame}`}
        >
          <div className="flex flex-col gap-1 text-center">
            <p className={theme.heading}>{title.trim() || <span lang={i18n.locale}>{t`Untitled Activity`}</span>}</p>
            <p className={`${theme.body} ${theme.muted}`}>{words('play.subtitle')}</p>
          </div>
          {step?.kind === 'grandkid-match' && <QuestionPreview step={step} theme={theme} />}
          {step?.kind === 'places-flashcards' && <PlacePreview step={step} theme={theme} t={words} />}
          {step?.kind === 'recipe-sequencing' && <RecipePreview step={step} theme={theme} t={words} />}
          {step?.kind === 'shopping-bingo' && <ShoppingPreview step={step} theme={theme} t={words} />}
          <div className="flex flex-col gap-2">
            <p className={`${theme.body} text-center font-semibold`}>
              {words('play.question', { n: index + 1, total })}
            </p>
            <div
              className={`h-3 overflow-hidden rounded-full ${accessibility.highContrast ? 'bg-slate-700' : 'bg-brand-100'}`}
            >
              <div
                className={`h-full rounded-full ${accessibility.highContrast ? 'bg-yellow-300' : 'bg-brand-700'}`}
                style={{ width: `${total ? ((index + 1) / total) * 100 : 0}%` }}
              />
            </div>
            <div className="flex flex-wrap justify-center gap-2">
              {accessibility.audioInstructions && (
                <button
                  type="button"
                  className={`inline-flex items-center gap-2 ${theme.chip}`}
                  onClick={() => step && hearPreview(previewWords(step, texts), texts.language, step.voiceUrl)}
                >
                  <GameIcon name="speaker" className="h-6 w-6" /> {words('play.hearAgain')}
                </button>
              )}
              <span className={`inline-flex items-center ${theme.chip}`}>{words('play.needHelp')}</span>
            </div>
          </div>
        </div>
      )}
      {total > 1 && (
        <div className="flex justify-between gap-2">
          <Button
            variant="ghost"
            className="px-2 whitespace-nowrap"
            disabled={index === 0}
            onClick={() => onSelect(index - 1)}
          >
            <Icon name="arrow-left" className="h-5 w-5" />
            <Trans>Previous step</Trans>
          </Button>
          <Button variant="ghost" className="px-3" disabled={index >= total - 1} onClick={() => onSelect(index + 1)}>
            <Trans>Next step</Trans>
            <Icon name="arrow-left" className="h-5 w-5 rotate-180" />
          </Button>
        </div>
      )}
    </section>
  );
}
