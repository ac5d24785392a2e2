import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';

// Quick Actions: an AI report and the results as CSV (both once there are results: before, the
// report button stays in view, disabled, with the reason beside it) and a draft copy (Co-Caregivers).
export function QuickActionsCard({
  gameId,
  hasResult,
  canManage,
  onGenerateReport,
  generatingReport,
  onDuplicate,
  duplicating,
}: {
  gameId: string;
  hasResult: boolean;
  canManage: boolean;
  onGenerateReport: () => void;
  generatingReport: boolean;
  onDuplicate: () => void;
  duplicating: boolean;
}) {
  const { t } = useLingui();
  const reasonId = useId();
  return (
    <Card headingId="quick-actions-heading" title={t`Quick Actions`}>
      <div className="flex flex-col gap-3">
        <Button
          variant="secondary"
          className="justify-start"
          onClick={onGenerateReport}
          disabled={generatingReport || !hasResult}
          aria-describedby={hasResult ? undefined : reasonId}
        >
          <Icon name="sparkles" className="h-5 w-5" />
          {generatingReport ? t`Generating report...` : t`Generate AI Report`}
        </Button>
        {!hasResult && (
          <p id={reasonId} className="text-muted">
            <Trans>An AI report is written from results: it can be generated once this activity has been played.</Trans>
          </p>
        )}
        {hasResult && (
          <a href={`/api/games/${gameId}/results.csv`} download className={buttonClass('secondary', 'justify-start')}>
            <Icon name="download" className="h-5 w-5" />
            <Trans>Export Results</Trans>
          </a>
        )}
        <Link to={`/games/${gameId}/print`} className={buttonClass('secondary', 'justify-start')}>
          <Icon name="printer" className="h-5 w-5" />
          <Trans>Print this activity</Trans>
        </Link>
        {canManage && (
          <Button variant="secondary" className="justify-start" onClick={onDuplicate} disabled={duplicating}>
            <Icon name="plus" className="h-5 w-5" />
            {duplicating ? t`Duplicating...` : t`Duplicate Activity`}
          </Button>
        )}
      </div>
    </Card>
  );
}
