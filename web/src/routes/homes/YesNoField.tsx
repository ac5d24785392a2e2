import { useLingui } from '@lingui/react/macro';
import { ChoiceField } from '../../components/ChoiceField';

export type YesNo = 'yes' | 'no' | '';

// A question answered yes or no, as two radio buttons side by side in a named group, with its error
// under it.
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
  return (
    <ChoiceField<'yes' | 'no'>
      label={label}
      name={name}
      options={[
        { value: 'yes', label: t`Yes` },
        { value: 'no', label: t`No` },
      ]}
      value={value}
      onChange={onChange}
      error={error}
      row
    />
  );
}
