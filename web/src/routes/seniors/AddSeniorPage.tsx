import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import {
  createSeniorRequestSchema,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_LANGUAGE,
  DEFAULT_QUIET_HOURS,
} from '@carewith/contracts';
import { useCareTeams } from '../../api/useCareTeams';
import { useCreateSenior } from '../../api/useCreateSenior';
import { BackLink } from '../../components/BackLink';
import { buttonClass } from '../../components/Button';
import { FormAlert, SelectField } from '../../components/Field';
import { PageLoading } from '../../components/PageLoading';
import { useApiForm } from '../../hooks/useApiForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { toast } from '../../hooks/useToast';
import { SeniorDetails, SeniorDetailsFields, SENIOR_DETAIL_FIELDS, seniorDetailsRequest } from './SeniorDetailsFields';
import { browserTimeZone } from './SendWindowFields';
import { SIBLING_CANNOT_ADD } from './texts';
import { ForCoCaregivers, PageHeader } from '../../components/PageHeader';
import { FormActions } from '../../components/FormActions';

type Values = { details: SeniorDetails; careTeamId: string };

// Add Your Loved One (spec section 2): names, optional phone, accessibility preferences.
export function AddSeniorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add Your Loved One`);
  const navigate = useNavigate();
  const teams = useCareTeams();
  const ownerTeams = (teams.data ?? []).filter((team) => team.role === 'OWNER');
  const teamOf = (chosen: string) =>
    ownerTeams.some((team) => team.id === chosen) ? chosen : (ownerTeams[0]?.id ?? '');
  const form = useApiForm({
    schema: createSeniorRequestSchema,
    defaultValues: {
      details: {
        firstName: '',
        lastName: '',
        phone: '',
        accessibility: { ...DEFAULT_ACCESSIBILITY },
        // A new loved one starts in the caregiver's own time zone; the form can change it.
        window: { timeZone: browserTimeZone(), sendFrom: DEFAULT_QUIET_HOURS.to, sendUntil: DEFAULT_QUIET_HOURS.from },
        language: DEFAULT_LANGUAGE,
      },
      careTeamId: '',
    } as Values,
    toRequest: ({ details, careTeamId }: Values) => ({
      ...seniorDetailsRequest(details),
      // With one team the server picks it; with several the form names the chosen one.
      ...(ownerTeams.length > 1 ? { careTeamId: teamOf(careTeamId) } : {}),
    }),
    fields: [...SENIOR_DETAIL_FIELDS, 'careTeamId'],
    mutation: useCreateSenior(),
    onSuccess: (senior) => {
      toast({ title: t`Success`, description: t`Your loved one has been added to Care With ${senior.firstName}` });
      navigate(`/seniors/${senior.id}`);
    },
    refusals: { 403: t(SIBLING_CANNOT_ADD) },
    failure: t`Failed to add loved one. Please try again.`,
  });
  const details = form.watch('details');
  const teamId = teamOf(form.watch('careTeamId'));
  const errors = form.errorsOf([...SENIOR_DETAIL_FIELDS, 'careTeamId']);

  if (teams.isLoading) return <PageLoading />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <BackLink />
      <PageHeader
        title={t`Add Your Loved One`}
        intro={t`Tell us who you care for. You can change these details later from their profile.`}
      />
      <ForCoCaregivers teamsFailed={teams.isError} managesATeam={ownerTeams.length > 0} refusal={t(SIBLING_CANNOT_ADD)}>
        <form
          onSubmit={form.onSubmit}
          noValidate
          aria-labelledby="add-senior-form-heading"
          className="flex flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="add-senior-form-heading" className="text-2xl font-bold">
            <Trans>Their details</Trans>
          </h2>
          <SeniorDetailsFields value={details} onChange={(next) => form.setValue('details', next)} errors={errors} />
          {ownerTeams.length > 1 && (
            <SelectField
              label={t`Care Team`}
              error={errors.careTeamId}
              value={teamId}
              onChange={(id) => form.setValue('careTeamId', id)}
              options={ownerTeams.map((team) => ({ value: team.id, label: team.name }))}
            />
          )}
          <FormAlert>{errors.root ?? (ownerTeams.length <= 1 && errors.careTeamId)}</FormAlert>
          <FormActions
            cancel={
              <Link to="/" className={buttonClass('ghost')}>
                <Trans>Cancel</Trans>
              </Link>
            }
            pending={form.pending}
            submit={t`Add Loved One`}
            busy={t`Adding...`}
          />
        </form>
      </ForCoCaregivers>
    </div>
  );
}
