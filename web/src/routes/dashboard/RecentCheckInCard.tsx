import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '@carewith/contracts';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/people';
import { moodLabel, moodScore } from '../../lib/mood';

type CheckIn = NonNullable<DashboardResponse['recentCheckIn']>;

// The caregiver's latest check-in: the mood with its plain label, and the reflection when there is one.
export function RecentCheckInCard({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useLingui();
  return (
    <Card
      headingId="recent-check-in-heading"
      title={t`Recent Check-in`}
      aside={<span className="text-muted">{formatDate(checkIn.createdAt)}</span>}
      asideClassName="flex flex-wrap items-baseline justify-between gap-2"
    >
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-bold text-ink">{moodScore(checkIn.mood)}</span>
        <span className="text-lg font-semibold text-brand-800">{moodLabel(checkIn.mood)}</span>
      </p>
      {checkIn.aiReflection && (
        <blockquote className="rounded-xl bg-brand-50 p-4 text-ink">{checkIn.aiReflection}</blockquote>
      )}
      <Link
        to="/check-in"
        className="inline-flex min-h-11 items-center self-start rounded-lg px-3 -ml-3 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      >
        <Trans>See all your check-ins</Trans>
      </Link>
    </Card>
  );
}
