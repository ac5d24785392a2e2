import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Accessibility } from '@carewith/contracts';

export const ACCESSIBILITY_OPTIONS: { key: keyof Accessibility; label: string; description: string }[] = [
  // Read when shown, so in the app's language at that moment.
  {
    key: 'largeText',
    get label() {
      return t`Large text size`;
    },
    get description() {
      return t`Bigger words and buttons in every activity`;
    },
  },
  {
    key: 'audioInstructions',
    get label() {
      return t`Audio instructions`;
    },
    get description() {
      return t`Questions and instructions read aloud`;
    },
  },
  {
    key: 'highContrast',
    get label() {
      return t`High contrast mode`;
    },
    get description() {
      return t`Stronger colours that are easier to see`;
    },
  },
];

// The loved one's accessibility preferences as three labelled checkboxes.
export function AccessibilityFields({
  value,
  onChange,
  error,
}: {
  value: Accessibility;
  onChange: (value: Accessibility) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold">
        <Trans>Accessibility Preferences</Trans>
      </legend>
      {ACCESSIBILITY_OPTIONS.map((option) => (
        <label
          key={option.key}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="checkbox"
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
            checked={value[option.key]}
            onChange={(e) => onChange({ ...value, [option.key]: e.target.checked })}
            aria-labelledby={`${id}-${option.key}-label`}
            aria-describedby={`${id}-${option.key}`}
          />
          <span className="flex flex-col">
            <span id={`${id}-${option.key}-label`} className="font-semibold">
              {option.label}
            </span>
            <span id={`${id}-${option.key}`} className="text-[0.95rem] text-muted">
              {option.description}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
