import { Badge } from '../../components/Badge';
import { StatCard } from '../../components/StatCard';
import { DemoCard } from './DemoCard';

const WEEK = [
  { day: 'Mon', minutes: 10 },
  { day: 'Tue', minutes: 0 },
  { day: 'Wed', minutes: 14 },
  { day: 'Thu', minutes: 12 },
  { day: 'Fri', minutes: 0 },
  { day: 'Sat', minutes: 9 },
  { day: 'Sun', minutes: 15 },
];

const INSIGHTS = [
  'Rose is most engaged between 10 and 11 in the morning.',
  'Photo-based activities hold her attention longest (about 12 minutes).',
  'Accuracy has been steady at 70-80% over the last two weeks.',
  'Her mood check-ins are brighter on days she plays.',
];

export function DemoDashboardPage() {
  const max = Math.max(...WEEK.map((d) => d.minutes));
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold sm:text-4xl">Caregiver dashboard</h1>
        <Badge tone="warning">Sample data</Badge>
      </div>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Everyone on the care team sees the same picture. These numbers belong to an imaginary loved one, Grandma Rose.
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Activities" value="5" detail="+2 this week" icon="star" />
        <StatCard label="Engagement" value="85%" detail="High" icon="trend" />
        <StatCard label="Average time" value="12m" detail="Per activity" icon="clock" />
        <StatCard label="Mood" value="4/5" detail="From check-ins" icon="heart" />
      </dl>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DemoCard headingId="week-heading" title="Minutes played this week">
          <ul className="mt-4 flex flex-col gap-2">
            {WEEK.map((d) => (
              <li key={d.day} className="grid grid-cols-[3rem_1fr_4.5rem] items-center gap-3">
                <span className="font-semibold">{d.day}</span>
                <span className="h-4 rounded-full bg-warm-100" aria-hidden="true">
                  <span
                    className="block h-4 rounded-full bg-brand-700"
                    style={{ width: `${(d.minutes / max) * 100}%` }}
                  />
                </span>
                <span className="text-right">{d.minutes} min</span>
              </li>
            ))}
          </ul>
        </DemoCard>
        <DemoCard headingId="insights-heading" title="Insights">
          <ul className="mt-4 ml-5 list-disc space-y-2">
            {INSIGHTS.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <p className="mt-4 text-muted">
            Insights are written in plain language to support conversations with the care team, not to diagnose.
          </p>
        </DemoCard>
      </div>
    </>
  );
}
