import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

const AXIS = { stroke: '#4a5553', fontSize: 14, tick: { fill: '#1d2624' } };

// The family's ratings of one goal over time (1-10), drawn for the eye only: the card says the same in
// words and its table lists every rating, so screen readers skip the drawing. Loaded with the chart
// library only when a goal has ratings to draw (GoalRatings).
export function RatingChart({ points }: { points: { label: string; rating: number }[] }) {
  return (
    <div aria-hidden="true" className="h-40 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#d6d3d1" strokeDasharray="3 3" />
          <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" />
          <YAxis {...AXIS} domain={[1, 10]} ticks={[1, 4, 7, 10]} width={32} allowDecimals={false} />
          <Line
            dataKey="rating"
            stroke="#0f5e59"
            strokeWidth={2.5}
            isAnimationActive={false}
            dot={{ r: 4, fill: '#fff', stroke: '#0f5e59', strokeWidth: 2 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
