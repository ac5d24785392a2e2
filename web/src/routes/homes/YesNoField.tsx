import { useLingui } from '@lingui/react/macro';
import { FieldGroup } from '../../components/Field';

export type YesNo = 'yes' | 'no' | '';

const optionClass = (chosen: boolean) =>
  `flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
    chosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
  }`;

// A question answered yes or no, as two radio buttons in a named group, with its error under it.
export function YesNoField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const options: { value: YesNo; label: string }[] = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ];
  return (
    <FieldGroup label={label} error={error}>
      {(describedBy) => (
        <div className="flex gap-2">
          {options.map((option) => (
            <label key={option.value} className={optionClass(value === option.value)}>
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

export const optionCardClass = optionClass;
