// An x-axis tick: the week's Monday, and under it how many activities that week held.
export function WeekTick({
  x,
  y,
  payload,
  counts,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value: string; index: number };
  counts: number[];
}) {
  if (!payload) return null;
  const n = counts[payload.index] ?? 0;
  return (
    <g transform={`translate(${x},${y})`}>
      <text textAnchor="middle" fill="#1d2624" fontSize={14}>
        <tspan x={0} dy={14}>
          {payload.value}
        </tspan>
        <tspan x={0} dy={17} fontWeight={700}>
          {n}
        </tspan>
      </text>
    </g>
  );
}
