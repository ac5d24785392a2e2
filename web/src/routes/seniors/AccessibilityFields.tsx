import { useId } from 'react';
import type { Accessibility } from '@carewith/contracts';

export const ACCESSIBILITY_OPTIONS: { key: keyof Accessibility; label: string; description: string }[] = [
  { key: 'largeText', label: 'Large text size', description: 'Bigger words and buttons in every activity' },
  { key: 'audioInstructions', label: 'Audio instructions', description: 'Questions and instructions read aloud' },
  { key: 'highContrast', label: 'High contrast mode', description: 'Stronger colours that are easier to see' },
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
      <legend className="mb-1.5 font-semibold">Accessibility Preferences</legend>
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
