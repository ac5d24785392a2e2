import { Trans } from '@lingui/react/macro';
import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';
import type { TrendWeek } from '@carewith/contracts';
import { percent } from '../../lib/format';
import { accuracyCaption, weekLabel } from './trendText';

// A loved one's weekly accuracy at a glance, for the dashboard: the line, the trend in words and
// (for screen readers) the weeks played as a table.
export function TrendSparkline({ weeks, name }: { weeks: TrendWeek[]; name: string }) {
  const played = weeks.filter((w) => w.accuracy !== null);
  const rows = weeks.map((w) => ({ accuracy: w.accuracy === null ? null : Math.round(w.accuracy * 100) }));
  return (
    <figure className="flex flex-col gap-1">
      <div aria-hidden="true" className="h-12 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 6, right: 6, bottom: 6, left: 6 }} accessibilityLayer={false}>
            <YAxis hide domain={[0, 100]} />
            <Line
              dataKey="accuracy"
              stroke="#0f5e59"
              strokeWidth={2.5}
              connectNulls
              isAnimationActive={false}
              dot={{ r: 3, fill: '#fff', stroke: '#0f5e59', strokeWidth: 2 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-[0.9rem] text-muted">{accuracyCaption(weeks)}</figcaption>
      <table className="sr-only">
        <caption>
          <Trans>{name}’s accuracy by week</Trans>
        </caption>
        <tbody>
          {played.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">
                <WeekOf weekStart={w.weekStart} />
              </th>
              <td>{percent(w.accuracy ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function WeekOf({ weekStart }: { weekStart: string }) {
  const week = weekLabel(weekStart);
  return <Trans>Week of {week}</Trans>;
}
