import { SeniorTrend, TemplateSlug, TREND_WEEKS, TrendTemplateWeek, TrendWeek } from '@carewith/contracts';

export type TrendResult = { templateId: TemplateSlug; accuracy: number; totalTimeMs: number; completedAt: Date };

const DAY = 86_400_000;

// Monday 00:00 UTC of the week holding `d`.
export const weekStart = (d: Date) => {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
};

// The first day of the oldest week the trend covers, for the query's lower bound.
export const trendFrom = (now: Date) => new Date(weekStart(now).getTime() - (TREND_WEEKS - 1) * 7 * DAY);

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

// The loved one's last TREND_WEEKS weeks (this one included), oldest first; no I/O, time passed in.
export function weeklyTrend(results: TrendResult[], now: Date): SeniorTrend {
  const from = trendFrom(now).getTime();
  const weeks: TrendWeek[] = [];
  for (let i = 0; i < TREND_WEEKS; i++) {
    const start = from + i * 7 * DAY;
    const inWeek = results.filter((r) => r.completedAt.getTime() >= start && r.completedAt.getTime() < start + 7 * DAY);
    const templates: TrendTemplateWeek[] = [];
    for (const templateId of [...new Set(inWeek.map((r) => r.templateId))].sort()) {
      const mine = inWeek.filter((r) => r.templateId === templateId);
      templates.push({
        templateId,
        activities: mine.length,
        accuracy: mean(mine.map((r) => r.accuracy)),
        timePlayedMs: mine.reduce((s, r) => s + r.totalTimeMs, 0),
      });
    }
    weeks.push({
      weekStart: new Date(start).toISOString().slice(0, 10),
      activities: inWeek.length,
      accuracy: inWeek.length ? mean(inWeek.map((r) => r.accuracy)) : null,
      timePlayedMs: inWeek.reduce((s, r) => s + r.totalTimeMs, 0),
      templates,
    });
  }
  return { weeks };
}
