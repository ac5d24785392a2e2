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
      toast({ title: 'Saved', description: `${saved.firstName}'s profile has been updated.` });
      onDone();
    },
    refusals: { 403: (error) => error.serverMessage ?? 'Only a Co-Caregiver can change this profile.' },
    failure: 'Failed to save changes. Please try again.',
  });
  const details = form.watch('details');
  const errors = form.errorsOf(SENIOR_DETAIL_FIELDS);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Edit profile" className="flex flex-col gap-6">
      <SeniorDetailsFields value={details} onChange={(next) => form.setValue('details', next)} errors={errors} />
      <FormAlert>{errors.root}</FormAlert>
      <FormActions
        cancel={
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        }
        pending={form.pending}
        submit="Save Changes"
        busy="Saving..."
      />
    </form>
  );
}
