import { Trans, useLingui } from '@lingui/react/macro';
import type { Invitation } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useInvitationAction } from '../../api/useInvitationAction';
import { useInvitations } from '../../api/useInvitations';
import { toast } from '../../hooks/useToast';
import { InvitationItem } from './InvitationItem';
import { inviteCard, ListNotes } from './ListNotes';

// The team's invitations (real data). Pending ones can be resent or cancelled.
export function PendingInvitations({ careTeamId }: { careTeamId: string }) {
  const { t } = useLingui();
  const invitations = useInvitations(careTeamId);
  const resend = useInvitationAction('resend');
  const cancel = useInvitationAction('cancel');

  const onResend = (invitation: Invitation) => {
    const { email } = invitation;
    resend.mutate(invitation, {
      onSuccess: () =>
        toast({ title: t`Invitation Resent`, description: t`A new invitation has been sent to ${email}.` }),
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({ title: t`Error`, description: t`Failed to resend invitation.`, variant: 'destructive' });
      },
    });
  };

  const onCancel = (invitation: Invitation) => {
    const { email } = invitation;
    cancel.mutate(invitation, {
      onSuccess: () =>
        toast({ title: t`Invitation Cancelled`, description: t`The invitation to ${email} has been cancelled.` }),
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({ title: t`Error`, description: t`Failed to cancel invitation.`, variant: 'destructive' });
      },
    });
  };

  const busyId = (resend.isPending && resend.variables?.id) || (cancel.isPending && cancel.variables?.id) || null;

  return (
    // Not a named region, unlike the other cards of the page.
    <section className={inviteCard.className}>
      <h2 id="pending-invitations-heading" className={inviteCard.headingClassName}>
        <Trans>Pending Invitations</Trans>
      </h2>
      <ListNotes
        query={invitations}
        loadingText={t`Loading invitations...`}
        failedText={t`We couldn't load your invitations. Please refresh the page to try again.`}
      />
      {invitations.data?.length === 0 && (
        <p className="mt-4 text-muted">
          <Trans>No invitations yet.</Trans>
        </p>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3">
          {invitations.data.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              busy={busyId === invitation.id}
              onResend={onResend}
              onCancel={onCancel}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
