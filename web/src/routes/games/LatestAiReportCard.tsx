import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAiReports } from '../../api/useAiReports';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { formatDateTime } from '../../lib/format';
import { ReportText } from '../ai/ReportText';
import { paragraphsOf } from '../ai/texts';
import { Loading } from '../../components/LoadState';

// Latest AI Report (completed activities): the newest stored report on this activity (its first
// paragraph, View Full Report for the rest), else a way to ask for one. `report` is the text
// generated in this visit, shown until the stored list has it.
export function LatestAiReportCard({
  gameId,
  report,
  onGenerate,
  generating,
}: {
  gameId?: string;
  report: string | null;
  onGenerate: () => void;
  generating: boolean;
}) {
  const { t } = useLingui();
  const params = useParams();
  const id = gameId ?? params.id ?? '';
  const textId = useId();
  const [open, setOpen] = useState(false);
  const reports = useAiReports({ gameId: id }, Boolean(id));
  const latest = reports.data?.[0];
  const text = latest?.output ?? report;
  const paragraphs = text ? paragraphsOf(text) : [];
  const long = paragraphs.length > 1;

  return (
    <Card headingId="ai-report-heading" title={t`Latest AI Report`}>
      {reports.isLoading && !report ? (
        <Loading>
          <Trans>Loading AI report...</Trans>
        </Loading>
      ) : text ? (
        <div className="flex flex-col gap-3">
          {latest && (
            <p className="text-sm text-muted">
              <Trans>
                Written <time dateTime={latest.createdAt}>{formatDateTime(latest.createdAt)}</time>
              </Trans>
            </p>
          )}
          <ReportText id={textId} paragraphs={paragraphs} limit={open ? undefined : 1} />
          {long && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={textId}
              onClick={() => setOpen((o) => !o)}
              className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 -ml-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {open ? t`Hide Full Report` : t`View Full Report`}
              <Icon name="chevron-down" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">
            <Trans>No AI report yet.</Trans>
          </p>
          <Button variant="secondary" onClick={onGenerate} disabled={generating}>
            <Icon name="sparkles" className="h-5 w-5" />
            {generating ? t`Generating report...` : t`Generate AI Report`}
          </Button>
        </div>
      )}
    </Card>
  );
}
