import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeStaffMember, HomeView } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useAuth } from '../../api/useAuth';
import { useCancelStaffInvitation, useRemoveStaff } from '../../api/useHomes';
import { Card, cardClass } from '../../components/Card';
import { FormAlert } from '../../components/Field';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { formatDate } from '../../lib/people';
import { ConfirmButton } from '../seniors/about-me/ConfirmButton';
import { HomeFrame } from './HomeFrame';
import { InviteStaffForm } from './InviteStaffForm';
import { roleLabel } from './home-words';

// A refusal in the server's words (a home keeps one Home Manager), else a plain failure.
const refusalWords = (error: unknown, otherwise: string) =>
  (error instanceof ApiError && error.status < 500 && error.serverMessage && inAppLanguage(error.serverMessage)) ||
  otherwise;

// /homes/:homeId/staff: who works in the home and their role. A Home Manager also sees their e-mails,
// invites staff, cancels an invitation not yet accepted and removes a member of staff.
export function StaffPage() {
  const { t } = useLingui();
  return (
    <HomeFrame title={t`Staff`}>
      {(home) => (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-3">
            <StaffList home={home} />
            {home.myRole === 'MANAGER' && <PendingInvitations home={home} />}
          </div>
          {home.myRole === 'MANAGER' && (
            <Card className={`${cardClass} lg:col-span-2`} headingId="invite-staff-heading" title={t`Invite staff`}>
              <InviteStaffForm homeId={home.id} />
            </Card>
          )}
        </div>
      )}
    </HomeFrame>
  );
}

const staffName = (member: HomeStaffMember) => member.name || member.email || '—';

function StaffList({ home }: { home: HomeView }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const remove = useRemoveStaff(home.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const manager = home.myRole === 'MANAGER';

  const onRemove = (member: HomeStaffMember) => {
    setRefusal(null);
    const name = staffName(member);
    remove.mutate(member.userId, {
      onSuccess: () => toast({ title: t`Removed`, description: t`${name} is no longer on the staff.` }),
      onError: (error) => {
        if (!isUnauthorized(error)) setRefusal(refusalWords(error, t`${name} could not be removed. Please try again.`));
      },
    });
  };

  return (
    <Card headingId="staff-heading" title={t`Staff`}>
      <FormAlert>{refusal}</FormAlert>
      <ul className="flex flex-col gap-3">
        {home.staff.map((member) => {
          const name = staffName(member);
          const you = member.userId === user?.id;
          return (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warm-100 bg-warm-50 p-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold break-words">
                  {name}
                  {you && (
                    <span className="font-normal text-muted">
                      {' '}
                      <Trans>(you)</Trans>
                    </span>
                  )}
                </span>
                <span className="text-muted">{roleLabel(member.role)}</span>
                {manager && member.email && member.name && (
                  <span className="text-sm break-all text-muted">{member.email}</span>
                )}
              </div>
              {manager && (
                <ConfirmButton
                  text={t`Remove`}
                  label={t`Remove ${name} from the staff`}
                  question={t`Remove ${name}?`}
                  yes={t`Yes, remove`}
                  busy={t`Removing...`}
                  no={t`Keep`}
                  pending={remove.isPending && remove.variables === member.userId}
                  onConfirm={() => onRemove(member)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function PendingInvitations({ home }: { home: HomeView }) {
  const { t } = useLingui();
  const cancel = useCancelStaffInvitation(home.id);
  return (
    <Card headingId="staff-invitations-heading" title={t`Invitations not yet accepted`}>
      {home.pendingInvitations.length === 0 ? (
        <p className="text-muted">
          <Trans>No invitations waiting.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {home.pendingInvitations.map((invitation) => {
            const email = invitation.email;
            const until = formatDate(invitation.expiresAt);
            const role = roleLabel(invitation.role);
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warm-100 bg-warm-50 p-4"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold break-all">{email}</span>
                  <span className="text-sm text-muted">{t`${role} · until ${until}`}</span>
                </div>
                <ConfirmButton
                  text={t`Cancel`}
                  label={t`Cancel the invitation to ${email}`}
                  question={t`Cancel it?`}
                  yes={t`Yes, cancel`}
                  busy={t`Cancelling...`}
                  no={t`Keep it`}
                  pending={cancel.isPending && cancel.variables === invitation.id}
                  onConfirm={() =>
                    cancel.mutate(invitation.id, {
                      onSuccess: () =>
                        toast({
                          title: t`Invitation cancelled`,
                          description: t`The link to ${email} no longer works.`,
                        }),
                      onError: (error) => {
                        if (!isUnauthorized(error))
                          toast({
                            title: t`Error`,
                            description: refusalWords(error, t`The invitation could not be cancelled.`),
                            variant: 'destructive',
                          });
                      },
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
