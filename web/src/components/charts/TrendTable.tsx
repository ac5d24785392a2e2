import { formatDuration, type TemplateSlug, type TrendWeek } from '@carewith/contracts';
import { percent } from '../../lib/format';
import { templateTitle, weekLabel } from './trendText';

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
  return (
    <details open={open} className="rounded-xl border border-warm-100 bg-white p-3 print:border-0 print:p-0">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 print:hidden">
        Show the figures as a table
      </summary>
      <div role="region" aria-label="Weekly figures table" tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-[0.95rem] print:min-w-0">
          <caption className="sr-only">Week by week: activities completed, accuracy and time played</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Week of
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Activities
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Accuracy
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Time played
              </th>
              {templates.map((t) => (
                <th key={t} scope="col" className={cell}>
                  {templateTitle(t)}
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
                <td className={`${cell} text-right`}>{w.accuracy === null ? 'None played' : percent(w.accuracy)}</td>
                <td className={`${cell} text-right`}>
                  {w.activities ? formatDuration(w.timePlayedMs) : 'None played'}
                </td>
                {templates.map((t) => {
                  const week = w.templates.find((x) => x.templateId === t);
                  return (
                    <td key={t} className={cell}>
                      {week
                        ? `${week.activities} played, ${percent(week.accuracy)}, ${formatDuration(week.timePlayedMs)}`
                        : 'None played'}
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
