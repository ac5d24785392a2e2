import { useLingui } from '@lingui/react/macro';
import type { CONSENT_BASES } from '@carewith/contracts';
import { ChoiceField } from './ChoiceField';
import { TextField } from './Field';

export type ConsentBasis = (typeof CONSENT_BASES)[number];
export type ConsentValues = { basis: ConsentBasis | ''; by: string; consulted: string };

// Today on the member's calendar, as YYYY-MM-DD: a consent's date defaults to it and is never after it.
export const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

// On whose say something is shared (Mental Capacity Act): the person themselves, their attorney, or a
// best-interests decision (then whom it consulted), and the name of who agreed. One set of fields for
// every consent the product records: an "About me" share, a care-home resident's photos and songs.
export function ConsentFields({
  firstName,
  label,
  values,
  errors,
  onChange,
}: {
  firstName: string;
  label: string;
  values: ConsentValues;
  errors: { basis?: string; by?: string; consulted?: string };
  onChange: <K extends keyof ConsentValues>(name: K, value: ConsentValues[K]) => void;
}) {
  const { t } = useLingui();
  const bases: { value: ConsentBasis; label: string }[] = [
    { value: 'person', label: t`${firstName} themselves` },
    { value: 'attorney', label: t`Their attorney (lasting power of attorney)` },
    { value: 'best-interests', label: t`A best-interests decision` },
  ];
  const byHint =
    values.basis === 'attorney'
      ? t`The attorney's name.`
      : values.basis === 'best-interests'
        ? t`Who made the decision, for example a family member or a doctor.`
        : t`As they would sign it.`;
  return (
    <>
      <ChoiceField
        label={label}
        name="consent-basis"
        options={bases}
        value={values.basis}
        onChange={(basis) => onChange('basis', basis)}
        error={errors.basis}
      />
      <TextField
        label={t`Name of who agreed`}
        hint={byHint}
        value={values.by}
        onChange={(by) => onChange('by', by)}
        error={errors.by}
      />
      {values.basis === 'best-interests' && (
        <TextField
          label={t`Whom they consulted`}
          hint={t`The people whose views were asked, for example the GP and close family.`}
          value={values.consulted}
          onChange={(consulted) => onChange('consulted', consulted)}
          error={errors.consulted}
        />
      )}
    </>
  );
}
