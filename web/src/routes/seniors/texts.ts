import { msg, plural, t } from '@lingui/core/macro';
import { ApiError } from '../../api/http';
import { shortDay } from './schedule-texts';

// Texts and checks shared by the loved-one screens.
// The screens' words are Lingui messages: `msg` for a fixed text, `t` in a function called
// at render.
export const SIBLING_CANNOT_ADD = msg`Only Co-Caregivers can add a loved one.`;
export const PHONE_HINT = msg`Include the country code, e.g. +1 555 123 4567. Activities are sent to this number.`;

// A missing loved one, one outside the user's teams (404) or a malformed id (400) all read as not found.
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

// "Your family's data": the loved one's archive and their erasure (Co-Caregivers only).
export const FAMILY_DATA_HEADING = msg`Your family's data`;
export const familyDataText = (firstName: string) =>
  msg`Download a copy of everything CareWith holds about ${firstName}, or erase it for good.`;
// For a Co-Caregiver who is not the Primary Caregiver: erasure is the Primary's alone.
export const familyDataDownloadOnlyText = (firstName: string) =>
  msg`Download a copy of everything CareWith holds about ${firstName}. Only your team's Primary Caregiver can erase it.`;
export const DOWNLOAD_EVERYTHING = msg`Download everything`;
export const eraseButtonLabel = (firstName: string) => msg`Erase ${firstName}'s data`;
export const eraseDialogTitle = (firstName: string, lastName: string) => msg`Erase ${firstName} ${lastName}?`;
export const eraseDialogText = (firstName: string) =>
  msg`This permanently removes ${firstName}'s profile, activities, photos, play results, reports and text messages. It cannot be undone. Download everything first if you want a copy.`;
export const eraseConfirmLabel = (firstName: string) => msg`Type ${firstName} to confirm`;
export const ERASE_PERMANENTLY = msg`Erase permanently`;
export const ERASING = msg`Erasing…`;
export const erasedToast = (firstName: string) => msg`${firstName}'s data has been erased.`;
export const ERASE_FAILED = msg`We couldn't erase this data. Please try again.`;

// When texts may reach the loved one.
export const TIME_ZONE_LABEL = msg`Time zone`;
export const TIME_ZONE_HINT = msg`Where your loved one lives. Times below are their local time.`;
export const TEXTS_ONLY_BETWEEN = msg`Texts only between`;
export const SEND_WINDOW_HINT = msg`Scheduled texts never arrive outside these hours. Mornings are often best.`;
export const PAUSE_HEADING = msg`Pause texts for a few days`;
export const PAUSE_TEXT = msg`For a bad day, a hospital stay or travel. Scheduled texts wait until the pause ends. You can still send an activity yourself.`;
export const pauseButtonLabel = (days: number) => plural(days, { one: 'Pause for # day', other: 'Pause for # days' });
export const pausedUntilText = (pausedUntil: string, timeZone: string) => {
  const until = shortDay(pausedUntil, timeZone);
  return t`Texts paused until ${until}`;
};
export const PAUSED_TEXT = msg`Nothing scheduled will be sent before then.`;
export const RESUME_NOW = msg`Resume now`;
export const PAUSE_FAILED = msg`We couldn't change the pause. Please try again.`;
// The window's start and end: the quiet hours' end and start.
export const textsBetweenText = (quietFrom: string, quietTo: string) =>
  t`Texts only between ${quietTo} and ${quietFrom}`;

// The loved one's language.
export const LANGUAGE_LABEL = msg`Their language`;
export const LANGUAGE_HINT = msg`Their play page, the texts we send them and the sample steps are in this language. Your screens keep your own language.`;
export const LANGUAGE_TERM = msg`Language`;

// The profile's Overview keeps one chart and a short "what they know".
export const TIME_PLAYED_IN_REPORT = msg`See time played week by week in the report`;
export const seeAllKnown = (firstName: string) => msg`See all of what ${firstName} knows, with photos`;
// Past this many names a state's line ends "and 3 more".
export const KNOWN_NAMES_SHOWN = 4;
export function namesInShort(labels: string[]): string {
  if (labels.length <= KNOWN_NAMES_SHOWN) return labels.join(', ');
  const names = labels.slice(0, KNOWN_NAMES_SHOWN).join(', ');
  const more = labels.length - KNOWN_NAMES_SHOWN;
  return t`${names} and ${more} more`;
}
