import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Senior } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Initial } from '../../components/Initial';
import { fullName } from '../../lib/format';
import { LovedOneTrend } from './LovedOneTrend';

// Your Loved Ones: each links to their profile; the phone, or a No Phone badge; their weekly trend beside.
export function LovedOnesCard({ seniors, canAdd }: { seniors: Senior[]; canAdd: boolean }) {
  const { t } = useLingui();
  return (
    <Card
      headingId="loved-ones-heading"
      title={t`Your Loved Ones`}
      aside={
        canAdd &&
        seniors.length > 0 && (
          <Link
            to="/seniors/new"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Icon name="plus" className="h-5 w-5" />
            <Trans>Add another</Trans>
          </Link>
        )
      }
    >
      {seniors.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-warm-50 p-5">
          <p className="text-muted">
            {canAdd
              ? t`Add the person you care for to start sending memory activities.`
              : t`No loved ones have been added to your care team yet.`}
          </p>
          {canAdd && (
            <Link to="/seniors/new" className={buttonClass()}>
              <Icon name="plus" className="h-5 w-5" />
              <Trans>Add Your First Loved One</Trans>
            </Link>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {seniors.map((senior) => (
            <li key={senior.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
              <Link
                to={`/seniors/${senior.id}`}
                className="flex min-h-14 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border-2 border-warm-100 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="flex min-w-0 items-center gap-3">
                  <Initial name={senior.firstName} className="flex h-10 w-10" />
                  <span className="min-w-0 break-words text-lg font-semibold text-ink">{fullName(senior)}</span>
                </span>
                {senior.phone ? (
                  <span className="text-muted">{senior.phone}</span>
                ) : (
                  <Badge tone="warning">
                    <Trans>No Phone</Trans>
                  </Badge>
                )}
              </Link>
              <LovedOneTrend senior={senior} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
