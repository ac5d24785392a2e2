import { inviteRequestSchema, type MyCareTeam, type TeamRole } from '@carewith/contracts';
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
const byTheAddress = (error: ApiError) => error.serverMessage;

export function InviteForm({
  teams,
  teamId,
  onTeamChange,
}: {
  teams: MyCareTeam[];
  teamId: string;
  onTeamChange: (teamId: string) => void;
}) {
  const form = useApiForm({
    schema: inviteRequestSchema,
    defaultValues: { email: '', role: 'SIBLING' } as Values,
    toRequest: (values: Values) => ({ ...values, careTeamId: teamId }),
    fields: ['email', 'careTeamId'],
    mutation: useSendInvitation(),
    onSuccess: (invitation) => {
      // The role is named, so refreshing a pending invitation never changes it unnoticed.
      toast({ title: 'Invitation Sent', description: invitationSentText(invitation) });
      form.reset();
    },
    fieldStatuses: [400, 409],
    refusals: { 400: byTheAddress, 409: byTheAddress },
    refusalAt: 'email',
    failure: 'Failed to send invitation. Please try again.',
  });
  const role = form.watch('role');
  const setRole = (value: TeamRole) => form.setValue('role', value);
  const errors = form.errorsOf(['email', 'careTeamId'] as const);

  return (
    <section className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="invite-form-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="mail" className="h-6 w-6 text-brand-700" />
        Send an Invitation
      </h2>
      <form onSubmit={form.onSubmit} noValidate className="mt-6 flex flex-col gap-6">
        <Field label="Email Address" error={errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              className={inputClass}
              autoComplete="email"
              placeholder="name@example.com"
              {...form.register('email')}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 font-semibold">Role</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <RoleOption
              value="SIBLING"
              title="Family Helper"
              badge="Recommended"
              description="Can view activities and progress"
              checked={role === 'SIBLING'}
              onChange={setRole}
            />
            <RoleOption
              value="OWNER"
              title="Co-Caregiver"
              description="Can create activities and manage the care team"
              checked={role === 'OWNER'}
              onChange={setRole}
            />
          </div>
        </fieldset>
        {teams.length > 1 && (
          <SelectField
            label="Care Team"
            error={errors.careTeamId}
            value={teamId}
            onChange={onTeamChange}
            options={teams.map((t) => ({ value: t.id, label: t.name }))}
          />
        )}
        <FormAlert>{teams.length <= 1 && errors.careTeamId}</FormAlert>
        <div className="rounded-xl bg-warm-100 p-5">
          <h3 className="font-semibold">What they'll receive</h3>
          <ul className="mt-3 flex flex-col gap-2">
            {[
              'An email invitation to join your care team',
              'Access to activity updates and progress',
              'Notifications when your loved one completes an activity',
              ...(role === 'OWNER' ? ['The ability to create and send activities'] : []),
            ].map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <FormEnd alert={errors.root} pending={form.pending} submit="Send Invitation" busy="Sending..." />
      </form>
    </section>
  );
}
