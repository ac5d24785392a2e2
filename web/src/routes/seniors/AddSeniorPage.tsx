import { FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  createSeniorRequestSchema,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_LANGUAGE,
  DEFAULT_QUIET_HOURS,
} from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useCareTeams } from '../../api/useCareTeams';
import { useCreateSenior } from '../../api/useCreateSenior';
import { BackLink } from '../../components/BackLink';
import { Button, buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { toast } from '../../hooks/useToast';
import { collectErrors, issuesOf } from '../../lib/fieldErrors';
import { SeniorDetails, SeniorDetailsFields } from './SeniorDetailsFields';
import { browserTimeZone, quietHoursOf } from './SendWindowFields';
import { SIBLING_CANNOT_ADD } from './texts';
import { LoadFailed } from '../../components/LoadState';

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'careTeamId',
  'prefsJSON',
  'timeZone',
  'quietHours',
  'language',
  'root',
] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

// Add Your Loved One (spec section 2): names, optional phone, accessibility preferences.
export function AddSeniorPage() {
  useDocumentTitle('Add Your Loved One');
  const navigate = useNavigate();
  const teams = useCareTeams();
  const create = useCreateSenior();
  const [details, setDetails] = useState<SeniorDetails>({
    firstName: '',
    lastName: '',
    phone: '',
    accessibility: { ...DEFAULT_ACCESSIBILITY },
    // A new loved one starts in the caregiver's own time zone (issue #15); the form can change it.
    window: { timeZone: browserTimeZone(), sendFrom: DEFAULT_QUIET_HOURS.to, sendUntil: DEFAULT_QUIET_HOURS.from },
    language: DEFAULT_LANGUAGE,
  });
  const { firstName, lastName, phone, accessibility, window: sendWindow, language } = details;
  const [chosenTeamId, setChosenTeamId] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  if (teams.isLoading) return <PageLoading />;

  const ownerTeams = (teams.data ?? []).filter((t) => t.role === 'OWNER');
  const teamId = ownerTeams.some((t) => t.id === chosenTeamId) ? chosenTeamId : (ownerTeams[0]?.id ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSeniorRequestSchema.safeParse({
      firstName,
      lastName,
      phone,
      // With one team the server picks it; with several the form names the chosen one.
      ...(ownerTeams.length > 1 ? { careTeamId: teamId } : {}),
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
    create.mutate(parsed.data, {
      onSuccess: (senior) => {
        toast({ title: 'Success', description: `Your loved one has been added to Care With ${senior.firstName}` });
        navigate(`/seniors/${senior.id}`);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          setErrors(collectErrors(error.fieldErrors, FIELDS, 'root'));
          return;
        }
        if (error instanceof ApiError && error.status === 403) {
          setErrors({ root: SIBLING_CANNOT_ADD });
          return;
        }
        toast({ title: 'Error', description: 'Failed to add loved one. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Add Your Loved One</h1>
        <p className="text-lg text-muted">
          Tell us who you care for. You can change these details later from their profile.
        </p>
      </div>
      {teams.isError ? (
        <LoadFailed>We couldn't load your care team. Please refresh the page to try again.</LoadFailed>
      ) : ownerTeams.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
          <p className="text-lg font-medium">{SIBLING_CANNOT_ADD}</p>
          <Link to="/" className={buttonClass('secondary')}>
            Back to Dashboard
          </Link>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="add-senior-form-heading"
          className="flex flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="add-senior-form-heading" className="text-2xl font-bold">
            Their details
          </h2>
          <SeniorDetailsFields value={details} onChange={setDetails} errors={errors} />
          {ownerTeams.length > 1 && (
            <Field label="Care Team" error={errors.careTeamId}>
              {(p) => (
                <select {...p} className={inputClass} value={teamId} onChange={(e) => setChosenTeamId(e.target.value)}>
                  {ownerTeams.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {(errors.root || (ownerTeams.length <= 1 && errors.careTeamId)) && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {errors.root ?? errors.careTeamId}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/" className={buttonClass('ghost')}>
              Cancel
            </Link>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Loved One'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
