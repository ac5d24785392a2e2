import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { recordConsentRequestSchema, type GroupConsent, type Resident } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useRecordConsent } from '../../api/useResidents';
import { ConsentFields, today, type ConsentBasis } from '../../components/ConsentFields';
import { Field, inputClass } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { YesNoField, type YesNo } from './YesNoField';

type Values = {
  photos: YesNo;
  songs: YesNo;
  familyLine: YesNo;
  basis: ConsentBasis | '';
  by: string;
  consulted: string;
  date: string;
};
const FIELDS = ['photos', 'songs', 'familyLine', 'basis', 'by', 'consulted', 'date'] as const;

const yesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
const asBoolean = (value: YesNo) => (value === '' ? undefined : value === 'yes');

// The form's values as the contract's request: whom they consulted only for a best-interests decision.
const toRequest = (v: Values) => ({
  photos: asBoolean(v.photos),
  songs: asBoolean(v.songs),
  // Unanswered: their family is not told.
  familyLine: v.familyLine === 'yes',
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
    familyLine: yesNo(current?.familyLine),
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
        <YesNoField
          label={t`May their family hear what they joined in?`}
          name="consent-family-line"
          value={values.familyLine}
          onChange={set('familyLine')}
          error={errors.familyLine}
        />
      </div>
      <ConsentFields
        firstName={firstName}
        label={t`On whose say`}
        values={values}
        errors={errors}
        onChange={(name, value) => form.setValue(name, value as never)}
      />
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
