import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { GameInstance, Senior } from '@carewith/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/people';
import { activityTitle } from '../games/texts';

// The latest activities: title (or Untitled Activity), who it is for, status; each opens its page.
export function RecentActivitiesCard({
  activities,
  seniors,
  canCreate,
}: {
  activities: GameInstance[];
  seniors: Senior[];
  canCreate: boolean;
}) {
  const { t } = useLingui();
  const forWhom = (id: string | null) => (id ? seniors.find((s) => s.id === id)?.firstName : undefined);
  return (
    <Card headingId="recent-activities-heading" title={t`Recent Activities`}>
      {activities.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-warm-50 p-5">
          <p className="text-muted">
            <Trans>No activities have been created yet.</Trans>
          </p>
          {canCreate && (
            <Link to="/games/new" className={buttonClass('secondary')}>
              <Trans>Create Your First Activity</Trans>
            </Link>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {activities.map((a) => {
            const name = forWhom(a.seniorId);
            return (
              <li key={a.id}>
                <Link
                  to={`/games/${a.id}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border-2 border-warm-100 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="break-words font-semibold text-ink">{activityTitle(a)}</span>
                    <span className="text-sm text-muted">
                      {name ? `${t`For ${name}`} · ` : ''}
                      {a.sentAt ? t`Sent ${formatDate(a.sentAt)}` : t`Created ${formatDate(a.createdAt)}`}
                    </span>
                  </span>
                  <StatusBadge status={a.status} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
