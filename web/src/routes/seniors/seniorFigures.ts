import { formatDuration, type SeniorOverview } from '@carewith/contracts';
import type { IconName } from '../../components/Icon';
import { percent } from '../../lib/format';
import { formatDate } from '../../lib/people';

export type Figure = { label: string; value: string | null; detail: string; icon: IconName };

// The profile's overview figures (the activity count is the results' length, spec section 9: the
// overview's count of every result, or the report's full list).
export function seniorFigures(overview: SeniorOverview | undefined, completedCount: number): Figure[] {
  const accuracy = overview?.averageAccuracy ?? null;
  const minutes = overview?.averageMinutes ?? null;
  const last = overview?.lastCompletedAt ?? null;
  return [
    {
      label: 'Activities Completed',
      value: String(completedCount),
      detail: completedCount === 0 ? 'No activities completed yet' : 'All time',
      icon: 'check-circle',
    },
    {
      label: 'Average Accuracy',
      value: accuracy === null ? null : percent(accuracy),
      detail: accuracy === null ? 'Appears after the first completed activity' : 'Correct answers across activities',
      icon: 'star',
    },
    {
      label: 'Average Time',
      value: minutes === null ? null : formatDuration(minutes * 60_000),
      detail: minutes === null ? 'Appears after the first completed activity' : 'Per completed activity',
      icon: 'clock',
    },
    {
      label: 'Last Played',
      value: last === null ? null : formatDate(last),
      detail: last === null ? 'Not played yet' : 'Most recent completed activity',
      icon: 'heart',
    },
  ];
}
