import { useLingui } from '@lingui/react/macro';
import { PreviewPhoto } from './PreviewPhoto';
import type { PreviewStep, PreviewTheme } from './previewSteps';
import { PreviewText } from './PreviewText';

type Step = Extract<PreviewStep, { kind: 'grandkid-match' }>;

// Family Photo Match: the photo, the question and a big button per name.
export function QuestionPreview({ step, theme }: { step: Step; theme: PreviewTheme }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <PreviewPhoto url={step.photoUrl} alt={t`The step's photo`} theme={theme} />
      <p className={`${theme.heading} text-center`}>
        <PreviewText text={step.question} placeholder={t`Your question`} theme={theme} />
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {step.options.map((option, i) => (
          <li key={i} className={`flex items-center justify-center text-center ${theme.chip}`}>
            <PreviewText text={option} placeholder={t`Answer option ${i + 1}`} theme={theme} />
          </li>
        ))}
      </ul>
    </div>
  );
}
