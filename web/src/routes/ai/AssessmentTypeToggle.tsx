import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export type AssessmentMode = 'weekly' | 'custom';

const MODES: { value: AssessmentMode; label: MessageDescriptor }[] = [
  { value: 'weekly', label: msg`Weekly Trend` },
  { value: 'custom', label: msg`Custom Insight` },
];

// Assessment Type: two toggle buttons (aria-pressed), Weekly Trend by default.
export function AssessmentTypeToggle({
  value,
  onChange,
}: {
  value: AssessmentMode;
  onChange: (mode: AssessmentMode) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">
        <Trans>Assessment Type</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 rounded-xl bg-warm-100 p-1.5">
        {MODES.map((m) => {
          const pressed = value === m.value;
          return (
            <button
              key={m.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(m.value)}
              className={`min-h-12 rounded-lg px-3 font-semibold transition-colors ${
                pressed ? 'bg-brand-700 text-white shadow-sm' : 'bg-transparent text-brand-800 hover:bg-white'
              }`}
            >
              {t(m.label)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
