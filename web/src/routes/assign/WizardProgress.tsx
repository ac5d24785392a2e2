import { useLingui } from '@lingui/react/macro';
import { SEND_WIZARD_STEPS } from '@carewith/contracts';
import { Icon } from '../../components/Icon';
import { WIZARD_STEPS, type WizardStep } from './texts';

// The wizard's four steps as an ordered list; the current one carries aria-current="step".
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Progress`}>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.slice(0, SEND_WIZARD_STEPS).map((message, index) => {
          const label = t(message);
          const number = index + 1;
          const current = number === step;
          const done = number < step || (step === SEND_WIZARD_STEPS && current);
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-10 w-10 items-center justify-center rounded-full border-2 font-bold ${
                  done
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : current
                      ? 'border-brand-700 bg-white text-brand-800'
                      : 'border-slate-300 bg-white text-muted'
                }`}
              >
                {done ? <Icon name="check" className="h-5 w-5" /> : number}
              </span>
              <span
                className={`text-sm leading-tight sm:text-base ${current ? 'font-bold text-ink' : 'font-medium text-muted'}`}
              >
                {label}
                {number < step && <span className="sr-only"> {t`(done)`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
