import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AiReportView } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { formatDateTime } from '../../lib/format';
import { ReportText } from './ReportText';
import { PREVIEW_PARAGRAPHS, reportParagraphs, reportTypeLabel, timeRangeLabel } from './texts';

// One stored report in a list: kind, date, Saved badge, and its text (the first paragraphs until
// "Read full text" opens the rest).
export function AiReportItem({ report }: { report: AiReportView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const paragraphs = reportParagraphs(report);
  const long = paragraphs.length > PREVIEW_PARAGRAPHS;
  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id={`${id}-title`} className="text-xl font-semibold">
              {reportTypeLabel(report)}
            </h3>
            {report.saved && (
              <Badge tone="success">
                <Trans>Saved</Trans>
              </Badge>
            )}
          </div>
          <p className="text-muted">
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            {report.timeRange && report.type === 'WEEKLY_TREND' ? ` · ${timeRangeLabel(report.timeRange)}` : ''}
          </p>
        </div>
        {report.prompt && (
          <p className="rounded-xl bg-warm-100 p-3">
            <span className="font-semibold">
              <Trans>Your question:</Trans>{' '}
            </span>
            {report.prompt}
          </p>
        )}
        <ReportText id={`${id}-text`} paragraphs={paragraphs} limit={open ? undefined : PREVIEW_PARAGRAPHS} />
        {long && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-text`}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 -ml-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {open ? <Trans>Show less</Trans> : <Trans>Read full text</Trans>}
            <Icon name="chevron-down" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        )}
      </article>
    </li>
  );
}
