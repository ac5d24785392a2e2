import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Goal } from '@carewith/contracts';
import { dateFormat } from '../../../i18n/format';
import { ratingsInOrder } from './goal-words';

// The chart library comes only with a goal that has ratings to draw.
const RatingChartChunk = lazy(async () => ({ default: (await import('./RatingChart')).RatingChart }));

const cell = 'border-b border-warm-100 px-1.5 py-1.5 text-left align-top';

// A goal's ratings over time, once there are two: the line, and every rating as a table (for screen
// readers and anyone who prefers numbers). The progress above it says where they went, in words.
export function GoalRatings({ goal }: { goal: Goal }) {
  const { t } = useLingui();
  const ratings = ratingsInOrder(goal.ratings);
  if (ratings.length < 2) return null;
  const short = dateFormat({ month: 'short', day: 'numeric' });
  const long = dateFormat({ dateStyle: 'medium' });
  const points = ratings.map((r) => ({ label: short.format(new Date(r.at)), rating: r.rating }));
  const question = goal.question;
  const tableName = t`Ratings of “${question}”`;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold">
        <Trans>The family's ratings, from 1 to 10</Trans>
      </figcaption>
      <Suspense fallback={<div className="h-40" />}>
        <RatingChartChunk points={points} />
      </Suspense>
      <details className="rounded-xl border border-warm-100 px-2 sm:px-3">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-800">
          <Trans>Show the ratings as a table</Trans>
        </summary>
        {/* On the narrowest phones, in a longer language, the table scrolls inside its region, not the page. */}
        <div role="region" aria-label={tableName} tabIndex={0} className="mb-2 overflow-x-auto">
          <table className="w-full border-collapse text-[0.95rem]">
            <caption className="sr-only">{tableName}</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>Rating</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>Rated by</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {ratings.map((r) => {
                const rating = r.rating;
                return (
                  <tr key={r.at}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {long.format(new Date(r.at))}
                    </th>
                    <td className={cell}>{t`${rating} out of 10`}</td>
                    <td className={`${cell} break-words`}>{r.byName ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
