import { useCheckIns } from '../../api/useCheckIns';
import { formatDateTime } from '../../lib/format';
import { moodLabel, moodScore } from '../../lib/mood';
import { LoadFailed, Loading } from '../../components/LoadState';

// The caregiver's past check-ins, newest first: date, mood, their words and any reflection.
export function CheckInHistory() {
  const checkIns = useCheckIns();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2 id="history-heading" className="text-2xl font-bold">
        Your past check-ins
      </h2>
      {checkIns.isLoading ? (
        <Loading>Loading your check-ins...</Loading>
      ) : checkIns.isError ? (
        <LoadFailed>We couldn't load your check-ins. Please refresh the page to try again.</LoadFailed>
      ) : !checkIns.data || checkIns.data.length === 0 ? (
        <p className="rounded-2xl border border-warm-100 bg-white p-6 text-muted shadow-sm">No check-ins yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {checkIns.data.map((c) => (
            <li key={c.id} className="flex flex-col gap-2 rounded-2xl border border-warm-100 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-lg font-semibold">
                  {moodLabel(c.mood)} <span className="font-normal text-muted">({moodScore(c.mood)})</span>
                </p>
                <p className="text-muted">{formatDateTime(c.createdAt)}</p>
              </div>
              {c.freeText && <p className="whitespace-pre-line break-words">{c.freeText}</p>}
              {c.aiReflection && (
                <div className="rounded-xl bg-brand-50 p-4">
                  <p className="text-sm font-semibold text-brand-800">Reflection</p>
                  <p className="mt-1 whitespace-pre-line">{c.aiReflection}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
