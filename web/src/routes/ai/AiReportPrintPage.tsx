import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useAiReports } from '../../api/useAiReports';
import { useSenior } from '../../api/useSenior';
import { BackLink } from '../../components/BackLink';
import { Section } from '../../components/Card';
import { PageLoading } from '../../components/PageLoading';
import { PrintBar, PrintTitle } from '../../components/PrintPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { formatDateTime, fullName } from '../../lib/format';
import { ReportNotFound } from './ReportNotFound';
import { ReportText } from './ReportText';
import {
  BACK_TO_AI_SUPPORT,
  REPORT_NOT_FOUND,
  reportParagraphs,
  reportTypeLabel,
  timeRangeLabel,
  writerLine,
} from './texts';
import { PageLoadFailed } from '../../components/LoadState';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

// /ai-assessment/report/{reportId}?seniorId=: one report, print-friendly, to share with a healthcare
// provider (Share with Healthcare Provider). The nav and the buttons are hidden when printing.
export function AiReportPrintPage() {
  const { t } = useLingui();
  const { reportId = '' } = useParams();
  const [params] = useSearchParams();
  const seniorId = params.get('seniorId') ?? '';
  const valid = uuidSchema.safeParse(reportId).success && uuidSchema.safeParse(seniorId).success;
  const senior = useSenior(seniorId, valid);
  const reports = useAiReports({ seniorId }, valid && senior.isSuccess);
  const report = reports.data?.find((r) => r.id === reportId);
  const notFound = !valid || isNotFound(senior.error) || isNotFound(reports.error) || (reports.isSuccess && !report);
  const kind = report && reportTypeLabel(report);
  const name = senior.data && fullName(senior.data);
  const title = kind && name ? t`${kind} for ${name}` : t`AI Report`;
  useDocumentTitle(notFound ? t(REPORT_NOT_FOUND) : title);

  if (notFound) return <ReportNotFound />;
  if (senior.isLoading || reports.isLoading) return <PageLoading text={t`Loading report...`} />;
  if (!senior.data || !report) {
    return (
      <PageLoadFailed backLink={<BackLink to="/ai-assessment">{t(BACK_TO_AI_SUPPORT)}</BackLink>}>
        <Trans>We couldn&apos;t load this report. Please refresh the page to try again.</Trans>
      </PageLoadFailed>
    );
  }

  const question = report.prompt;
  const written = formatDateTime(report.createdAt);
  return (
    <article aria-labelledby="print-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-6 print:max-w-none">
      <div className="flex flex-col gap-3 print:hidden">
        <PrintBar
          backLink={<BackLink to={`/ai-assessment?seniorId=${senior.data.id}`}>{t(BACK_TO_AI_SUPPORT)}</BackLink>}
        />
        <p className="rounded-xl bg-brand-50 p-4">
          <Trans>
            To share this report with a doctor, nurse or other healthcare provider, print it or save it as a PDF and
            bring or send it to them.
          </Trans>
        </p>
      </div>
      <PrintTitle id="print-heading" title={title}>
        <Trans>Written {written}</Trans>
      </PrintTitle>
      <dl className="grid gap-3 rounded-2xl border border-warm-100 bg-white p-5 sm:grid-cols-2 print:border-slate-400">
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Type</Trans>
          </dt>
          <dd>{reportTypeLabel(report)}</dd>
        </div>
        {report.timeRange && (
          <div>
            <dt className="text-sm font-semibold text-muted">
              <Trans>Time range</Trans>
            </dt>
            <dd>{timeRangeLabel(report.timeRange)}</dd>
          </div>
        )}
        {question && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-muted">
              <Trans>Question</Trans>
            </dt>
            <dd>{question}</dd>
          </div>
        )}
      </dl>
      <Section headingId="print-text-heading" title={t`Summary`} className="flex flex-col gap-3">
        <ReportText paragraphs={reportParagraphs(report)} />
        <p className="text-sm text-muted">{writerLine(report, senior.data.firstName)}</p>
      </Section>
      <p className="rounded-xl bg-warm-100 p-4 text-[0.95rem] text-ink print:bg-transparent print:p-0">
        <Trans>
          This report was written from the results of memory activities played at home. It is not a medical assessment
          and does not replace advice from a doctor or other healthcare professional.
        </Trans>
      </p>
    </article>
  );
}
