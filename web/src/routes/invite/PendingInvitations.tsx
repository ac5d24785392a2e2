import type { Invitation } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useInvitationAction } from '../../api/useInvitationAction';
import { useInvitations } from '../../api/useInvitations';
import { toast } from '../../hooks/useToast';
import { InvitationItem } from './InvitationItem';

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
    <section className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
      <h2 id="pending-invitations-heading" className="text-xl font-bold">
        Pending Invitations
      </h2>
      {invitations.isLoading && (
        <p role="status" className="mt-4 text-muted">
          Loading invitations...
        </p>
      )}
      {invitations.isError && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          We couldn't load your invitations. Please refresh the page to try again.
        </p>
      )}
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
