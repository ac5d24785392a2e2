import { plural, t } from '@lingui/core/macro';
import type { TrendWeek } from '@carewith/contracts';
import { percent } from '../../lib/format';
import { dateFormat, durationText } from '../../i18n/format';

// The charts' words, in the member's language: plain functions called at render.
const weekFormat = () => dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
// "Nov 16": the Monday a week starts on (weeks are counted in UTC, like the server's).
export const weekLabel = (weekStart: string) => weekFormat().format(new Date(`${weekStart}T00:00:00Z`));

export const activitiesText = (n: number) => plural(n, { one: '# activity', other: '# activities' });

// The period a chart covers, for the line under it.
export const periodText = (weeks: TrendWeek[]) => {
  const last = weeks[weeks.length - 1];
  if (!weeks[0] || !last) return '';
  const end = new Date(`${last.weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  const count = weeks.length;
  const from = weekLabel(weeks[0].weekStart);
  const to = weekFormat().format(end);
  return t`Period: the ${count} weeks from ${from} to ${to}, Monday to Sunday.`;
};

// How a figure moved between the first and the last week played, in words.
function movement(first: TrendWeek, last: TrendWeek, from: string, to: string, up: boolean) {
  const firstWeek = weekLabel(first.weekStart);
  const lastWeek = weekLabel(last.weekStart);
  if (from === to) return t`stayed at ${to} from the week of ${firstWeek} to the week of ${lastWeek}`;
  return up
    ? t`went up from ${from} in the week of ${firstWeek} to ${to} in the week of ${lastWeek}`
    : t`went down from ${from} in the week of ${firstWeek} to ${to} in the week of ${lastWeek}`;
}

// The accuracy trend in words: first and last week played, and how much was played.
export function accuracyCaption(weeks: TrendWeek[]): string {
  const played = weeks.filter((w) => w.accuracy !== null);
  const first = played[0];
  const last = played[played.length - 1];
  if (!first || !last) return t`No activities completed yet.`;
  const activities = activitiesText(played.reduce((s, w) => s + w.activities, 0));
  const weeksPlayed = played.length;
  const weeksShown = weeks.length;
  const amount = t`${activities} in ${weeksPlayed} of the last ${weeksShown} weeks.`;
  const [from, to] = [percent(first.accuracy ?? 0), percent(last.accuracy ?? 0)];
  const week = weekLabel(last.weekStart);
  if (first === last) return t`Accuracy was ${to} in the week of ${week}; ${amount}`;
  const moved = movement(first, last, from, to, (last.accuracy ?? 0) > (first.accuracy ?? 0));
  return t`Accuracy ${moved}; ${amount}`;
}

// The time-played trend in words: first and last week played, and the total.
export function timeCaption(weeks: TrendWeek[]): string {
  const played = weeks.filter((w) => w.activities > 0);
  const first = played[0];
  const last = played[played.length - 1];
  if (!first || !last) return t`No time played yet.`;
  const all = durationText(played.reduce((s, w) => s + w.timePlayedMs, 0));
  const total = t`${all} in all.`;
  const [from, to] = [durationText(first.timePlayedMs), durationText(last.timePlayedMs)];
  const week = weekLabel(first.weekStart);
  if (first === last) return t`Time played was ${from} in the week of ${week}; ${total}`;
  const moved = movement(first, last, from, to, last.timePlayedMs > first.timePlayedMs);
  return t`Time played ${moved}; ${total}`;
}
