import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { TEAM_ROLE_LABELS, type AuditAction, type Invitation } from '@carewith/contracts';
import { inAppLanguage } from '../../i18n/contract-messages';

// Texts of the invite page (Lingui messages).
// The team's activity log (Co-Caregivers only).
export const ACTIVITY_LOG_HEADING = msg`Team activity log`;
export const ACTIVITY_LOG_LOADING = msg`Loading the activity log…`;
export const ACTIVITY_LOG_EMPTY = msg`Nothing has happened in this team yet.`;
export const ACTIVITY_LOG_FAILED = msg`We couldn't load the activity log. Please refresh the page to try again.`;
export const ACTIVITY_LOG_COLUMNS = { when: msg`When`, who: msg`Who`, what: msg`What` } as const;
export const DELETED_ACCOUNT = msg`A deleted account`;

// Each recorded action in plain words; a new action cannot be left out.
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'user.signed_in': msg`Signed in`,
  'invitation.created': msg`Invited a family member`,
  'invitation.resent': msg`Resent an invitation`,
  'invitation.cancelled': msg`Cancelled an invitation`,
  'invitation.accepted': msg`Joined the care team`,
  'member.role_changed': msg`Changed a member's role`,
  'member.removed': msg`Removed a member from the team`,
  'activity.sent': msg`Sent an activity by text`,
  'activity.edited': msg`Changed an activity before it was sent`,
  'link.revoked': msg`Turned off a play link`,
  'export.senior_results': msg`Exported a loved one's results`,
  'export.activity_results': msg`Exported an activity's results`,
  'export.senior_archive': msg`Downloaded all of a loved one's data`,
  'senior.erased': msg`Erased a loved one's data`,
  'account.deleted': msg`Deleted their account`,
  'about_me.shared': msg`Shared the "About me" page`,
  'about_me.share_revoked': msg`Took back a shared "About me" page`,
  'about_me.opened': msg`A shared "About me" page was opened`,
};

// A member's role, changed by a Co-Caregiver.
export const roleSelectLabel = (member: string) => t`Role for ${member}`;
export const ROLE_CHANGE_FAILED = msg`We couldn't change this role. Please try again.`;

// The toast after sending an invitation names the role it offers.
export const invitationSentText = (invitation: Pick<Invitation, 'email' | 'role'>) => {
  const { email } = invitation;
  const role = inAppLanguage(TEAM_ROLE_LABELS[invitation.role]);
  return t`An invitation has been sent to ${email} as a ${role}.`;
};
