import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Result } from '@carewith/contracts';
import { durationText } from '../../i18n/format';
import { Card } from '../../components/Card';
import { StatCard } from '../../components/StatCard';
import { percent } from '../../lib/format';
import { formatDate } from '../../lib/people';

// The summary's engagement word ("high", "medium", "low"), in the member's language.
function engagementText(engagement: string) {
  switch (engagement.toLowerCase()) {
    case 'high':
      return t`High engagement`;
    case 'medium':
      return t`Medium engagement`;
    case 'low':
      return t`Low engagement`;
    default:
      return `${engagement.charAt(0).toUpperCase()}${engagement.slice(1).toLowerCase()}`;
  }
}

// Results Summary (completed activities): the real accuracy, time, engagement and correct answers.
export function ResultsSummaryCard({ result }: { result: Result | null }) {
  // Renders again when the member's language changes.
  useLingui();
  return (
    <Card
      headingId="results-summary-heading"
      title={t`Results Summary`}
      aside={result && <p className="text-muted">{t`Completed ${formatDate(result.completedAt)}`}</p>}
      asideClassName="flex flex-col gap-1"
    >
      {result ? (
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <StatCard label={t`Accuracy`} value={percent(result.computedScoresJSON.accuracy)} />
          <StatCard label={t`Duration`} value={durationText(result.summaryJSON.totalTime)} />
          <StatCard label={t`Engagement`} value={engagementText(result.summaryJSON.engagement)} />
          <StatCard
            label={t`Correct Answers`}
            value={t`${result.summaryJSON.correctAnswers} of ${result.summaryJSON.totalSteps}`}
          />
        </dl>
      ) : (
        <p className="text-muted">{t`The results are not available yet.`}</p>
      )}
    </Card>
  );
}
