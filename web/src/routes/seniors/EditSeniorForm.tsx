import { FormEvent, useState } from 'react';
import { updateSeniorRequestSchema, type SeniorView } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useUpdateSenior } from '../../api/useUpdateSenior';
import { Button } from '../../components/Button';
import { toast } from '../../hooks/useToast';
import { collectErrors, issuesOf } from '../../lib/fieldErrors';
import { SeniorDetails, SeniorDetailsFields } from './SeniorDetailsFields';
import { quietHoursOf } from './SendWindowFields';

const FIELDS = ['firstName', 'lastName', 'phone', 'prefsJSON', 'timeZone', 'quietHours', 'language', 'root'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

// Co-Caregivers fix a name, a phone number (empty removes it), the language or the accessibility
// preferences.
export function EditSeniorForm({ senior, onDone }: { senior: SeniorView; onDone: () => void }) {
  const update = useUpdateSenior(senior.id);
  const [details, setDetails] = useState<SeniorDetails>({
    firstName: senior.firstName,
    lastName: senior.lastName,
    phone: senior.phone ?? '',
    accessibility: senior.prefsJSON.accessibility,
    window: { timeZone: senior.timeZone, sendFrom: senior.quietHours.to, sendUntil: senior.quietHours.from },
    language: senior.language,
  });
  const { firstName, lastName, phone, accessibility, window: sendWindow, language } = details;
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateSeniorRequestSchema.safeParse({
      firstName,
      lastName,
      phone: phone.trim(),
      prefsJSON: { accessibility },
      timeZone: sendWindow.timeZone,
      quietHours: quietHoursOf(sendWindow),
      language,
    });
    if (!parsed.success) {
      setErrors(collectErrors(issuesOf(parsed.error), FIELDS, 'root'));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: 'Saved', description: `${saved.firstName}'s profile has been updated.` });
        onDone();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          setErrors(collectErrors(error.fieldErrors, FIELDS, 'root'));
          return;
        }
        if (error instanceof ApiError && error.status === 403) {
          setErrors({ root: error.serverMessage ?? 'Only a Co-Caregiver can change this profile.' });
          return;
        }
        toast({ title: 'Error', description: 'Failed to save changes. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="flex flex-col gap-6">
      <SeniorDetailsFields value={details} onChange={setDetails} errors={errors} />
      {errors.root && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors.root}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
