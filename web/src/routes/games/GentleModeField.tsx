import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export const GENTLE_DESCRIPTION = msg`If they hesitate or choose another answer, hints appear one at a time until they find the right one.`;

// Gentle mode (errorless play) on the Customize form: on by default for a new activity.
export function GentleModeField({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      />
      <span className="flex flex-col">
        <span id={`${id}-label`} className="font-semibold">
          <Trans>Gentle mode</Trans>
        </span>
        <span id={`${id}-description`} className="text-[0.95rem] text-muted">
          {t(GENTLE_DESCRIPTION)}
        </span>
      </span>
    </label>
  );
}
