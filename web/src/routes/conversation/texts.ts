import { STARTER_FOLLOW_UP } from '@carewith/contracts';

// Texts of the conversation starters (activity page, profile).
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
