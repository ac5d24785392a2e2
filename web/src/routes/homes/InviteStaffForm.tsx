import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HOME_ROLES, inviteStaffRequestSchema, type HomeRole } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useInviteStaff } from '../../api/useHomes';
import { FieldGroup, TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { inAppLanguage } from '../../i18n/contract-messages';
import { LinkToCopy } from './LinkToCopy';
import { roleLabel } from './home-words';

type Values = { email: string; role: HomeRole | '' };
const FIELDS = ['email', 'role'] as const;
const DEFAULTS: Values = { email: '', role: 'COORDINATOR' };
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// Invite a member of staff (Home Managers): their e-mail and role; the link to send shows once.
export function InviteStaffForm({ homeId }: { homeId: string }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<{ link: string; email: string } | null>(null);
  const form = useApiForm({
    schema: inviteStaffRequestSchema,
    defaultValues: DEFAULTS,
    toRequest: (v: Values) => ({ email: v.email.trim(), role: v.role || undefined }),
    fields: FIELDS,
    mutation: useInviteStaff(homeId),
    onSuccess: (invitation, request) => {
      setSent({ link: invitation.link, email: request.email });
      form.reset(DEFAULTS);
    },
    fieldStatuses: [400, 409],
    refusals: { 403: inItsWords, 409: inItsWords },
    refusalAt: 'email',
    failure: t`The invitation could not be sent. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const invitedLabel = (email: string) => t`Invitation link for ${email}`;
  const values = form.watch();
  const ROLE_NOTES: Record<HomeRole, string> = {
    MANAGER: t`Adds residents, records consent, invites staff and families.`,
    COORDINATOR: t`Runs group sessions and keeps the records.`,
  };
  return (
    <div className="flex flex-col gap-5">
      <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t`Email address`}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(value) => form.setValue('email', value)}
          error={errors.email}
        />
        <FieldGroup label={t`Role`} error={errors.role}>
          {(describedBy) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {HOME_ROLES.map((role) => (
                <label
                  key={role}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                    values.role === role ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
                  }`}
                >
                  <input
                    type="radio"
                    name="staff-role"
                    value={role}
                    checked={values.role === role}
                    onChange={() => form.setValue('role', role)}
                    aria-describedby={describedBy}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold">{roleLabel(role)}</span>
                    <span className="text-sm text-muted">{ROLE_NOTES[role]}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </FieldGroup>
        <FormEnd alert={errors.root} pending={form.pending} submit={t`Send the invitation`} busy={t`Sending...`} />
      </form>
      {sent && (
        <LinkToCopy
          link={sent.link}
          label={invitedLabel(sent.email)}
          note={t`We e-mailed it too. They sign in with that address and accept.`}
        />
      )}
    </div>
  );
}
