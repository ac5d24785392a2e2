import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { TemplateSlug, TrendWeek } from '@carewith/contracts';
import { TEMPLATE_SERIES } from './chartSeries';
import { ChartMarker, LegendSample } from './ChartMarker';
import { TrendTable } from './TrendTable';
import { number, percent } from '../../lib/format';
import { templateTitle } from '../../lib/templates';
import { accuracyCaption, periodText, timeCaption, weekLabel } from './trendText';
import { WeekTick } from './WeekTick';

const AXIS = { stroke: '#4a5553', fontSize: 14, tick: { fill: '#1d2624' } };

function TrendFigure({
  title,
  caption,
  notes,
  children,
}: {
  title: string;
  caption: string;
  notes: string[];
  children: ReactNode;
}) {
  return (
    <figure className="flex break-inside-avoid flex-col gap-2">
      <figcaption className="flex flex-col gap-1">
        <span className="text-lg font-bold text-ink">{title}</span>
        <span className="text-ink">{caption}</span>
      </figcaption>
      {/* The drawing repeats the caption and the table, so screen readers skip it. */}
      <div aria-hidden="true" className="trend-chart h-52 w-full sm:h-72">
        {children}
      </div>
      <ul className="flex flex-col gap-0.5 text-sm text-muted sm:text-[0.95rem]">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </figure>
  );
}

// The loved one's weekly accuracy and time played over the last 12 weeks, one line per template, each
// with its caption in words, its period and definitions, and the figures as a table. `accuracyOnly`:
// the accuracy chart alone (the profile's Overview; the report has both).
export function WeeklyTrendCharts({
  weeks,
  tableOpen = false,
  accuracyOnly = false,
}: {
  weeks: TrendWeek[];
  tableOpen?: boolean;
  accuracyOnly?: boolean;
}) {
  const { t } = useLingui();
  const templates = [...new Set(weeks.flatMap((w) => w.templates.map((x) => x.templateId)))].sort() as TemplateSlug[];
  const counts = weeks.map((w) => w.activities);
  const rows = weeks.map((w) => {
    const row: Record<string, string | number | null> = { week: weekLabel(w.weekStart) };
    for (const slug of templates) {
      const week = w.templates.find((x) => x.templateId === slug);
      row[`accuracy:${slug}`] = week ? Math.round(week.accuracy * 100) : null;
      row[`minutes:${slug}`] = week ? Math.round(week.timePlayedMs / 6_000) / 10 : null;
    }
    return row;
  });
  const period = periodText(weeks);
  const countNote = t`The bold number under each week is how many activities were completed that week.`;
  const lines = (figure: 'accuracy' | 'minutes') =>
    templates.map((slug) => {
      const s = TEMPLATE_SERIES[slug];
      return (
        <Line
          key={slug}
          dataKey={`${figure}:${slug}`}
          name={templateTitle(slug)}
          stroke={s.color}
          strokeWidth={2.5}
          strokeDasharray={s.dash}
          connectNulls
          isAnimationActive={false}
          dot={(p) => <ChartMarker key={`${slug}-${p.index}`} cx={p.cx} cy={p.cy} shape={s.marker} color={s.color} />}
        />
      );
    });
  // The axis's figures are written as the member's language writes them ("25 %" in Spanish), not a
  // number with a unit glued on.
  const chart = (figure: 'accuracy' | 'minutes', tick: (value: number) => string, domain?: [number, number]) => (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 24, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#d6d3d1" strokeDasharray="3 3" />
        <XAxis dataKey="week" {...AXIS} tick={<WeekTick counts={counts} />} interval="preserveStartEnd" height={46} />
        <YAxis {...AXIS} domain={domain} tickFormatter={tick} width={60} allowDecimals={false} />
        {lines(figure)}
      </LineChart>
    </ResponsiveContainer>
  );
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={t`Activity templates in the charts`} className="flex flex-wrap gap-x-5 gap-y-2">
        {templates.map((slug) => (
          <li key={slug} className="flex items-center gap-2 font-semibold">
            <LegendSample
              shape={TEMPLATE_SERIES[slug].marker}
              color={TEMPLATE_SERIES[slug].color}
              dash={TEMPLATE_SERIES[slug].dash}
            />
            {templateTitle(slug)}
          </li>
        ))}
      </ul>
      <TrendFigure
        title={t`Accuracy by week`}
        caption={accuracyCaption(weeks)}
        notes={[
          period,
          t`Accuracy: the share of an activity’s steps answered correctly, averaged over the week’s completed activities of each kind.`,
          countNote,
        ]}
      >
        {chart('accuracy', (value) => percent(value / 100), [0, 100])}
      </TrendFigure>
      {!accuracyOnly && (
        <TrendFigure
          title={t`Time played by week`}
          caption={timeCaption(weeks)}
          notes={[
            period,
            t`Time played: the minutes spent on the week’s completed activities of each kind, added together.`,
            countNote,
          ]}
        >
          {chart('minutes', (value) => t`${number(value)} min`)}
        </TrendFigure>
      )}
      <TrendTable weeks={weeks} templates={templates} open={tableOpen} />
    </div>
  );
}
