import { Trans } from '@lingui/react/macro';
import type { GameInstance, Senior } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { StatusBadge } from '../../components/StatusBadge';
import { fullName } from '../../lib/format';
import { activityTitle, templateTitle } from './texts';

// What will be sent to whom: the activity, the loved one and their phone, and the copy line when
// the activity will be sent as a fresh copy.
export function ReviewPanel({
  activity,
  senior,
  copyNote,
}: {
  activity: GameInstance;
  senior: Senior;
  copyNote: string | null;
}) {
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4 rounded-xl bg-warm-50 p-5">
      <h3 id="review-heading" className="text-lg font-semibold">
        <Trans>Review</Trans>
      </h3>
      <dl className="flex flex-col gap-3">
        <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted">
            <Trans>Activity</Trans>
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-words font-semibold text-ink">{activityTitle(activity)}</span>
            <span className="text-muted">{templateTitle(activity)}</span>
            <StatusBadge status={activity.status} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted">
            <Trans>Loved One</Trans>
          </dt>
          <dd className="break-words font-semibold text-ink">{fullName(senior)}</dd>
        </div>
        <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            {senior.phone ? (
              senior.phone
            ) : (
              <Badge tone="warning">
                <Trans>No Phone</Trans>
              </Badge>
            )}
          </dd>
        </div>
      </dl>
      {copyNote && <p className="rounded-lg border border-warm-100 bg-white p-3 text-ink">{copyNote}</p>}
    </section>
  );
}
