import { formatDuration, TEMPLATES, type TemplateSlug, type TrendWeek } from '@carewith/contracts';
import { percent } from '../../lib/format';
import { dateFormat } from '../../i18n/format';

const weekFormat = () => dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
// "Nov 16": the Monday a week starts on (weeks are counted in UTC, like the server's).
export const weekLabel = (weekStart: string) => weekFormat().format(new Date(`${weekStart}T00:00:00Z`));

export const templateTitle = (templateId: TemplateSlug) => TEMPLATES[templateId].title;

export const activitiesText = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

// The period a chart covers, for the line under it.
export const periodText = (weeks: TrendWeek[]) => {
  const last = weeks[weeks.length - 1];
  if (!weeks[0] || !last) return '';
  const end = new Date(`${last.weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return `Period: the ${weeks.length} weeks from ${weekLabel(weeks[0].weekStart)} to ${weekFormat().format(end)}, Monday to Sunday.`;
};

// How a figure moved between the first and the last week played, in words.
const movement = (first: TrendWeek, last: TrendWeek, from: string, to: string, up: boolean) =>
  from === to
    ? `stayed at ${to} from the week of ${weekLabel(first.weekStart)} to the week of ${weekLabel(last.weekStart)}`
    : `went ${up ? 'up' : 'down'} from ${from} in the week of ${weekLabel(first.weekStart)} to ${to} in the week of ${weekLabel(last.weekStart)}`;

// The accuracy trend in words: first and last week played, and how much was played.
export function accuracyCaption(weeks: TrendWeek[]): string {
  const played = weeks.filter((w) => w.accuracy !== null);
  const first = played[0];
  const last = played[played.length - 1];
  if (!first || !last) return 'No activities completed yet.';
  const amount = `${activitiesText(played.reduce((s, w) => s + w.activities, 0))} in ${played.length} of the last ${weeks.length} weeks.`;
  const [from, to] = [percent(first.accuracy ?? 0), percent(last.accuracy ?? 0)];
  if (first === last) return `Accuracy was ${to} in the week of ${weekLabel(last.weekStart)}; ${amount}`;
  return `Accuracy ${movement(first, last, from, to, (last.accuracy ?? 0) > (first.accuracy ?? 0))}; ${amount}`;
}

// The time-played trend in words: first and last week played, and the total.
export function timeCaption(weeks: TrendWeek[]): string {
  const played = weeks.filter((w) => w.activities > 0);
  const first = played[0];
  const last = played[played.length - 1];
  if (!first || !last) return 'No time played yet.';
  const total = `${formatDuration(played.reduce((s, w) => s + w.timePlayedMs, 0))} in all.`;
  if (first === last)
    return `Time played was ${formatDuration(first.timePlayedMs)} in the week of ${weekLabel(first.weekStart)}; ${total}`;
  const [from, to] = [formatDuration(first.timePlayedMs), formatDuration(last.timePlayedMs)];
  return `Time played ${movement(first, last, from, to, last.timePlayedMs > first.timePlayedMs)}; ${total}`;
}
