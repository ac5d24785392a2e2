import { DashboardStats, FirstTry, firstTryWords, formatDuration, Highlight, TemplateSlug } from '@carewith/contracts';

export type ActivityRow = {
  instanceId: string;
  seniorId: string | null;
  templateId: TemplateSlug;
  title: string;
  sentAt: Date | null;
  // When one of its play links was first opened (the loved one had it, texted or handed over).
  openedAt?: Date | null;
  result: {
    accuracy: number;
    totalTimeMs: number;
    completedAt: Date;
    // For the plain words (first-try figures when the result has them, else the spec's counts).
    correctAnswers?: number;
    totalSteps?: number;
    firstTry?: FirstTry | null;
  } | null;
};

const DAY = 86_400_000;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const percent = (x: number) => `${Math.round(x * 100)}%`;

// The dashboard's figures and highlights from real activities; no I/O, time passed in.
export function dashboardFigures(
  rows: ActivityRow[],
  now: Date,
): { stats: Omit<DashboardStats, 'latestMood'>; highlights: Highlight[] } {
  const t = now.getTime();
  const completed = rows.filter(
    (r): r is ActivityRow & { result: NonNullable<ActivityRow['result']> } => r.result !== null,
  );
  const within = (d: Date, fromDays: number, toDays = 0) =>
    d.getTime() > t - fromDays * DAY && d.getTime() <= t - toDays * DAY;

  const thisWeek = completed.filter((r) => within(r.result.completedAt, 7)).length;
  const lastWeek = completed.filter((r) => within(r.result.completedAt, 14, 7)).length;
  // Given to the loved one in the last 30 days: texted, or opened from a play link the family handed
  // over (a generated link is not given until it is opened).
  const givenAt = (r: ActivityRow) => r.sentAt ?? r.openedAt ?? null;
  const sent = rows.filter((r) => {
    const at = givenAt(r);
    return at !== null && within(at, 30);
  });
  const sentDone = sent.filter((r) => r.result !== null).length;
  const recent = completed.filter((r) => within(r.result.completedAt, 30));
  const averageMinutes = recent.length
    ? recent.reduce((s, r) => s + r.result.totalTimeMs, 0) / recent.length / 60_000
    : null;

  const stats = {
    activitiesThisWeek: thisWeek,
    activitiesLastWeek: lastWeek,
    engagementRate: sent.length ? sentDone / sent.length : null,
    sentLast30Days: sent.length,
    completedLast30Days: sentDone,
    averageMinutes: averageMinutes === null ? null : Math.round(averageMinutes * 10) / 10,
  };
  return { stats, highlights: highlights(recent, completed, now) };
}

function highlights(
  recent: (ActivityRow & { result: NonNullable<ActivityRow['result']> })[],
  all: typeof recent,
  now: Date,
): Highlight[] {
  const out: Highlight[] = [];
  const best = [...recent].sort(
    (a, b) => b.result.accuracy - a.result.accuracy || b.result.completedAt.getTime() - a.result.completedAt.getTime(),
  )[0];
  if (best) {
    out.push({
      kind: 'best-score',
      title: `Best score this month: ${percent(best.result.accuracy)}`,
      detail: `on ${best.title}`,
      seniorId: best.seniorId,
      at: best.result.completedAt.toISOString(),
      figures: { accuracy: best.result.accuracy, activity: { title: best.title, templateId: best.templateId } },
    });
  }
  // Streak: consecutive days with at least one completed activity, ending today or yesterday.
  const bySenior = new Map<string | null, Set<string>>();
  for (const r of all) {
    const days = bySenior.get(r.seniorId) ?? new Set<string>();
    days.add(dayKey(r.result.completedAt));
    bySenior.set(r.seniorId, days);
  }
  let longest: { seniorId: string | null; days: number } | null = null;
  for (const [seniorId, days] of bySenior) {
    let cursor = days.has(dayKey(now)) ? now.getTime() : now.getTime() - DAY;
    let run = 0;
    while (days.has(dayKey(new Date(cursor)))) {
      run++;
      cursor -= DAY;
    }
    if (run >= 2 && (!longest || run > longest.days)) longest = { seniorId, days: run };
  }
  if (longest) {
    out.push({
      kind: 'streak',
      title: `${longest.days}-day streak`,
      detail: `Played ${longest.days} days in a row`,
      seniorId: longest.seniorId,
      at: null,
      figures: { days: longest.days },
    });
  }
  const latest = [...all].sort((a, b) => b.result.completedAt.getTime() - a.result.completedAt.getTime())[0];
  if (latest) {
    const words = firstTryWords(latest.result.firstTry, {
      correctAnswers: latest.result.correctAnswers ?? 0,
      totalSteps: latest.result.totalSteps ?? 0,
    });
    out.push({
      kind: 'completed',
      title: `Completed ${latest.title}`,
      detail: `${percent(latest.result.accuracy)} correct in ${formatDuration(latest.result.totalTimeMs)}${words ? `; ${words}` : ''}`,
      seniorId: latest.seniorId,
      at: latest.result.completedAt.toISOString(),
      figures: {
        activity: { title: latest.title, templateId: latest.templateId },
        accuracy: latest.result.accuracy,
        totalTimeMs: latest.result.totalTimeMs,
        correctAnswers: latest.result.correctAnswers ?? 0,
        totalSteps: latest.result.totalSteps ?? 0,
        firstTry: latest.result.firstTry ?? null,
      },
    });
  }
  return out;
}
