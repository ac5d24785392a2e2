import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useAiReports } from '../../api/useAiReports';
import { buttonClass } from '../../components/Button';
import { Section } from '../../components/Card';
import { LoadedList } from '../../components/LoadState';
import { Icon } from '../../components/Icon';
import { AiReportItem } from '../ai/AiReportItem';

// AI Insights: the loved one's stored reports, newest first, and a way to ask for a new one.
export function InsightsPanel({ seniorId }: { seniorId?: string }) {
  const { t } = useLingui();
  const params = useParams();
  const id = seniorId ?? params.id ?? '';
  const reports = useAiReports({ seniorId: id }, Boolean(id));
  const newInsight = (
    <Link to={`/ai-assessment?seniorId=${id}`} className={buttonClass('secondary', 'self-start')}>
      <Icon name="sparkles" className="h-5 w-5" />
      <Trans>Get a new insight</Trans>
    </Link>
  );

  return (
    <Section
      headingId="insights-heading"
      title={t`AI Insights`}
      aside={reports.data && reports.data.length > 0 && newInsight}
      asideClassName="flex flex-wrap items-center justify-between gap-3"
    >
      <LoadedList
        loading={reports.isLoading}
        failed={reports.isError}
        items={reports.data}
        loadingText={t`Loading insights...`}
        failedText={t`We couldn't load the insights. Please refresh the page to try again.`}
        empty={
          <div className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name="sparkles" className="h-6 w-6" />
              </span>
              <p className="text-lg text-muted">
                <Trans>AI insights will appear here once your loved one has completed a few activities.</Trans>
              </p>
            </div>
            {newInsight}
          </div>
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((r) => (
              <AiReportItem key={r.id} report={r} />
            ))}
          </ul>
        )}
      </LoadedList>
    </Section>
  );
}
