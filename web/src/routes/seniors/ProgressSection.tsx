import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SeniorView } from '@carewith/contracts';
import { useSeniorTrend } from '../../api/useSeniorTrend';
import { LazyWeeklyTrendCharts } from '../../components/charts/LazyCharts';
import { Section } from '../../components/Card';
import { Loaded } from '../../components/LoadState';
import { TIME_PLAYED_IN_REPORT } from './texts';

// Progress over the last 12 weeks: the weekly charts, or what will appear once something is played.
// `brief` (the profile's Overview): the accuracy chart, and the way to the report for time played.
export function ProgressSection({
  senior,
  print = false,
  brief = false,
}: {
  senior: Pick<SeniorView, 'id' | 'firstName'>;
  print?: boolean;
  brief?: boolean;
}) {
  const { t } = useLingui();
  const firstName = senior.firstName;
  const trend = useSeniorTrend(senior.id);
  const played = trend.data?.weeks.some((w) => w.activities > 0) ?? false;
  return (
    <Section headingId="progress-heading" title={t`Progress over 12 weeks`}>
      <Loaded
        query={trend}
        loadingText={t`Loading charts...`}
        failedText={t`We couldn't load these charts. Please refresh the page to try again.`}
      >
        {(data) =>
          played ? (
            <div className="rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none">
              <LazyWeeklyTrendCharts weeks={data.weeks} tableOpen={print} accuracyOnly={brief} />
              {brief && (
                <Link
                  to={`/seniors/${senior.id}/report`}
                  className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:bg-brand-50"
                >
                  {t(TIME_PLAYED_IN_REPORT)}
                </Link>
              )}
            </div>
          ) : (
            <p className="rounded-xl bg-warm-100 p-4 text-ink print:bg-transparent print:p-0">
              <Trans>
                Charts of {firstName}'s accuracy and time played, week by week, will appear here once {firstName}{' '}
                completes a first activity.
              </Trans>
            </p>
          )
        }
      </Loaded>
    </Section>
  );
}
