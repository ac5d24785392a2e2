import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ROOM_MAX, updateResidentRequestSchema, type Resident } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useUpdateResident } from '../../api/useResidents';
import { TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { TargetField } from './TargetField';

type Values = { room: string; activeDaysTarget: string };
const FIELDS = ['room', 'activeDaysTarget'] as const;
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// A resident's room and weekly target of active days (Home Managers).
export function ResidentDetailsForm({ homeId, resident }: { homeId: string; resident: Resident }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm({
    schema: updateResidentRequestSchema,
    defaultValues: { room: resident.room ?? '', activeDaysTarget: String(resident.activeDaysTarget) } as Values,
    toRequest: (v: Values) => ({ room: v.room, activeDaysTarget: Number(v.activeDaysTarget) }),
    fields: FIELDS,
    mutation: useUpdateResident(homeId, resident.id),
    onSuccess: () => toast({ title: t`Saved`, description: t`The room and weekly target are saved.` }),
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The changes could not be saved. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const values = form.watch();
  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Room`}
          maxLength={ROOM_MAX}
          value={values.room}
          onChange={(value) => form.setValue('room', value)}
          error={errors.room}
        />
        <TargetField
          value={values.activeDaysTarget}
          onChange={(value) => form.setValue('activeDaysTarget', value)}
          error={errors.activeDaysTarget}
        />
      </div>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Save`} busy={t`Saving...`} />
    </form>
  );
}
