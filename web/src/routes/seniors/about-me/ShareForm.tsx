import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  createShareRequestSchema,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SHARE_DAYS_DEFAULT,
  SHARE_DAYS_MAX,
  type Language,
  type NewShare,
} from '@carewith/contracts';
import { ApiError } from '../../../api/http';
import { useCreateAboutMeShare } from '../../../api/useAboutMe';
import { ConsentFields, today, type ConsentBasis } from '../../../components/ConsentFields';
import { Field, inputClass, SelectField, TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { inAppLanguage } from '../../../i18n/contract-messages';
import { screensLanguage } from '../../../i18n/screens-language';
import { languageName } from '../../../lib/format';

type Values = {
  recipient: string;
  basis: ConsentBasis | '';
  by: string;
  consulted: string;
  date: string;
  days: string;
  pin: string;
  language: Language;
};

const FIELDS = [
  'recipient',
  'consent.basis',
  'consent.by',
  'consent.consulted',
  'consent.date',
  'days',
  'pin',
  'language',
] as const;

// The form's values as the contract's request: the days as a number (none: not a number, which the
// contract refuses in words), no PIN when none is typed, whom they consulted only for best interests.
const toRequest = (v: Values) => ({
  recipient: v.recipient,
  consent: {
    basis: v.basis || undefined,
    by: v.by,
    ...(v.basis === 'best-interests' ? { consulted: v.consulted } : {}),
    date: v.date,
  },
  days: v.days.trim() === '' ? Number.NaN : Number(v.days),
  pin: v.pin.trim() === '' ? undefined : v.pin.trim(),
  language: v.language,
});

const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// "Share with a care home or hospital" (Co-Caregivers): for whom, on whose say (the Mental Capacity
// Act's three grounds), for how long, an optional PIN and the page's language. Checked with the
// contract the API checks it with, its messages on the fields.
export function ShareForm({
  seniorId,
  firstName,
  onShared,
}: {
  seniorId: string;
  firstName: string;
  onShared: (share: NewShare) => void;
}) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [defaults] = useState<Values>(() => ({
    recipient: '',
    basis: '',
    by: '',
    consulted: '',
    date: today(),
    days: String(SHARE_DAYS_DEFAULT),
    pin: '',
    language: screensLanguage() ?? DEFAULT_LANGUAGE,
  }));
  const form = useApiForm({
    schema: createShareRequestSchema,
    defaultValues: defaults,
    toRequest,
    fields: FIELDS,
    mutation: useCreateAboutMeShare(seniorId),
    onSuccess: (created: NewShare) => {
      form.reset({ ...defaults, date: today() });
      onShared(created);
    },
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The page could not be shared. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const values = form.watch();
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      form.setValue(name, value as never);
  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t`Who it is for`}
        hint={t`For example: Oak House care home, or Ward 7, St Mary's Hospital.`}
        value={values.recipient}
        onChange={set('recipient')}
        error={errors.recipient}
      />
      <ConsentFields
        firstName={firstName}
        label={t`Who agreed to share it`}
        values={values}
        errors={{
          basis: errors['consent.basis'],
          by: errors['consent.by'],
          consulted: errors['consent.consulted'],
        }}
        onChange={(name, value) => form.setValue(name, value as never)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`The date they agreed`} error={errors['consent.date']}>
          {(p) => (
            <input
              {...p}
              type="date"
              max={today()}
              className={inputClass}
              value={values.date}
              onChange={(e) => set('date')(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`For how many days`}
          hint={t`From 1 to ${SHARE_DAYS_MAX}. The link stops working after that.`}
          error={errors.days}
        >
          {(p) => (
            <input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={SHARE_DAYS_MAX}
              className={inputClass}
              value={values.days}
              onChange={(e) => set('days')(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`PIN (optional)`}
          hint={t`4 to 8 digits. Give it to them apart from the link, for example by phone.`}
          error={errors.pin}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              value={values.pin}
              onChange={(e) => set('pin')(e.target.value)}
            />
          )}
        </Field>
        <SelectField
          label={t`Language of the page`}
          value={values.language}
          onChange={(value) => set('language')(value as Language)}
          options={LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
          error={errors.language}
        />
      </div>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Share the page`} busy={t`Sharing...`} />
    </form>
  );
}
