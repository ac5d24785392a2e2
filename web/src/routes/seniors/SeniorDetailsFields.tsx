import { useLingui } from '@lingui/react/macro';
import { SENIOR_LANGUAGES, type Accessibility, type SeniorLanguage } from '@carewith/contracts';
import { SelectField, TextField } from '../../components/Field';
import { bindFields } from '../../lib/bindFields';
import { languageName } from '../../lib/format';
import { AccessibilityFields } from './AccessibilityFields';
import { quietHoursOf, SendWindow, SendWindowFields } from './SendWindowFields';
import { LANGUAGE_HINT, LANGUAGE_LABEL, PHONE_HINT } from './texts';

export type SeniorDetails = {
  firstName: string;
  lastName: string;
  phone: string;
  accessibility: Accessibility;
  window: SendWindow;
  language: SeniorLanguage;
};
// The request's fields these inputs fill, where their errors show.
export const SENIOR_DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'prefsJSON',
  'timeZone',
  'quietHours',
  'language',
] as const;
type DetailErrors = Partial<Record<(typeof SENIOR_DETAIL_FIELDS)[number], string>>;

// The details as the add and update requests carry them.
export const seniorDetailsRequest = ({
  firstName,
  lastName,
  phone,
  accessibility,
  window,
  language,
}: SeniorDetails) => ({
  firstName,
  lastName,
  phone,
  prefsJSON: { accessibility },
  timeZone: window.timeZone,
  quietHours: quietHoursOf(window),
  language,
});

// Name, phone, language, texting window and accessibility preferences: the same fields when adding and
// editing a loved one.
export function SeniorDetailsFields({
  value,
  onChange,
  errors,
}: {
  value: SeniorDetails;
  onChange: (next: SeniorDetails) => void;
  errors: DetailErrors;
}) {
  const { t } = useLingui();
  const set = <K extends keyof SeniorDetails>(key: K, v: SeniorDetails[K]) => onChange({ ...value, [key]: v });
  const field = bindFields(value, set, errors);
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t`First Name`} autoComplete="off" {...field.text('firstName')} />
        <TextField label={t`Last Name`} autoComplete="off" {...field.text('lastName')} />
      </div>
      <TextField
        label={t`Phone Number (optional)`}
        hint={t(PHONE_HINT)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+1 555 123 4567"
        {...field.text('phone')}
      />
      <SelectField
        label={t(LANGUAGE_LABEL)}
        hint={t(LANGUAGE_HINT)}
        error={errors.language}
        value={value.language}
        onChange={(v) => set('language', v as SeniorLanguage)}
        options={SENIOR_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
      />
      <SendWindowFields value={value.window} onChange={(w) => set('window', w)} errors={errors} />
      <AccessibilityFields
        value={value.accessibility}
        onChange={(a) => set('accessibility', a)}
        error={errors.prefsJSON}
      />
    </>
  );
}
