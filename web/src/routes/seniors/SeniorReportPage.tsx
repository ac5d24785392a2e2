import { Trans, useLingui } from '@lingui/react/macro';
import { useSeniorOverview } from '../../api/useSeniorOverview';
import { useSeniorResults } from '../../api/useSeniorResults';
import { BackLink } from '../../components/BackLink';
import { Section } from '../../components/Card';
import { PageLoading } from '../../components/PageLoading';
import { PrintBar, PrintTitle } from '../../components/PrintPage';
import { StatCard } from '../../components/StatCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { activityTitleIn } from '../../lib/activity-words';
import { durationText } from '../../i18n/format';
import { formatLongDate, fullName, percent } from '../../lib/format';
import { formatDate } from '../../lib/people';
import { ProfileNotFound } from './ProfileNotFound';
import { ProgressSection } from './ProgressSection';
import { seniorFigures } from './seniorFigures';
import { useRouteSenior } from './useRouteSenior';
import { PageLoadFailed } from '../../components/LoadState';
import { useGoals } from '../../api/useGoals';
import { goalsInOrder, progressWords, stageWords } from './goals/goal-words';

const cell = 'border-b border-warm-100 px-3 py-2.5 text-left align-top print:border-slate-400';

// A print-friendly activity report: figures and every completed activity. The nav and the buttons
// are hidden when printing.
export function SeniorReportPage() {
  const { t } = useLingui();
  const { id, senior, notFound, found } = useRouteSenior();
  const results = useSeniorResults(id, found);
  const overview = useSeniorOverview(id, found);
  const goals = useGoals(id, found);
  const name = senior.data ? fullName(senior.data) : null;
  const title = name ? t`Activity Report for ${name}` : t`Activity Report`;
  useDocumentTitle(notFound ? t`Profile Not Found` : title);

  if (notFound) return <ProfileNotFound />;
  if (senior.isLoading || results.isLoading || overview.isLoading) return <PageLoading text={t`Loading report...`} />;
  if (!senior.data || results.isError || overview.isError) {
    return (
      <PageLoadFailed>
        <Trans>We couldn't load this report. Please refresh the page to try again.</Trans>
      </PageLoadFailed>
    );
  }

  const rows = results.data ?? [];
  const generated = formatLongDate(new Date());
  return (
    <article aria-labelledby="report-heading" className="mx-auto flex w-full max-w-4xl flex-col gap-6 print:max-w-none">
      <PrintBar
        backLink={<BackLink to={`/seniors/${senior.data.id}`}>{t`Back to Profile`}</BackLink>}
        className="flex flex-wrap items-center justify-between gap-3 print:hidden"
      />
      <PrintTitle id="report-heading" title={title}>
        <Trans>Generated {generated}</Trans>
      </PrintTitle>
      <Section headingId="report-summary-heading" title={t`Summary`} className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
          {seniorFigures(overview.data, rows.length).map((f) => (
            <StatCard key={f.label} label={f.label} value={f.value} />
          ))}
        </dl>
      </Section>
      <ProgressSection senior={senior.data} print />
      {goals.data && goals.data.goals.length > 0 && (
        <Section headingId="report-goals-heading" title={t`Everyday goals`} className="flex flex-col gap-3">
          <p className="text-muted">
            <Trans>
              One real thing practised until it sticks. Practising a goal helps with that goal; it is not a treatment
              for memory.
            </Trans>
          </p>
          <ul className="flex flex-col gap-3">
            {goalsInOrder(goals.data.goals).map((goal) => (
              <li
                key={goal.id}
                className="break-inside-avoid rounded-2xl border border-warm-100 bg-white p-4 print:border-slate-400"
              >
                <p className="font-semibold">
                  {goal.question} {goal.answer}
                </p>
                <p>{stageWords(goal)}</p>
                <p>{progressWords(goal)}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section headingId="report-results-heading" title={t`Completed Activities`} className="flex flex-col gap-3">
        {rows.length === 0 ? (
          <p className="text-muted">
            <Trans>No completed activities yet.</Trans>
          </p>
        ) : (
          <div
            role="region"
            aria-label={t`Completed activities table`}
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-warm-100 bg-white shadow-sm print:overflow-visible print:rounded-none print:border-0 print:shadow-none"
          >
            <table className="w-full min-w-[36rem] border-collapse print:min-w-0">
              <caption className="sr-only">
                <Trans>Every completed activity, newest first</Trans>
              </caption>
              <thead className="bg-warm-100 print:bg-transparent">
                <tr>
                  <th scope="col" className={cell}>
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col" className={cell}>
                    <Trans>Activity</Trans>
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <Trans>Accuracy</Trans>
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <Trans>Correct / Total</Trans>
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <Trans>Time</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="break-inside-avoid">
                    <td className={`${cell} whitespace-nowrap`}>{formatDate(r.completedAt)}</td>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {activityTitleIn(r.title, r.templateId)}
                    </th>
                    <td className={`${cell} text-right`}>{percent(r.computedScoresJSON.accuracy)}</td>
                    <td className={`${cell} text-right`}>
                      {r.summaryJSON.correctAnswers} / {r.summaryJSON.totalSteps}
                    </td>
                    <td className={`${cell} text-right`}>{durationText(r.summaryJSON.totalTime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <p className="rounded-xl bg-warm-100 p-4 text-[0.95rem] text-ink print:bg-transparent print:p-0">
        <Trans>
          This report summarises results from memory activities played at home. It is not a medical assessment and does
          not replace advice from a doctor or other healthcare professional.
        </Trans>
      </p>
    </article>
  );
}
