import { FieldGroup } from './Field';

// The class of one option card: a whole row to tap, its border and fill marking the one chosen.
export const optionCardClass = (chosen: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
    chosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
  }`;

// One answer of several, as radio buttons on option cards in a named group, with its error under it;
// none chosen until the person chooses (decision 282). `row`: the options side by side (yes / no).
export function ChoiceField<V extends string>({
  label,
  name,
  options,
  value,
  onChange,
  error,
  row = false,
}: {
  label: string;
  name: string;
  options: { value: V; label: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  row?: boolean;
}) {
  return (
    <FieldGroup label={label} error={error}>
      {(describedBy) => (
        <div className={row ? 'flex gap-2' : 'flex flex-col gap-2'}>
          {options.map((option) => (
            <label key={option.value} className={`${optionCardClass(value === option.value)}${row ? ' flex-1' : ''}`}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="font-medium">{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
