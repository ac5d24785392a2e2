import { Button, buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';

// Quick Actions: an AI report, the results as CSV (once there are some) and a draft copy (Co-Caregivers).
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
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <h2 id="quick-actions-heading" className="text-2xl font-bold">
        Quick Actions
      </h2>
      <div className="flex flex-col gap-3">
        <Button variant="secondary" className="justify-start" onClick={onGenerateReport} disabled={generatingReport}>
          <Icon name="sparkles" className="h-5 w-5" />
          {generatingReport ? 'Generating report...' : 'Generate AI Report'}
        </Button>
        {hasResult && (
          <a href={`/api/games/${gameId}/results.csv`} download className={buttonClass('secondary', 'justify-start')}>
            <Icon name="download" className="h-5 w-5" />
            Export Results
          </a>
        )}
        {canManage && (
          <Button variant="secondary" className="justify-start" onClick={onDuplicate} disabled={duplicating}>
            <Icon name="plus" className="h-5 w-5" />
            {duplicating ? 'Duplicating...' : 'Duplicate Activity'}
          </Button>
        )}
      </div>
    </section>
  );
}
