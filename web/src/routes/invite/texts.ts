import { TEAM_ROLE_LABELS, type AuditAction, type Invitation } from '@carewith/contracts';

// The team's activity log (Co-Caregivers only).
export const ACTIVITY_LOG_HEADING = 'Team activity log';
export const ACTIVITY_LOG_LOADING = 'Loading the activity log…';
export const ACTIVITY_LOG_EMPTY = 'Nothing has happened in this team yet.';
export const ACTIVITY_LOG_FAILED = "We couldn't load the activity log. Please refresh the page to try again.";
export const ACTIVITY_LOG_COLUMNS = { when: 'When', who: 'Who', what: 'What' } as const;
export const DELETED_ACCOUNT = 'A deleted account';

// Each recorded action in plain words; a new action cannot be left out.
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.signed_in': 'Signed in',
  'invitation.created': 'Invited a family member',
  'invitation.resent': 'Resent an invitation',
  'invitation.cancelled': 'Cancelled an invitation',
  'invitation.accepted': 'Joined the care team',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member from the team',
  'activity.sent': 'Sent an activity by text',
  'activity.edited': 'Changed an activity before it was sent',
  'link.revoked': 'Turned off a play link',
  'export.senior_results': "Exported a loved one's results",
  'export.activity_results': "Exported an activity's results",
  'export.senior_archive': "Downloaded all of a loved one's data",
  'senior.erased': "Erased a loved one's data",
  'account.deleted': 'Deleted their account',
};

// A member's role, changed by a Co-Caregiver.
export const roleSelectLabel = (member: string) => `Role for ${member}`;
export const ROLE_CHANGE_FAILED = "We couldn't change this role. Please try again.";

// The toast after sending an invitation names the role it offers.
export const invitationSentText = (invitation: Pick<Invitation, 'email' | 'role'>) =>
  `An invitation has been sent to ${invitation.email} as a ${TEAM_ROLE_LABELS[invitation.role]}.`;
