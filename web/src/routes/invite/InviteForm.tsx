import { Trans, useLingui } from '@lingui/react/macro';
import { inAppLanguage } from '../../i18n/contract-messages';
import { inviteRequestSchema, TEAM_ROLE_LABELS, type MyCareTeam, type TeamRole } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useSendInvitation } from '../../api/useSendInvitation';
import { Field, FormAlert, inputClass, SelectField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { RoleOption } from './RoleOption';
import { invitationSentText } from './texts';
import { FormEnd } from '../../components/FormActions';

type Values = { email: string; role: TeamRole };

// A refusal the person can act on (already on the team, an invalid address) sits by the field.
const byTheAddress = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

export function InviteForm({
  teams,
  teamId,
  onTeamChange,
}: {
  teams: MyCareTeam[];
  teamId: string;
  onTeamChange: (teamId: string) => void;
}) {
  const { t } = useLingui();
  const form = useApiForm({
    schema: inviteRequestSchema,
    defaultValues: { email: '', role: 'SIBLING' } as Values,
    toRequest: (values: Values) => ({ ...values, careTeamId: teamId }),
    fields: ['email', 'careTeamId'],
    mutation: useSendInvitation(),
    onSuccess: (invitation) => {
      // The role is named, so refreshing a pending invitation never changes it unnoticed.
      toast({ title: t`Invitation Sent`, description: invitationSentText(invitation) });
      form.reset();
    },
    fieldStatuses: [400, 409],
    refusals: { 400: byTheAddress, 409: byTheAddress },
    refusalAt: 'email',
    failure: t`Failed to send invitation. Please try again.`,
  });
  const role = form.watch('role');
  const setRole = (value: TeamRole) => form.setValue('role', value);
  const errors = form.errorsOf(['email', 'careTeamId'] as const);

  return (
    <section className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="invite-form-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="mail" className="h-6 w-6 text-brand-700" />
        <Trans>Send an Invitation</Trans>
      </h2>
      <form onSubmit={form.onSubmit} noValidate className="mt-6 flex flex-col gap-6">
        <Field label={t`Email Address`} error={errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              className={inputClass}
              autoComplete="email"
              placeholder={t`name@example.com`}
              {...form.register('email')}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 font-semibold">
            <Trans>Role</Trans>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <RoleOption
              value="SIBLING"
              title={inAppLanguage(TEAM_ROLE_LABELS.SIBLING)}
              badge={t`Recommended`}
              description={t`Can view activities and progress`}
              checked={role === 'SIBLING'}
              onChange={setRole}
            />
            <RoleOption
              value="OWNER"
              title={inAppLanguage(TEAM_ROLE_LABELS.OWNER)}
              description={t`Can create activities and manage the care team`}
              checked={role === 'OWNER'}
              onChange={setRole}
            />
          </div>
        </fieldset>
        {teams.length > 1 && (
          <SelectField
            label={t`Care Team`}
            error={errors.careTeamId}
            value={teamId}
            onChange={onTeamChange}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
        )}
        <FormAlert>{teams.length <= 1 && errors.careTeamId}</FormAlert>
        <div className="rounded-xl bg-warm-100 p-5">
          <h3 className="font-semibold">
            <Trans>What they'll receive</Trans>
          </h3>
          <ul className="mt-3 flex flex-col gap-2">
            {[
              t`An email invitation to join your care team`,
              t`Access to activity updates and progress`,
              t`Notifications when your loved one completes an activity`,
              ...(role === 'OWNER' ? [t`The ability to create and send activities`] : []),
            ].map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <FormEnd alert={errors.root} pending={form.pending} submit={t`Send Invitation`} busy={t`Sending...`} />
      </form>
    </section>
  );
}
