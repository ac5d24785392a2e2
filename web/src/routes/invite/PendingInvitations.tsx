import type { Invitation } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useInvitationAction } from '../../api/useInvitationAction';
import { useInvitations } from '../../api/useInvitations';
import { toast } from '../../hooks/useToast';
import { InvitationItem } from './InvitationItem';
import { inviteCard, ListNotes } from './ListNotes';

// The team's invitations (real data). Pending ones can be resent or cancelled.
export function PendingInvitations({ careTeamId }: { careTeamId: string }) {
  const invitations = useInvitations(careTeamId);
  const resend = useInvitationAction('resend');
  const cancel = useInvitationAction('cancel');

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation, {
      onSuccess: () =>
        toast({ title: 'Invitation Resent', description: `A new invitation has been sent to ${invitation.email}.` }),
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({ title: 'Error', description: 'Failed to resend invitation.', variant: 'destructive' });
      },
    });

  const onCancel = (invitation: Invitation) =>
    cancel.mutate(invitation, {
      onSuccess: () =>
        toast({
          title: 'Invitation Cancelled',
          description: `The invitation to ${invitation.email} has been cancelled.`,
        }),
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({ title: 'Error', description: 'Failed to cancel invitation.', variant: 'destructive' });
      },
    });

  const busyId = (resend.isPending && resend.variables?.id) || (cancel.isPending && cancel.variables?.id) || null;

  return (
    // Not a named region, unlike the other cards of the page.
    <section className={inviteCard.className}>
      <h2 id="pending-invitations-heading" className={inviteCard.headingClassName}>
        Pending Invitations
      </h2>
      <ListNotes
        query={invitations}
        loadingText="Loading invitations..."
        failedText="We couldn't load your invitations. Please refresh the page to try again."
      />
      {invitations.data?.length === 0 && <p className="mt-4 text-muted">No invitations yet.</p>}
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
