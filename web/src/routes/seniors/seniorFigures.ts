import { t } from '@lingui/core/macro';
import type { SeniorOverview } from '@carewith/contracts';
import { durationText } from '../../i18n/format';
import type { IconName } from '../../components/Icon';
import { percent } from '../../lib/format';
import { formatDate } from '../../lib/people';

export type Figure = { label: string; value: string | null; detail: string; icon: IconName };

// The profile's overview figures (the activity count is the results' length, spec section 9: the
// overview's count of every result, or the report's full list), in the member's language.
export function seniorFigures(overview: SeniorOverview | undefined, completedCount: number): Figure[] {
  const accuracy = overview?.averageAccuracy ?? null;
  const minutes = overview?.averageMinutes ?? null;
  const last = overview?.lastCompletedAt ?? null;
  return [
    {
      label: t`Activities Completed`,
      value: String(completedCount),
      detail: completedCount === 0 ? t`No activities completed yet` : t`All time`,
      icon: 'check-circle',
    },
    {
      label: t`Average Accuracy`,
      value: accuracy === null ? null : percent(accuracy),
      detail: accuracy === null ? t`Appears after the first completed activity` : t`Correct answers across activities`,
      icon: 'star',
    },
    {
      label: t`Average Time`,
      value: minutes === null ? null : durationText(minutes * 60_000),
      detail: minutes === null ? t`Appears after the first completed activity` : t`Per completed activity`,
      icon: 'clock',
    },
    {
      label: t`Last Played`,
      value: last === null ? null : formatDate(last),
      detail: last === null ? t`Not played yet` : t`Most recent completed activity`,
      icon: 'heart',
    },
  ];
}
