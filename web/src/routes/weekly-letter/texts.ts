import { msg, t } from '@lingui/core/macro';

// Texts of the weekly family letter's screen (/digest), in the member's language (issue #28). The
// letter itself says what its e-mail says (the contract's LETTER_WORDS and the server's sentences).
export const LETTERS_HEADING = msg`Weekly family letter`;
export const LETTERS_INTRO = msg`Each Sunday at 5 pm in your loved one's time zone, a letter about their week: what they played, how it went, what they know well and what needs practice again, things to talk about, and whose turn it is to send the next activity. Everyone in the care team gets it by e-mail unless they turn it off on their account page.`;
export const LETTERS_LOADING = msg`Loading the letters...`;
export const LETTERS_FAILED = msg`We couldn't load the letters. Please refresh the page to try again.`;
export const LETTERS_NO_LOVED_ONES = msg`Once you add a loved one or join a care team, their weekly letters will appear here.`;
export const weekLabel = (date: string) => t`Week to ${date}`;
export const WEEKS_LABEL = msg`Weeks`;
export const letterHeading = (firstName: string) => t`${firstName}'s week`;
// The next letter's day in the loved one's own time zone, at the letter's hour there.
export const nextLetter = (firstName: string, day: string) =>
  t`No letter about ${firstName} for this week. The next one comes on ${day} at 5 pm, ${firstName}'s time.`;
