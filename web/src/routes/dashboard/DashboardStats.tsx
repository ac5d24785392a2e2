import type { DashboardStats as Stats } from '@carewith/contracts';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { moodLabel, moodScore } from '../../lib/mood';
import { durationText } from '../../i18n/format';
import { percent } from '../../lib/format';
import { StatCard } from '../../components/StatCard';

const weekChange = (thisWeek: number, lastWeek: number) => {
  if (thisWeek === 0 && lastWeek === 0) return t`No activities yet`;
  const diff = thisWeek - lastWeek;
  if (diff === 0) return t`No change from last week`;
  const change = `${diff > 0 ? '+' : ''}${diff}`;
  return t`${change} vs last week`;
};

// The four stat cards, from the server's real figures; honest empty states when there is nothing yet.
export function DashboardStats({ stats }: { stats: Stats }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        <Trans>Your family at a glance</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t`Activities This Week`}
          icon="check-circle"
          value={String(stats.activitiesThisWeek)}
          detail={weekChange(stats.activitiesThisWeek, stats.activitiesLastWeek)}
        />
        <StatCard
          label={t`Engagement`}
          icon="heart"
          value={stats.engagementRate === null ? null : percent(stats.engagementRate)}
          detail={
            stats.engagementRate === null
              ? t`Send an activity to see engagement`
              : t`${stats.completedLast30Days} of ${stats.sentLast30Days} activities sent or opened were completed`
          }
        />
        <StatCard
          label={t`Average Time`}
          icon="clock"
          value={stats.averageMinutes === null ? null : durationText(stats.averageMinutes * 60_000)}
          detail={
            stats.averageMinutes === null
              ? t`Appears after a completed activity`
              : t`Per completed activity, last 30 days`
          }
        />
        <StatCard
          label={t`Latest Mood`}
          icon="sparkles"
          value={stats.latestMood === null ? null : moodScore(stats.latestMood)}
          detail={stats.latestMood === null ? t`Check in to track your mood` : moodLabel(stats.latestMood)}
        />
      </dl>
    </section>
  );
}
