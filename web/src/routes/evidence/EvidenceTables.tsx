import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ActivityRecord } from '@carewith/contracts';
import { dateFormat } from '../../i18n/format';
import { ATTENTION_LABELS, CHIP_LABELS, KIND_LABELS, MOOD_LABELS } from '../group-sessions/texts';

// The evidence's two tables, as the screen and the printed page show them.

// "2026-11-03" as the app's language writes a day ("Nov 3, 2026"), the date as it is (no time zone).
export const recordDay = (date: string) =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

// "2026-11" as "November 2026".
export const monthTitle = (month: string) =>
  dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

// A wide table scrolls sideways on a phone, inside a region the keyboard can reach.
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-warm-100 bg-white print:overflow-visible print:border-0"
    >
      {children}
    </div>
  );
}

const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap print:px-1';
const td = 'px-3 py-2 align-top print:px-1';

export type ActiveDaysRow = {
  residentId: string;
  name: string;
  activeDays: number;
  targetDays: number;
  sessions?: number;
};

// Each resident's active days of the month against their own target: the figures and a bar.
export function ActiveDaysTable({
  rows,
  residentPath,
}: {
  rows: ActiveDaysRow[];
  residentPath?: (id: string) => string;
}) {
  const { t } = useLingui();
  const withSessions = rows.some((r) => r.sessions !== undefined);
  return (
    <Scroller label={t`Table of active days`}>
      <table className="w-full min-w-[36rem] border-collapse print:min-w-0 print:text-[10pt]">
        <caption className="sr-only">{t`Active days against target`}</caption>
        <thead className="border-b border-warm-100 bg-warm-50">
          <tr>
            <th scope="col" className={th}>
              {t`Resident`}
            </th>
            <th scope="col" className={th}>
              {t`Active days`}
            </th>
            <th scope="col" className={th}>
              {t`Target`}
            </th>
            {withSessions ? (
              <th scope="col" className={th}>
                {t`Group sessions`}
              </th>
            ) : null}
            <th scope="col" className={`${th} w-1/3`}>
              <span className="sr-only">{t`Share of the target`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share =
              row.targetDays > 0 ? Math.min(1, row.activeDays / row.targetDays) : row.activeDays > 0 ? 1 : 0;
            const met = row.activeDays >= row.targetDays;
            return (
              <tr key={row.residentId} className="border-b border-warm-100 last:border-0 break-inside-avoid">
                <th scope="row" className={`${td} text-left font-semibold`}>
                  {residentPath ? (
                    <Link to={residentPath(row.residentId)} className="text-brand-800 underline print:no-underline">
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </th>
                <td className={td}>{row.activeDays}</td>
                <td className={td}>{row.targetDays}</td>
                {withSessions ? <td className={td}>{row.sessions ?? 0}</td> : null}
                <td className={td}>
                  <div className="h-4 w-full rounded-full bg-warm-100 print:border print:border-ink" aria-hidden="true">
                    <div
                      className={`h-4 rounded-full ${met ? 'bg-brand-700' : 'bg-amber-600'} print:bg-ink`}
                      style={{ width: `${Math.round(share * 100)}%` }}
                    />
                  </div>
                  <span className="text-sm">{met ? t`Target met` : t`Below target`}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Scroller>
  );
}

// The month's records, oldest first; with `names`, a column naming each record's resident.
export function RecordsTable({ records, names }: { records: ActivityRecord[]; names?: Map<string, string> }) {
  const { t } = useLingui();
  const sorted = [...records].sort((a, b) => a.date.localeCompare(b.date) || a.recordedAt.localeCompare(b.recordedAt));
  return (
    <Scroller label={t`Table of records`}>
      <table className="w-full min-w-[56rem] border-collapse text-sm print:min-w-0 print:text-[9pt]">
        <caption className="sr-only">{t`Records`}</caption>
        <thead className="border-b border-warm-100 bg-warm-50">
          <tr>
            <th scope="col" className={th}>
              {t`Date`}
            </th>
            {names ? (
              <th scope="col" className={th}>
                {t`Resident`}
              </th>
            ) : null}
            <th scope="col" className={th}>
              {t`Activity`}
            </th>
            <th scope="col" className={th}>
              {t`Minutes`}
            </th>
            <th scope="col" className={th}>
              {t`Group or one-to-one`}
            </th>
            <th scope="col" className={th}>
              {t`Took part`}
            </th>
            <th scope="col" className={th}>
              {t`Attention`}
            </th>
            <th scope="col" className={th}>
              {t`Mood`}
            </th>
            <th scope="col" className={th}>
              {t`Notes`}
            </th>
            <th scope="col" className={th}>
              {t`Run by`}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.id} className="border-b border-warm-100 last:border-0 break-inside-avoid">
              <td className={`${td} whitespace-nowrap`}>{recordDay(r.date)}</td>
              {names ? <td className={td}>{names.get(r.residentId) ?? ''}</td> : null}
              <td className={td}>{r.what}</td>
              <td className={td}>{r.minutes}</td>
              <td className={td}>{t(KIND_LABELS[r.kind])}</td>
              <td className={td}>{r.tookPart ? t`Yes` : t`No`}</td>
              <td className={td}>{r.attention ? t(ATTENTION_LABELS[r.attention]) : ''}</td>
              <td className={td}>{r.mood ? t(MOOD_LABELS[r.mood]) : ''}</td>
              <td className={td}>{r.chips.map((c) => t(CHIP_LABELS[c])).join(', ')}</td>
              <td className={td}>{r.ranByName ?? t`On their own`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}
