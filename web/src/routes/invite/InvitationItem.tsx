import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { inAppLanguage } from '../../i18n/contract-messages';
import { TEAM_ROLE_LABELS, type Invitation } from '@carewith/contracts';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/people';

const STATUS_LABELS: Record<Invitation['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  cancelled: msg`Cancelled`,
  expired: msg({ message: 'Expired', context: 'an invitation' }),
};

// Pending and accepted have their own colours; every other status is shown red (spec section 4).
const statusClass = (status: Invitation['status']) =>
  status === 'pending'
    ? 'bg-amber-100 text-amber-900'
    : status === 'accepted'
      ? 'bg-green-100 text-green-900'
      : 'bg-red-100 text-red-900';

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg border-2 border-transparent text-brand-800 hover:border-brand-100 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

export function InvitationItem({
  invitation,
  busy,
  onResend,
  onCancel,
}: {
  invitation: Invitation;
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
}) {
  const { t } = useLingui();
  const { email } = invitation;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warm-100 bg-warm-50 p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="break-all font-semibold">{invitation.email}</span>
        <span className="text-sm text-muted">
          {inAppLanguage(TEAM_ROLE_LABELS[invitation.role])} · {t`Sent ${formatDate(invitation.sentAt)}`}
        </span>
      </div>
      <div className="flex items-center gap-1">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusClass(invitation.status)}`}>
          {t(STATUS_LABELS[invitation.status])}
        </span>
        {invitation.status === 'pending' && (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={t`Resend invitation to ${email}`}
              title={t`Resend invitation`}
              disabled={busy}
              onClick={() => onResend(invitation)}
            >
              <Icon name="resend" />
            </button>
            <button
              type="button"
              className={`${iconButton} text-red-800 hover:border-red-100 hover:bg-red-50`}
              aria-label={t`Cancel invitation to ${email}`}
              title={t`Cancel invitation`}
              disabled={busy}
              onClick={() => onCancel(invitation)}
            >
              <Icon name="cancel" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
