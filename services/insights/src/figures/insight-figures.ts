import { InsightFigures, TimeRange, TemplateSlug } from '@carewith/contracts';

export type ResultPoint = {
  templateId: TemplateSlug;
  title: string;
  accuracy: number;
  totalTimeMs: number;
  completedAt: Date;
};

const DAY = 86_400_000;
export const TIME_RANGE_DAYS: Record<TimeRange, number> = { '7d': 7, '14d': 14, '30d': 30, '90d': 90 };
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (x: number | null, digits = 3) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const TEMPLATE_TITLES: Record<TemplateSlug, string> = {
  'grandkid-match': 'Family Photo Match',
  'places-flashcards': 'Familiar Places',
  'recipe-sequencing': 'Recipe Sequencing',
  'shopping-bingo': 'Shopping Memory',
};

// Local calendar day and hour of a moment in the caregiver's time zone.
function localParts(d: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

// The figures behind every insight: activities, accuracy and its trend against the previous period,
// time per activity, per-template strengths and difficulties, time of day, streaks and gaps.
export function insightFigures(
  results: ResultPoint[],
  timeRange: TimeRange,
  now: Date,
  timeZone = 'UTC',
): InsightFigures {
  const days = TIME_RANGE_DAYS[timeRange];
  const from = new Date(now.getTime() - days * DAY);
  const previousFrom = new Date(from.getTime() - days * DAY);
  const current = results.filter((r) => r.completedAt > from && r.completedAt <= now);
  const previous = results.filter((r) => r.completedAt > previousFrom && r.completedAt <= from);
  const averageAccuracy = mean(current.map((r) => r.accuracy));
  const previousAverageAccuracy = mean(previous.map((r) => r.accuracy));

  // Least-squares slope of accuracy over days since the period began.
  let slope: number | null = null;
  if (current.length >= 2) {
    const xs = current.map((r) => (r.completedAt.getTime() - from.getTime()) / DAY);
    const ys = current.map((r) => r.accuracy);
    const mx = mean(xs)!;
    const my = mean(ys)!;
    const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    slope = sxx > 0 ? xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / sxx : null;
  }

  const byTemplate = new Map<TemplateSlug, number[]>();
  for (const r of current) byTemplate.set(r.templateId, [...(byTemplate.get(r.templateId) ?? []), r.accuracy]);
  const perTemplate = [...byTemplate].map(([templateId, accs]) => ({
    templateId,
    title: TEMPLATE_TITLES[templateId],
    completed: accs.length,
    averageAccuracy: round(mean(accs))!,
  }));
  perTemplate.sort((a, b) => b.averageAccuracy - a.averageAccuracy || a.templateId.localeCompare(b.templateId));

  const timeOfDay = { morning: 0, afternoon: 0, evening: 0, night: 0 };
  const slotAccuracies: Record<keyof typeof timeOfDay, number[]> = {
    morning: [],
    afternoon: [],
    evening: [],
    night: [],
  };
  const playedDays = new Set<string>();
  for (const r of current) {
    const { day, hour } = localParts(r.completedAt, timeZone);
    playedDays.add(day);
    const slot =
      hour >= 5 && hour < 12
        ? 'morning'
        : hour >= 12 && hour < 17
          ? 'afternoon'
          : hour >= 17 && hour < 22
            ? 'evening'
            : 'night';
    timeOfDay[slot]++;
    slotAccuracies[slot].push(r.accuracy);
  }
  // Streaks and gaps over the local calendar days of the period.
  const calendar: string[] = [];
  for (let t = from.getTime() + DAY; t <= now.getTime(); t += DAY) calendar.push(localParts(new Date(t), timeZone).day);
  let streak = 0;
  let longestStreak = 0;
  let gap = 0;
  let longestGap: number | null = current.length ? 0 : null;
  let seenPlay = false;
  for (const day of calendar) {
    if (playedDays.has(day)) {
      streak++;
      longestStreak = Math.max(longestStreak, streak);
      if (seenPlay && longestGap !== null) longestGap = Math.max(longestGap, gap);
      gap = 0;
      seenPlay = true;
    } else {
      streak = 0;
      if (seenPlay) gap++;
    }
  }
  if (longestGap !== null) longestGap = Math.max(longestGap, gap);

  const accuracyChange =
    averageAccuracy !== null && previousAverageAccuracy !== null
      ? (averageAccuracy - previousAverageAccuracy) * 100
      : null;
  return {
    timeRange,
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    completed: current.length,
    previousCompleted: previous.length,
    averageAccuracy: round(averageAccuracy),
    previousAverageAccuracy: round(previousAverageAccuracy),
    accuracyChange: round(accuracyChange, 1),
    accuracySlopePerDay: round(slope, 4),
    averageMinutes: round(mean(current.map((r) => r.totalTimeMs / 60_000)), 1),
    minutesPlayed: round(sum(current.map((r) => r.totalTimeMs / 60_000)), 1)!,
    previousMinutesPlayed: round(sum(previous.map((r) => r.totalTimeMs / 60_000)), 1)!,
    perTemplate,
    strengths: perTemplate.filter((t) => t.averageAccuracy >= 0.7).map((t) => t.title),
    difficulties: perTemplate.filter((t) => t.averageAccuracy < 0.5).map((t) => t.title),
    timeOfDay,
    timeOfDayAccuracy: {
      morning: round(mean(slotAccuracies.morning)),
      afternoon: round(mean(slotAccuracies.afternoon)),
      evening: round(mean(slotAccuracies.evening)),
      night: round(mean(slotAccuracies.night)),
    },
    longestStreakDays: longestStreak,
    longestGapDays: longestGap,
    // A marked decline: ten points or more below the previous period.
    declineMarked: accuracyChange !== null && accuracyChange <= -10,
  };
}
