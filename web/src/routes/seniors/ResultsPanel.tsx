import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SeniorResult } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Section } from '../../components/Card';
import { activityTitleIn, firstTrySentence } from '../../lib/activity-words';
import { durationText } from '../../i18n/format';
import { percent } from '../../lib/format';
import { formatDate } from '../../lib/people';
import { LoadedList, NothingYet } from '../../components/LoadState';

// Recent Activities: each completed activity with its accuracy, duration and date (spec section 2);
// its title opens the activity. The newest come first, a page at a time: Show more adds the next.
export function ResultsPanel({
  results,
  loading,
  failed,
  more,
}: {
  results: SeniorResult[] | undefined;
  loading: boolean;
  failed: boolean;
  more?: { show: () => void; loading: boolean } | null;
}) {
  const { t } = useLingui();
  return (
    <Section headingId="results-heading" title={t`Recent Activities`}>
      <LoadedList
        loading={loading}
        failed={failed}
        items={results}
        loadingText={t`Loading activities...`}
        failedText={t`We couldn't load the activities. Please refresh the page to try again.`}
        empty={
          <NothingYet>
            <Trans>No completed activities yet.</Trans>
          </NothingYet>
        }
      >
        {(results) => (
          <ul className="flex flex-col gap-3">
            {results.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="break-words text-lg font-semibold">
                      <Link to={`/games/${r.gameInstanceId}`} className="text-brand-800 underline underline-offset-4">
                        {activityTitleIn(r.title, r.templateId)}
                      </Link>
                    </h3>
                    <Badge tone="success">
                      <Trans>Completed</Trans>
                    </Badge>
                  </div>
                  <p className="text-muted">{formatDate(r.completedAt)}</p>
                  <FirstTries result={r} />
                  <SongNote result={r} />
                </div>
                <dl className="flex gap-6">
                  <div className="flex flex-col">
                    <dt className="text-sm font-semibold text-muted">
                      <Trans>Accuracy</Trans>
                    </dt>
                    <dd className="text-xl font-bold">{percent(r.computedScoresJSON.accuracy)}</dd>
                  </div>
                  <div className="flex flex-col">
                    <dt className="text-sm font-semibold text-muted">
                      <Trans>Time</Trans>
                    </dt>
                    <dd className="text-xl font-bold">{durationText(r.summaryJSON.totalTime)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      {more && !loading && !failed && (
        <Button variant="secondary" className="self-start" onClick={more.show} disabled={more.loading}>
          {more.loading ? t`Loading more...` : t`Show more`}
        </Button>
      )}
    </Section>
  );
}

// How the answers came, in plain words: "4 of 5 on the first try, a little help once".
function FirstTries({ result }: { result: SeniorResult }) {
  const words = firstTrySentence(result.firstTry, result.summaryJSON);
  return words ? <p className="text-ink">{words}</p> : null;
}

// The song the activity ended on, when the loved one played it.
function SongNote({ result }: { result: SeniorResult }) {
  if (!result.song?.played) return null;
  const title = result.song.title;
  return (
    <p className="text-ink">
      <Trans>Ended with a song: {title}</Trans>
    </p>
  );
}
