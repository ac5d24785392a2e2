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
  const share = reports ? reportToShare(reports) : undefined;
  const hasReports = Boolean(reports && reports.length > 0);
  const exportHref = `/api/ai/reports/export?seniorId=${encodeURIComponent(seniorId)}`;
  const classes = 'w-full justify-start sm:w-auto';
  return (
    <Card headingId="report-actions-heading" title="Reports and Sharing">
      <p id="report-actions-hint" className="text-muted">
        {!seniorId
          ? 'Choose a loved one to see their history, export their reports or share one with a healthcare provider.'
          : hasReports
            ? 'Saved reports are exported and shared first. If none are saved, export includes every report.'
            : 'Once you have an insight, you can export it or share it with a healthcare provider.'}
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
          View Assessment History
        </Button>
        {seniorId && hasReports ? (
          <a href={exportHref} download className={buttonClass('secondary', classes)}>
            <Icon name="download" className="h-5 w-5" />
            Export Reports
          </a>
        ) : (
          <Button variant="secondary" className={classes} disabled aria-describedby="report-actions-hint">
            <Icon name="download" className="h-5 w-5" />
            Export Reports
          </Button>
        )}
        {seniorId && share ? (
          <Link to={printPath(share, seniorId)} className={buttonClass('secondary', classes)}>
            <Icon name="printer" className="h-5 w-5" />
            Share with Healthcare Provider
          </Link>
        ) : (
          <Button variant="secondary" className={classes} disabled aria-describedby="report-actions-hint">
            <Icon name="printer" className="h-5 w-5" />
            Share with Healthcare Provider
          </Button>
        )}
      </div>
    </Card>
  );
}
