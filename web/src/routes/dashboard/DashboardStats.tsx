import { formatDuration, type DashboardStats as Stats } from '@carewith/contracts';
import { moodLabel, moodScore } from '../../lib/mood';
import { StatCard } from '../../components/StatCard';

const weekChange = (thisWeek: number, lastWeek: number) => {
  if (thisWeek === 0 && lastWeek === 0) return 'No activities yet';
  const diff = thisWeek - lastWeek;
  if (diff === 0) return 'No change from last week';
  return `${diff > 0 ? '+' : ''}${diff} vs last week`;
};

// The four stat cards, from the server's real figures; honest empty states when there is nothing yet.
export function DashboardStats({ stats }: { stats: Stats }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your family at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Activities This Week"
          icon="check-circle"
          value={String(stats.activitiesThisWeek)}
          detail={weekChange(stats.activitiesThisWeek, stats.activitiesLastWeek)}
        />
        <StatCard
          label="Engagement"
          icon="heart"
          value={stats.engagementRate === null ? null : `${Math.round(stats.engagementRate * 100)}%`}
          detail={
            stats.engagementRate === null
              ? 'Send an activity to see engagement'
              : `${stats.completedLast30Days} of ${stats.sentLast30Days} activities sent or opened were completed`
          }
        />
        <StatCard
          label="Average Time"
          icon="clock"
          value={stats.averageMinutes === null ? null : formatDuration(stats.averageMinutes * 60_000)}
          detail={
            stats.averageMinutes === null
              ? 'Appears after a completed activity'
              : 'Per completed activity, last 30 days'
          }
        />
        <StatCard
          label="Latest Mood"
          icon="sparkles"
          value={stats.latestMood === null ? null : moodScore(stats.latestMood)}
          detail={stats.latestMood === null ? 'Check in to track your mood' : moodLabel(stats.latestMood)}
        />
      </dl>
    </section>
  );
}
