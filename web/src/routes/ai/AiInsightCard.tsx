import { Trans } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { AiReportView } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatDateTime } from '../../lib/format';
import { ReportText } from './ReportText';
import { reportParagraphs, reportTypeLabel, timeRangeLabel, writerLine } from './texts';

// The insight just written: its text, who wrote it, Save Report and Regenerate. The heading takes
// focus when a new insight arrives.
export const AiInsightCard = forwardRef<
  HTMLHeadingElement,
  {
    report: AiReportView;
    firstName: string;
    onSave: () => void;
    saving: boolean;
    onRegenerate: () => void;
    regenerating: boolean;
  }
>(function AiInsightCard({ report, firstName, onSave, saving, onRegenerate, regenerating }, ref) {
  const meta = [reportTypeLabel(report), report.timeRange ? timeRangeLabel(report.timeRange) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <section
      aria-labelledby="ai-insight-heading"
      aria-busy={regenerating}
      className="flex flex-col gap-4 rounded-2xl border-2 border-brand-100 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="sparkles" className="h-6 w-6" />
        </span>
        <h2 id="ai-insight-heading" ref={ref} tabIndex={-1} className="text-2xl font-bold">
          <Trans>AI Insight</Trans>
        </h2>
        <Badge tone="brand">
          <Trans>New</Trans>
        </Badge>
      </div>
      <p className="text-muted">
        {meta} · {formatDateTime(report.createdAt)}
      </p>
      {report.prompt && (
        <p className="rounded-xl bg-warm-100 p-4">
          <span className="font-semibold">
            <Trans>Your question:</Trans>{' '}
          </span>
          {report.prompt}
        </p>
      )}
      <ReportText paragraphs={reportParagraphs(report)} />
      <p className="text-sm text-muted">{writerLine(report, firstName)}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {report.saved ? (
          <Button variant="secondary" aria-disabled="true" className="cursor-default hover:bg-white">
            <Icon name="check" className="h-5 w-5" />
            <Trans>Saved</Trans>
          </Button>
        ) : (
          <Button variant="secondary" onClick={onSave} disabled={saving}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save Report</Trans>}
          </Button>
        )}
        <Button variant="ghost" onClick={onRegenerate} disabled={regenerating}>
          <Icon name="resend" className="h-5 w-5" />
          {regenerating ? <Trans>Regenerating...</Trans> : <Trans>Regenerate</Trans>}
        </Button>
      </div>
    </section>
  );
});
