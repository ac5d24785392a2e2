import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldGroup } from '../../../components/Field';

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

// "How well does Rosa manage this now?" 1-10 (GREAT's rating): ten radio buttons, each a large target
// (the whole tile is its label, at least 44 px wide on a 320 px phone), five to a row. Each is named
// by its number; the group by the question, with what 1 and 10 mean as its hint.
export function RatingField({
  firstName,
  value,
  onChange,
  error,
}: {
  firstName: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <FieldGroup
      label={t`How well does ${firstName} manage this now?`}
      hint={t`1 means not at all, 10 means very well.`}
      error={error}
    >
      {(describedBy) => (
        <div className="grid max-w-md grid-cols-5 gap-1.5 sm:gap-2">
          {NUMBERS.map((n) => (
            <label
              key={n}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-1 rounded-xl sm:gap-1.5 border-2 border-slate-300 bg-white text-lg font-semibold hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none sm:h-5 sm:w-5"
              />
              {n}
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
