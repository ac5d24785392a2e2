import type { Senior } from '@carewith/contracts';
import { useSeniorTrend } from '../../api/useSeniorTrend';
import { LazyTrendSparkline } from '../../components/charts/LazyCharts';
import { fullName } from '../../lib/format';

// Beside a loved one's card: their weekly accuracy as a small line, once they have played.
export function LovedOneTrend({ senior }: { senior: Senior }) {
  const trend = useSeniorTrend(senior.id);
  if (!trend.data?.weeks.some((w) => w.activities > 0)) return null;
  return (
    <div className="w-full sm:w-56 sm:shrink-0">
      <LazyTrendSparkline weeks={trend.data.weeks} name={fullName(senior)} />
    </div>
  );
}
