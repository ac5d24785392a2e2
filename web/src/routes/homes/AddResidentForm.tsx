import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ACTIVE_DAYS_TARGET_DEFAULT, addResidentRequestSchema, ROOM_MAX, type Resident } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useAddResident } from '../../api/useResidents';
import { TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { TargetField } from './TargetField';
import { residentName } from './home-words';

type Values = { firstName: string; lastName: string; room: string; activeDaysTarget: string };
const FIELDS = ['firstName', 'lastName', 'room', 'activeDaysTarget'] as const;
const DEFAULTS: Values = {
  firstName: '',
  lastName: '',
  room: '',
  activeDaysTarget: String(ACTIVE_DAYS_TARGET_DEFAULT),
};
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// No room typed: none sent; the target as a number.
const toRequest = (v: Values) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  ...(v.room.trim() ? { room: v.room } : {}),
  activeDaysTarget: Number(v.activeDaysTarget),
});

// "Add a resident" (Home Managers): their name, room and weekly target of active days; the server
// makes them a loved one with a care team of their own, for their family to join.
export function AddResidentForm({ homeId }: { homeId: string }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm({
    schema: addResidentRequestSchema,
    defaultValues: DEFAULTS,
    toRequest,
    fields: FIELDS,
    mutation: useAddResident(homeId),
    onSuccess: (resident: Resident) => {
      const name = residentName(resident);
      toast({ title: t`Resident added`, description: t`${name} is now on the Residents list.` });
      form.reset(DEFAULTS);
    },
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The resident could not be added. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const values = form.watch();
  const set = (name: keyof Values) => (value: string) => form.setValue(name, value);

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t`First name`}
          autoComplete="off"
          maxLength={60}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t`Last name`}
          autoComplete="off"
          maxLength={60}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          label={t`Room (optional)`}
          maxLength={ROOM_MAX}
          value={values.room}
          onChange={set('room')}
          error={errors.room}
        />
        <TargetField
          value={values.activeDaysTarget}
          onChange={set('activeDaysTarget')}
          error={errors.activeDaysTarget}
        />
      </div>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Add the resident`} busy={t`Adding...`} />
    </form>
  );
}
