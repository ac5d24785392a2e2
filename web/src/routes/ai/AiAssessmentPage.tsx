import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AiReportView } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useAiReports } from '../../api/useAiReports';
import { useDashboard } from '../../api/useDashboard';
import { InsightRequest, useGenerateInsight } from '../../api/useGenerateInsight';
import { useSaveAiReport } from '../../api/useSaveAiReport';
import { BackLink } from '../../components/BackLink';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { toast } from '../../hooks/useToast';
import { AiInsightCard } from './AiInsightCard';
import { AssessmentHistory } from './AssessmentHistory';
import { InsightForm } from './InsightForm';
import { InsightPending } from './InsightPending';
import { NoInsightsYet } from './NoInsightsYet';
import { ReportActions } from './ReportActions';
import { SampleInsights } from './SampleInsights';
import { PAGE_TITLE } from './texts';
import { LoadFailed } from '../../components/LoadState';

type Current = { report: AiReportView; request: InsightRequest };

// /ai-assessment (spec section 2): ask for a Weekly Trend or a Custom Insight about a loved one
// (?seniorId= preselects one), save it, regenerate it, see the history, export and share.
export function AiAssessmentPage() {
  const { t } = useLingui();
  useDocumentTitle(t(PAGE_TITLE));
  const historyId = useId();
  const [params, setParams] = useSearchParams();
  const dashboard = useDashboard();
  const generate = useGenerateInsight();
  const save = useSaveAiReport();
  const [current, setCurrent] = useState<Current | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [focus, setFocus] = useState<'insight' | 'history' | null>(null);
  const insightHeading = useRef<HTMLHeadingElement>(null);
  const historyHeading = useRef<HTMLHeadingElement>(null);

  const seniors = dashboard.data?.seniors ?? [];
  const fromUrl = params.get('seniorId');
  const senior = seniors.find((s) => s.id === fromUrl);
  const seniorId = senior?.id ?? '';
  const reports = useAiReports({ seniorId }, Boolean(seniorId));
  const shown = current && current.report.seniorId === seniorId ? current : null;

  // A new insight or the opened history takes focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (focus === 'insight' && shown) {
      insightHeading.current?.focus();
      setFocus(null);
    } else if (focus === 'history' && historyOpen) {
      historyHeading.current?.focus();
      setFocus(null);
    }
  }, [focus, shown, historyOpen]);

  if (dashboard.isLoading) return <PageLoading text={t`Loading your loved ones...`} />;

  const failed = (description: string) => toast({ title: t`Error`, description, variant: 'destructive' });
  const lovedOneName = senior?.firstName ?? t`your loved one`;

  const chooseSenior = (id: string) => {
    setParams(id ? { seniorId: id } : {}, { replace: true });
    setHistoryOpen(false);
  };

  const run = (request: InsightRequest) =>
    generate.mutate(request, {
      onSuccess: (report) => {
        setCurrent({ report, request });
        setFocus('insight');
        toast(
          request.kind === 'weekly'
            ? { title: t`Trend Analysis Complete`, description: t`Your insight is ready.` }
            : { title: t`Assessment Complete`, description: t`Your insight is ready.` },
        );
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        failed(
          request.kind === 'weekly'
            ? t`Failed to generate trend analysis. Please try again.`
            : t`Failed to generate assessment. Please try again.`,
        );
      },
    });

  const onSave = () => {
    if (!shown) return;
    save.mutate(shown.report.id, {
      onSuccess: (saved) => {
        setCurrent((c) => (c && c.report.id === saved.id ? { ...c, report: saved } : c));
        toast({ title: t`Report Saved`, description: t`It is included when you export or share reports.` });
      },
      onError: (error) => {
        if (!isUnauthorized(error)) failed(t`Failed to save report. Please try again.`);
      },
    });
  };

  const toggleHistory = () => {
    setHistoryOpen((open) => !open);
    if (!historyOpen) setFocus('history');
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 className="text-3xl font-bold sm:text-4xl">{t(PAGE_TITLE)}</h1>
        <p className="max-w-3xl text-lg text-muted">
          <Trans>
            Plain-language summaries of how your loved one is getting on with their activities, written from their real
            results. Take what helps and leave the rest. This is not a medical assessment: if you are worried, please
            talk to a doctor.
          </Trans>
        </p>
      </div>
      {dashboard.isError && (
        <LoadFailed>
          <Trans>We couldn&apos;t load your loved ones. Please refresh the page to try again.</Trans>
        </LoadFailed>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <InsightForm
            seniors={seniors}
            seniorId={seniorId}
            onSeniorChange={chooseSenior}
            onGenerate={run}
            generating={generate.isPending}
            loadFailed={dashboard.isError}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          {shown ? (
            <AiInsightCard
              ref={insightHeading}
              report={shown.report}
              firstName={lovedOneName}
              onSave={onSave}
              saving={save.isPending}
              onRegenerate={() => run(shown.request)}
              regenerating={generate.isPending}
            />
          ) : generate.isPending ? (
            <InsightPending />
          ) : (
            <NoInsightsYet />
          )}
          <ReportActions
            seniorId={seniorId}
            reports={reports.data}
            historyId={historyId}
            historyOpen={historyOpen}
            onToggleHistory={toggleHistory}
          />
        </div>
      </div>
      {seniorId && (
        <AssessmentHistory
          ref={historyHeading}
          id={historyId}
          hidden={!historyOpen}
          firstName={lovedOneName}
          reports={reports.data}
          loading={reports.isLoading}
          failed={reports.isError}
        />
      )}
      <SampleInsights />
    </div>
  );
}
