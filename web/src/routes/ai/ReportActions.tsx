import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { AiReportView } from '@carewith/contracts';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { printPath, reportToShare } from './texts';

// View Assessment History, Export Reports (a CSV download) and Share with Healthcare Provider
// (the printable page of the newest saved report, or the newest report when none is saved).
export function ReportActions({
  seniorId,
  reports,
  historyId,
  historyOpen,
  onToggleHistory,
}: {
  seniorId: string;
  reports: AiReportView[] | undefined;
  historyId: string;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  const { t } = useLingui();
  const share = reports ? reportToShare(reports) : undefined;
  const hasReports = Boolean(reports && reports.length > 0);
  const exportHref = `/api/ai/reports/export?seniorId=${encodeURIComponent(seniorId)}`;
  const classes = 'w-full justify-start sm:w-auto';
  return (
    <Card headingId="report-actions-heading" title={t`Reports and Sharing`}>
      <p id="report-actions-hint" className="text-muted">
        {!seniorId
          ? t`Choose a loved one to see their history, export their reports or share one with a healthcare provider.`
          : hasReports
            ? t`Saved reports are exported and shared first. If none are saved, export includes every report.`
            : t`Once you have an insight, you can export it or share it with a healthcare provider.`}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          className={classes}
          aria-expanded={historyOpen}
          aria-controls={seniorId ? historyId : undefined}
          disabled={!seniorId}
          onClick={onToggleHistory}
        >
          <Icon name="clock" className="h-5 w-5" />
          <Trans>View Assessment History</Trans>
        </Button>
        {seniorId && hasReports ? (
          <a href={exportHref} download className={buttonClass('secondary', classes)}>
            <Icon name="download" className="h-5 w-5" />
            <Trans>Export Reports</Trans>
          </a>
        ) : (
          <Button variant="secondary" className={classes} disabled aria-describedby="report-actions-hint">
            <Icon name="download" className="h-5 w-5" />
            <Trans>Export Reports</Trans>
          </Button>
        )}
        {seniorId && share ? (
          <Link to={printPath(share, seniorId)} className={buttonClass('secondary', classes)}>
            <Icon name="printer" className="h-5 w-5" />
            <Trans>Share with Healthcare Provider</Trans>
          </Link>
        ) : (
          <Button variant="secondary" className={classes} disabled aria-describedby="report-actions-hint">
            <Icon name="printer" className="h-5 w-5" />
            <Trans>Share with Healthcare Provider</Trans>
          </Button>
        )}
      </div>
    </Card>
  );
}
