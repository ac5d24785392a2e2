import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentProps } from 'react';

// The chart library is fetched only with the screens that draw a chart, never with the landing page.
const WeeklyTrendChartsChunk = lazy(async () => ({ default: (await import('./WeeklyTrendCharts')).WeeklyTrendCharts }));
const TrendSparklineChunk = lazy(async () => ({ default: (await import('./TrendSparkline')).TrendSparkline }));

export function LazyWeeklyTrendCharts(props: ComponentProps<typeof WeeklyTrendChartsChunk>) {
  return (
    <Suspense
      fallback={
        <p className="text-muted">
          <Trans>Loading charts...</Trans>
        </p>
      }
    >
      <WeeklyTrendChartsChunk {...props} />
    </Suspense>
  );
}

export function LazyTrendSparkline(props: ComponentProps<typeof TrendSparklineChunk>) {
  return (
    <Suspense fallback={<div className="h-12" />}>
      <TrendSparklineChunk {...props} />
    </Suspense>
  );
}
