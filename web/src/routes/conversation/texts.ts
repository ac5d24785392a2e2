import { STARTER_FOLLOW_UP } from '@carewith/contracts';

// Texts of the conversation starters (activity page, profile) and the weekly family letter (/digest).
export const STARTERS_HEADING = 'Something to talk about';
export const seniorStartersHeading = (firstName: string) => `Something to talk about with ${firstName}`;
export const STARTERS_INTRO = `Open your next call with one of these, then say "${STARTER_FOLLOW_UP}"`;
export const STARTERS_LOADING = 'Loading things to talk about...';
export const STARTERS_FAILED = "We couldn't load these. Please refresh the page to try again.";
export const STARTERS_NONE = 'There is nothing to talk about from this activity yet.';
export const seniorStartersEmpty = (firstName: string) =>
  `When ${firstName} finishes an activity, two or three things to talk about on your next call will appear here.`;
export const TALKED_BUTTON = 'We talked about it';
export const NOTE_LABEL = 'A note for the family (optional, one line)';
export const NOTE_HINT = 'For example: She told us about the bakery on the corner.';
export const SAVE_MARK = 'Save';
export const SAVING_MARK = 'Saving...';
export const CANCEL_MARK = 'Cancel';
export const CHANGE_NOTE = 'Change note';
export const UNDO_MARK = 'Undo';
export const MARK_FAILED = "We couldn't save this. Please try again.";
export const talkedBy = (name: string | null, date: string) =>
  `Talked about by ${name ?? 'someone in the team'} on ${date}`;
export const playedOn = (date: string) => `Finished ${date}`;
export const SEE_ACTIVITY = 'See the activity';
export const readLetter = (firstName: string) => `Read ${firstName}'s weekly family letter`;

// /digest
export const DIGEST_HEADING = 'Weekly family letter';
export const DIGEST_INTRO =
  "Each Sunday at 5 pm in your loved one's time zone, a letter about their week: what they played, how it went, what they know well and what needs practice again, things to talk about, and whose turn it is to send the next activity. Everyone in the care team gets it by e-mail unless they turn it off on their account page.";
export const DIGEST_LOADING = 'Loading the letters...';
export const DIGEST_FAILED = "We couldn't load the letters. Please refresh the page to try again.";
export const DIGEST_NO_LOVED_ONES =
  'Once you add a loved one or join a care team, their weekly letters will appear here.';
export const weekLabel = (date: string) => `Week to ${date}`;
export const WEEKS_LABEL = 'Weeks';
export const letterHeading = (firstName: string) => `${firstName}'s week`;
// The next letter's day in the loved one's own time zone, at the letter's hour there.
export const nextLetter = (firstName: string, day: string) =>
  `No letter about ${firstName} for this week. The next one comes on ${day} at 5 pm, ${firstName}'s time.`;
