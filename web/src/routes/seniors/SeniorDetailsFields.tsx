import { languageLabel, SENIOR_LANGUAGES, type Accessibility, type SeniorLanguage } from '@carewith/contracts';
import { Field, inputClass } from '../../components/Field';
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
  const set = <K extends keyof SeniorDetails>(key: K, v: SeniorDetails[K]) => onChange({ ...value, [key]: v });
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              autoComplete="off"
              value={value.firstName}
              onChange={(e) => set('firstName', e.target.value)}
            />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              autoComplete="off"
              value={value.lastName}
              onChange={(e) => set('lastName', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Phone Number (optional)" hint={PHONE_HINT} error={errors.phone}>
        {(p) => (
          <input
            {...p}
            type="tel"
            inputMode="tel"
            className={inputClass}
            autoComplete="off"
            placeholder="+1 555 123 4567"
            value={value.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </Field>
      <Field label={LANGUAGE_LABEL} hint={LANGUAGE_HINT} error={errors.language}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={value.language}
            onChange={(e) => set('language', e.target.value as SeniorLanguage)}
          >
            {SENIOR_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SendWindowFields value={value.window} onChange={(w) => set('window', w)} errors={errors} />
      <AccessibilityFields
        value={value.accessibility}
        onChange={(a) => set('accessibility', a)}
        error={errors.prefsJSON}
      />
    </>
  );
}
