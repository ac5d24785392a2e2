import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { recordConsentRequestSchema, type CONSENT_BASES, type GroupConsent, type Resident } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useRecordConsent } from '../../api/useResidents';
import { Field, FieldGroup, inputClass, TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { optionCardClass, YesNoField, type YesNo } from './YesNoField';

type Basis = (typeof CONSENT_BASES)[number];
type Values = { photos: YesNo; songs: YesNo; basis: Basis | ''; by: string; consulted: string; date: string };
const FIELDS = ['photos', 'songs', 'basis', 'by', 'consulted', 'date'] as const;

// Today on the member's calendar, as YYYY-MM-DD.
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const yesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
const asBoolean = (value: YesNo) => (value === '' ? undefined : value === 'yes');

// The form's values as the contract's request: whom they consulted only for a best-interests decision.
const toRequest = (v: Values) => ({
  photos: asBoolean(v.photos),
  songs: asBoolean(v.songs),
  basis: v.basis || undefined,
  by: v.by,
  ...(v.basis === 'best-interests' ? { consulted: v.consulted } : {}),
  date: v.date,
});

const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// Record consent (Home Managers): may their photos be shown and their songs played in group sessions
// on a shared screen, and on whose say (Mental Capacity Act: the resident, a lasting power of
// attorney, or a best-interests decision with whom it consulted), who agreed, and when.
export function ConsentForm({
  homeId,
  resident,
  current,
}: {
  homeId: string;
  resident: Resident;
  current: GroupConsent | null;
}) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const defaults: Values = {
    photos: yesNo(current?.photos),
    songs: yesNo(current?.songs),
    basis: current?.basis ?? '',
    by: current?.by ?? '',
    consulted: current?.consulted ?? '',
    date: today(),
  };
  const form = useApiForm({
    schema: recordConsentRequestSchema,
    defaultValues: defaults,
    toRequest,
    fields: FIELDS,
    mutation: useRecordConsent(homeId, resident.id),
    onSuccess: () => {
      const name = resident.firstName;
      toast({ title: t`Consent recorded`, description: t`${name}'s consent is recorded as shown.` });
    },
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The consent could not be recorded. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const values = form.watch();
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      form.setValue(name, value as never);
  const firstName = resident.firstName;
  const BASES: { value: Basis; label: string }[] = [
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
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <YesNoField
          label={t`May their photos be shown?`}
          name="consent-photos"
          value={values.photos}
          onChange={set('photos')}
          error={errors.photos}
        />
        <YesNoField
          label={t`May their songs be played?`}
          name="consent-songs"
          value={values.songs}
          onChange={set('songs')}
          error={errors.songs}
        />
      </div>
      <FieldGroup label={t`On whose say`} error={errors.basis}>
        {(describedBy) => (
          <div className="flex flex-col gap-2">
            {BASES.map((basis) => (
              <label key={basis.value} className={optionCardClass(values.basis === basis.value)}>
                <input
                  type="radio"
                  name="consent-basis"
                  value={basis.value}
                  checked={values.basis === basis.value}
                  onChange={() => set('basis')(basis.value)}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(errors.basis)}
                  className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <span className="font-medium">{basis.label}</span>
              </label>
            ))}
          </div>
        )}
      </FieldGroup>
      <TextField label={t`Name of who agreed`} hint={byHint} value={values.by} onChange={set('by')} error={errors.by} />
      {values.basis === 'best-interests' && (
        <TextField
          label={t`Whom they consulted`}
          hint={t`The people whose views were asked, for example the GP and close family.`}
          value={values.consulted}
          onChange={set('consulted')}
          error={errors.consulted}
        />
      )}
      <Field label={t`The date they agreed`} error={errors.date}>
        {(p) => (
          <input
            {...p}
            type="date"
            max={today()}
            className={`${inputClass} sm:max-w-xs`}
            value={values.date}
            onChange={(e) => set('date')(e.target.value)}
          />
        )}
      </Field>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Record consent`} busy={t`Recording...`} />
    </form>
  );
}
