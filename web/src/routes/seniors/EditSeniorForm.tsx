import { Trans, useLingui } from '@lingui/react/macro';
import { updateSeniorRequestSchema, type SeniorView } from '@carewith/contracts';
import { useUpdateSenior } from '../../api/useUpdateSenior';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { SeniorDetails, SeniorDetailsFields, SENIOR_DETAIL_FIELDS, seniorDetailsRequest } from './SeniorDetailsFields';
import { FormActions } from '../../components/FormActions';

type Values = { details: SeniorDetails };

// Co-Caregivers fix a name, a phone number (empty removes it), the language or the accessibility
// preferences.
export function EditSeniorForm({ senior, onDone }: { senior: SeniorView; onDone: () => void }) {
  const { t } = useLingui();
  const form = useApiForm({
    schema: updateSeniorRequestSchema,
    defaultValues: {
      details: {
        firstName: senior.firstName,
        lastName: senior.lastName,
        phone: senior.phone ?? '',
        accessibility: senior.prefsJSON.accessibility,
        window: { timeZone: senior.timeZone, sendFrom: senior.quietHours.to, sendUntil: senior.quietHours.from },
        language: senior.language,
      },
    } as Values,
    toRequest: ({ details }: Values) => seniorDetailsRequest({ ...details, phone: details.phone.trim() }),
    fields: SENIOR_DETAIL_FIELDS,
    mutation: useUpdateSenior(senior.id),
    onSuccess: (saved) => {
      const firstName = saved.firstName;
      toast({ title: t`Saved`, description: t`${firstName}'s profile has been updated.` });
      onDone();
    },
    refusals: { 403: (error) => error.serverMessage ?? t`Only a Co-Caregiver can change this profile.` },
    failure: t`Failed to save changes. Please try again.`,
  });
  const details = form.watch('details');
  const errors = form.errorsOf(SENIOR_DETAIL_FIELDS);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t`Edit profile`} className="flex flex-col gap-6">
      <SeniorDetailsFields value={details} onChange={(next) => form.setValue('details', next)} errors={errors} />
      <FormAlert>{errors.root}</FormAlert>
      <FormActions
        cancel={
          <Button variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        }
        pending={form.pending}
        submit={t`Save Changes`}
        busy={t`Saving...`}
      />
    </form>
  );
}
