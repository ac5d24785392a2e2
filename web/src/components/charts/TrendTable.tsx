import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplateSlug, TrendWeek } from '@carewith/contracts';
import { durationText } from '../../i18n/format';
import { percent } from '../../lib/format';
import { templateTitle } from '../../lib/templates';
import { weekLabel } from './trendText';

// A template's week in a cell: "2 played, 75%, 4 min".
const weekFigures = (played: number, accuracy: string, time: string) => t`${played} played, ${accuracy}, ${time}`;

const cell = 'border-b border-warm-100 px-2 py-1.5 text-left align-top print:border-slate-400';

// The charts' figures as a table, for screen readers and for anyone who prefers numbers.
export function TrendTable({
  weeks,
  templates,
  open,
}: {
  weeks: TrendWeek[];
  templates: TemplateSlug[];
  open: boolean;
}) {
  const { t } = useLingui();
  const nonePlayed = t`None played`;
  return (
    <details open={open} className="rounded-xl border border-warm-100 bg-white p-3 print:border-0 print:p-0">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 print:hidden">
        <Trans>Show the figures as a table</Trans>
      </summary>
      <div role="region" aria-label={t`Weekly figures table`} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-[0.95rem] print:min-w-0">
          <caption className="sr-only">
            <Trans>Week by week: activities completed, accuracy and time played</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                <Trans>Week of</Trans>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <Trans>Activities</Trans>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <Trans>Accuracy</Trans>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <Trans>Time played</Trans>
              </th>
              {templates.map((slug) => (
                <th key={slug} scope="col" className={cell}>
                  {templateTitle(slug)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="break-inside-avoid">
                <th scope="row" className={`${cell} whitespace-nowrap font-semibold`}>
                  {weekLabel(w.weekStart)}
                </th>
                <td className={`${cell} text-right`}>{w.activities}</td>
                <td className={`${cell} text-right`}>{w.accuracy === null ? nonePlayed : percent(w.accuracy)}</td>
                <td className={`${cell} text-right`}>{w.activities ? durationText(w.timePlayedMs) : nonePlayed}</td>
                {templates.map((slug) => {
                  const week = w.templates.find((x) => x.templateId === slug);
                  return (
                    <td key={slug} className={cell}>
                      {week
                        ? weekFigures(week.activities, percent(week.accuracy), durationText(week.timePlayedMs))
                        : nonePlayed}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
