import { useId } from 'react';
import { Icon } from '../../components/Icon';

// One mood as a large card: a real radio input (transparent, covering the card) named by its plain
// label; the number is shown too, and a check mark when chosen.
export function MoodOption({
  mood,
  label,
  checked,
  invalid,
  describedBy,
  onChange,
}: {
  mood: number;
  label: string;
  checked: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (mood: number) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`relative flex min-h-14 cursor-pointer items-center gap-4 rounded-2xl border-2 px-4 py-2 sm:min-h-24 sm:flex-col sm:justify-center sm:gap-1 sm:p-3 sm:text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
        checked
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-ink hover:border-brand-600'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="mood"
        value={mood}
        checked={checked}
        onChange={() => onChange(mood)}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      {checked && (
        <span className="absolute right-4 top-1/2 -translate-y-1/2 sm:right-2 sm:top-2 sm:translate-y-0">
          <Icon name="check" className="h-5 w-5" />
        </span>
      )}
      <span aria-hidden="true" className="w-6 text-center text-2xl font-bold sm:w-auto sm:text-3xl">
        {mood}
      </span>
      <span id={`${id}-label`} className="text-lg font-semibold sm:text-base">
        {label}
      </span>
    </label>
  );
}
