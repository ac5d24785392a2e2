import { Trans, useLingui } from '@lingui/react/macro';
import { useCheckIns } from '../../api/useCheckIns';
import { Section } from '../../components/Card';
import { LoadedList, NothingYet } from '../../components/LoadState';
import { formatDateTime } from '../../lib/format';
import { moodLabel, moodScore } from '../../lib/mood';

// The caregiver's past check-ins, newest first: date, mood, their words and any reflection.
export function CheckInHistory() {
  const { t } = useLingui();
  const checkIns = useCheckIns();
  return (
    <Section headingId="history-heading" title={t`Your past check-ins`}>
      <LoadedList
        loading={checkIns.isLoading}
        failed={checkIns.isError}
        items={checkIns.data}
        loadingText={t`Loading your check-ins...`}
        failedText={t`We couldn't load your check-ins. Please refresh the page to try again.`}
        empty={<NothingYet>{t`No check-ins yet.`}</NothingYet>}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((c) => (
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
                    <p className="text-sm font-semibold text-brand-800">
                      <Trans>Reflection</Trans>
                    </p>
                    <p className="mt-1 whitespace-pre-line">{c.aiReflection}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </Section>
  );
}
