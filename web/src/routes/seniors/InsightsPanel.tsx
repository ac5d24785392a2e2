import { Link, useParams } from 'react-router-dom';
import { useAiReports } from '../../api/useAiReports';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { AiReportItem } from '../ai/AiReportItem';
import { LoadFailed, Loading } from '../../components/LoadState';

// AI Insights: the loved one's stored reports, newest first, and a way to ask for a new one.
export function InsightsPanel({ seniorId }: { seniorId?: string }) {
  const params = useParams();
  const id = seniorId ?? params.id ?? '';
  const reports = useAiReports({ seniorId: id }, Boolean(id));
  const newInsight = (
    <Link to={`/ai-assessment?seniorId=${id}`} className={buttonClass('secondary', 'self-start')}>
      <Icon name="sparkles" className="h-5 w-5" />
      Get a new insight
    </Link>
  );

  return (
    <section aria-labelledby="insights-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="insights-heading" className="text-2xl font-bold">
          AI Insights
        </h2>
        {reports.data && reports.data.length > 0 && newInsight}
      </div>
      {reports.isLoading ? (
        <Loading>Loading insights...</Loading>
      ) : reports.isError ? (
        <LoadFailed>We couldn&apos;t load the insights. Please refresh the page to try again.</LoadFailed>
      ) : !reports.data || reports.data.length === 0 ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
          <div className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="sparkles" className="h-6 w-6" />
            </span>
            <p className="text-lg text-muted">
              AI insights will appear here once your loved one has completed a few activities.
            </p>
          </div>
          {newInsight}
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.map((r) => (
            <AiReportItem key={r.id} report={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
