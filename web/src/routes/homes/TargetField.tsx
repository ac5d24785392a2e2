import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/Field';
import { targetWords } from './home-words';

// A resident's own target of active days a week (NICE QS50: meaningful activity every day; the home
// sets what is right for each resident), 1 to 7.
export function TargetField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={t`Weekly target of active days`}
      hint={t`The days a week they take part in something meaningful.`}
      value={value}
      onChange={onChange}
      options={[1, 2, 3, 4, 5, 6, 7].map((days) => ({ value: String(days), label: targetWords(days) }))}
      error={error}
    />
  );
}
