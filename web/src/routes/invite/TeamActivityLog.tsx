import { useLingui } from '@lingui/react/macro';
import { inAppLanguage } from '../../i18n/contract-messages';
import { ApiError } from '../../api/http';
import { useAuditLog } from '../../api/useAuditLog';
import { Card } from '../../components/Card';
import { formatDateTime } from '../../lib/format';
import { inviteCard, ListNotes } from './ListNotes';
import {
  ACTIVITY_LOG_COLUMNS,
  ACTIVITY_LOG_EMPTY,
  ACTIVITY_LOG_FAILED,
  ACTIVITY_LOG_HEADING,
  ACTIVITY_LOG_LOADING,
  AUDIT_ACTION_LABELS,
  DELETED_ACCOUNT,
} from './texts';

// Phones: one entry as three short lines. Wider: the three columns side by side.
const rowGrid = 'sm:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_minmax(0,1fr)] sm:gap-x-4';

// Who did what in the team, newest first, in plain words. Entries hold no names or health details
// of their own: the actor's name is the one the team knows now.
export function TeamActivityLog({ careTeamId, teamName }: { careTeamId: string; teamName?: string }) {
  const { t } = useLingui();
  const log = useAuditLog(careTeamId);
  return (
    <Card headingId="activity-log-heading" title={t(ACTIVITY_LOG_HEADING)} {...inviteCard}>
      {teamName && <p className="mt-1 text-muted">{teamName}</p>}
      <ListNotes
        query={log}
        loadingText={t(ACTIVITY_LOG_LOADING)}
        failedText={
          (log.error instanceof ApiError && log.error.serverMessage && inAppLanguage(log.error.serverMessage)) ||
          t(ACTIVITY_LOG_FAILED)
        }
      />
      {log.data?.length === 0 && <p className="mt-4 text-muted">{t(ACTIVITY_LOG_EMPTY)}</p>}
      {log.data && log.data.length > 0 && (
        <>
          {/* Column names for sighted readers on wide screens; each row reads in full on its own. */}
          <div
            aria-hidden="true"
            className={`mt-4 hidden border-b-2 border-warm-100 pb-2 text-sm font-semibold text-muted sm:grid ${rowGrid}`}
          >
            <span>{t(ACTIVITY_LOG_COLUMNS.when)}</span>
            <span>{t(ACTIVITY_LOG_COLUMNS.who)}</span>
            <span>{t(ACTIVITY_LOG_COLUMNS.what)}</span>
          </div>
          <ol aria-labelledby="activity-log-heading" className="mt-4 flex flex-col divide-y divide-warm-100 sm:mt-0">
            {log.data.map((entry) => (
              <li key={entry.id} className={`grid gap-y-0.5 py-3 sm:items-baseline ${rowGrid}`}>
                <time dateTime={entry.createdAt} className="text-sm text-muted sm:text-base">
                  {formatDateTime(entry.createdAt)}
                </time>
                <span className="break-words font-semibold">{entry.actorName ?? t(DELETED_ACCOUNT)}</span>
                <span>{AUDIT_ACTION_LABELS[entry.action] ? t(AUDIT_ACTION_LABELS[entry.action]) : entry.action}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
