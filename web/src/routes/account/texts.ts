import { msg, t } from '@lingui/core/macro';

// Texts of the account page (Lingui messages), and of the landing page's notice once an
// account is gone (the landing page stays English).
export const ACCOUNT_HEADING = msg`Your account`;
export const NAME_LABEL = msg`Name`;
export const EMAIL_LABEL = msg`E-mail`;
export const NO_NAME = msg`No name given`;
export const DELETE_HEADING = msg`Delete my account`;
export const DELETE_TEXT = msg`Your check-ins and your place in each care team are removed. Teams you share carry on: if you are a team's Primary Caregiver, its longest-standing Co-Caregiver (or, without one, its longest-standing member) takes your place. A team where you are the only member is erased, with its loved ones.`;
export const DELETE_BUTTON = msg`Delete my account`;
export const DELETE_DIALOG_TITLE = msg`Delete your account?`;
export const DELETE_CONFIRM_LABEL = msg`Type your e-mail address to confirm`;
export const DELETE_PERMANENTLY = msg`Delete my account permanently`;
export const DELETING = msg`Deleting…`;
export const DELETE_FAILED = msg`We couldn't delete your account. Please try again.`;

// Where a deleted account lands: the public landing page, which then says so.
export const ACCOUNT_DELETED_PARAM = 'account';
export const ACCOUNT_DELETED_VALUE = 'deleted';
export const ACCOUNT_DELETED_URL = `/?${ACCOUNT_DELETED_PARAM}=${ACCOUNT_DELETED_VALUE}`;
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

// E-mail notifications: one switch per care team the member belongs to.
export const NOTIFICATIONS_HEADING = msg`E-mail notifications`;
export const NOTIFICATIONS_TEXT = msg`When your loved one finishes an activity, we e-mail you who finished which activity and how it went, with a link to see it.`;
export const completedLabel = (teamName: string, onlyTeam: boolean) =>
  onlyTeam ? t`When a loved one completes an activity` : t`When a loved one in ${teamName} completes an activity`;
export const NOTIFICATIONS_ON = msg`You will get an e-mail each time an activity is completed.`;
export const NOTIFICATIONS_OFF = msg`E-mails about completed activities are off.`;
export const NOTIFICATIONS_LOADING = msg`Loading your settings…`;
export const NOTIFICATIONS_FAILED = msg`We couldn't save this setting. Please try again.`;

// The weekly family letter: one switch per care team, beside the completion e-mails'.
export const WEEKLY_LETTER_TEXT = msg`Each Sunday evening we also e-mail you a letter about your loved one's week: what they played, how it went, things to talk about, and whose turn it is to send the next activity. You can read it in the app too.`;
export const weeklyLetterLabel = (teamName: string, onlyTeam: boolean) =>
  onlyTeam ? t`The weekly family letter` : t`The weekly family letter for ${teamName}`;
export const WEEKLY_LETTER_ON = msg`You will get the letter each Sunday evening.`;
export const WEEKLY_LETTER_OFF = msg`The weekly letter is off. You can still read it in the app.`;
export const READ_LETTERS = msg`Read the weekly letters`;
