import { formatDuration, type Result } from '@carewith/contracts';
import { Card } from '../../components/Card';
import { StatCard } from '../../components/StatCard';
import { percent } from '../../lib/format';
import { formatDate } from '../../lib/people';

const engagementText = (engagement: string) =>
  engagement.toLowerCase() === 'high'
    ? 'High engagement'
    : `${engagement.charAt(0).toUpperCase()}${engagement.slice(1).toLowerCase()} engagement`;

// Results Summary (completed activities): the real accuracy, time, engagement and correct answers.
export function ResultsSummaryCard({ result }: { result: Result | null }) {
  return (
    <Card
      headingId="results-summary-heading"
      title="Results Summary"
      aside={result && <p className="text-muted">Completed {formatDate(result.completedAt)}</p>}
      asideClassName="flex flex-col gap-1"
    >
      {result ? (
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <StatCard label="Accuracy" value={percent(result.computedScoresJSON.accuracy)} />
          <StatCard label="Duration" value={formatDuration(result.summaryJSON.totalTime)} />
          <StatCard label="Engagement" value={engagementText(result.summaryJSON.engagement)} />
          <StatCard
            label="Correct Answers"
            value={`${result.summaryJSON.correctAnswers} of ${result.summaryJSON.totalSteps}`}
          />
        </dl>
      ) : (
        <p className="text-muted">The results are not available yet.</p>
      )}
    </Card>
  );
}
