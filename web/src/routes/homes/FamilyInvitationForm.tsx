import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { familyInvitationRequestSchema, type Resident } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useInviteFamily } from '../../api/useResidents';
import { TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { inAppLanguage } from '../../i18n/contract-messages';
import { LinkToCopy } from './LinkToCopy';

type Values = { email: string };
const FIELDS = ['email'] as const;
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// "Invite their family" (Home Managers): an e-mail; the link to the resident's own care team shows
// once to copy. The first of the family to accept becomes its Primary Caregiver.
export function FamilyInvitationForm({ homeId, resident }: { homeId: string; resident: Resident }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<{ link: string; email: string } | null>(null);
  const form = useApiForm({
    schema: familyInvitationRequestSchema,
    defaultValues: { email: '' } as Values,
    toRequest: (v: Values) => ({ email: v.email.trim() }),
    fields: FIELDS,
    mutation: useInviteFamily(homeId, resident.id),
    onSuccess: (invitation, request) => {
      setSent({ link: invitation.link, email: request.email });
      form.reset({ email: '' });
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
  const firstName = resident.firstName;
  return (
    <div className="flex flex-col gap-5">
      <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t`Family member's email address`}
          type="email"
          autoComplete="off"
          value={form.watch('email')}
          onChange={(value) => form.setValue('email', value)}
          error={errors.email}
        />
        <FormEnd alert={errors.root} pending={form.pending} submit={t`Invite their family`} busy={t`Sending...`} />
      </form>
      {sent && (
        <LinkToCopy
          link={sent.link}
          label={invitedLabel(sent.email)}
          note={t`We e-mailed it too. They sign in with that address and join ${firstName}'s family.`}
        />
      )}
    </div>
  );
}
