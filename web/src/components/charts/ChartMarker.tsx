import type { MarkerShape } from './chartSeries';

// A data point's marker, drawn by recharts at (cx, cy); the shape names the series without colour.
export function ChartMarker({ cx, cy, shape, color }: { cx?: number; cy?: number; shape: MarkerShape; color: string }) {
  if (cx === undefined || cy === undefined || Number.isNaN(cx) || Number.isNaN(cy)) return null;
  const r = 5;
  const common = { fill: '#fff', stroke: color, strokeWidth: 2.5 };
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} {...common} />;
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} {...common} />;
    case 'triangle':
      return <polygon points={`${cx},${cy - r - 1} ${cx + r + 1},${cy + r} ${cx - r - 1},${cy + r}`} {...common} />;
    case 'diamond':
      return (
        <polygon
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`}
          {...common}
        />
      );
  }
}

// The legend's sample of a series: its dash pattern with its marker in the middle.
export function LegendSample({ shape, color, dash }: { shape: MarkerShape; color: string; dash?: string }) {
  return (
    <svg aria-hidden="true" width="40" height="16" viewBox="0 0 40 16" className="shrink-0">
      <line x1="0" y1="8" x2="40" y2="8" stroke={color} strokeWidth="2.5" strokeDasharray={dash} />
      <ChartMarker cx={20} cy={8} shape={shape} color={color} />
    </svg>
  );
}
