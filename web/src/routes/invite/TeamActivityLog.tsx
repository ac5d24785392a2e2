import { ApiError } from '../../api/http';
import { useAuditLog } from '../../api/useAuditLog';
import { formatDateTime } from '../../lib/format';
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
  const log = useAuditLog(careTeamId);
  return (
    <section
      aria-labelledby="activity-log-heading"
      className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <h2 id="activity-log-heading" className="text-xl font-bold">
        {ACTIVITY_LOG_HEADING}
      </h2>
      {teamName && <p className="mt-1 text-muted">{teamName}</p>}
      {log.isLoading && (
        <p role="status" className="mt-4 text-muted">
          {ACTIVITY_LOG_LOADING}
        </p>
      )}
      {log.isError && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {(log.error instanceof ApiError && log.error.serverMessage) || ACTIVITY_LOG_FAILED}
        </p>
      )}
      {log.data?.length === 0 && <p className="mt-4 text-muted">{ACTIVITY_LOG_EMPTY}</p>}
      {log.data && log.data.length > 0 && (
        <>
          {/* Column names for sighted readers on wide screens; each row reads in full on its own. */}
          <div
            aria-hidden="true"
            className={`mt-4 hidden border-b-2 border-warm-100 pb-2 text-sm font-semibold text-muted sm:grid ${rowGrid}`}
          >
            <span>{ACTIVITY_LOG_COLUMNS.when}</span>
            <span>{ACTIVITY_LOG_COLUMNS.who}</span>
            <span>{ACTIVITY_LOG_COLUMNS.what}</span>
          </div>
          <ol aria-labelledby="activity-log-heading" className="mt-4 flex flex-col divide-y divide-warm-100 sm:mt-0">
            {log.data.map((entry) => (
              <li key={entry.id} className={`grid gap-y-0.5 py-3 sm:items-baseline ${rowGrid}`}>
                <time dateTime={entry.createdAt} className="text-sm text-muted sm:text-base">
                  {formatDateTime(entry.createdAt)}
                </time>
                <span className="break-words font-semibold">{entry.actorName ?? DELETED_ACCOUNT}</span>
                <span>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
