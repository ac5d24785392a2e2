import { msg, t } from '@lingui/core/macro';

// Texts of the conversation starters (activity page, profile), in the member's language:
// `msg` for a fixed text, `t` in a function called at render.
export const STARTERS_HEADING = msg`Something to talk about`;
export const seniorStartersHeading = (firstName: string) => t`Something to talk about with ${firstName}`;
// The contract's STARTER_FOLLOW_UP, in the member's language (the weekly letter says it too).
export const starterFollowUp = () => t`Tell me more about that.`;
export const startersIntro = () => {
  const followUp = starterFollowUp();
  return t`Open your next call with one of these, then say "${followUp}"`;
};
export const STARTERS_LOADING = msg`Loading things to talk about...`;
export const STARTERS_FAILED = msg`We couldn't load these. Please refresh the page to try again.`;
export const STARTERS_NONE = msg`There is nothing to talk about from this activity yet.`;
export const seniorStartersEmpty = (firstName: string) =>
  t`When ${firstName} finishes an activity, two or three things to talk about on your next call will appear here.`;
export const TALKED_BUTTON = msg`We talked about it`;
export const NOTE_LABEL = msg`A note for the family (optional, one line)`;
export const NOTE_HINT = msg`For example: She told us about the bakery on the corner.`;
export const SAVE_MARK = msg`Save`;
export const SAVING_MARK = msg`Saving...`;
export const CANCEL_MARK = msg`Cancel`;
export const CHANGE_NOTE = msg`Change note`;
export const UNDO_MARK = msg`Undo`;
export const MARK_FAILED = msg`We couldn't save this. Please try again.`;
export const talkedBy = (byName: string | null, date: string) => {
  const name = byName ?? t`someone in the team`;
  return t`Talked about by ${name} on ${date}`;
};
export const playedOn = (date: string) => t`Finished ${date}`;
export const SEE_ACTIVITY = msg`See the activity`;
export const readLetter = (firstName: string) => t`Read ${firstName}'s weekly family letter`;
