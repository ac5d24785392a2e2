import { ActivityRow, dashboardFigures } from './dashboard-figures';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (d: number, hours = 0) => new Date(NOW.getTime() - d * 86_400_000 - hours * 3_600_000);
let n = 0;
const activity = (
  overrides: Partial<ActivityRow> & { doneDaysAgo?: number; accuracy?: number; minutes?: number },
): ActivityRow => {
  const { doneDaysAgo, accuracy = 0.5, minutes = 10, ...rest } = overrides;
  return {
    instanceId: `i${n++}`,
    seniorId: 's1',
    templateId: 'grandkid-match',
    title: 'Family Photo Match',
    sentAt: daysAgo(doneDaysAgo ?? 1, 2),
    result:
      doneDaysAgo === undefined ? null : { accuracy, totalTimeMs: minutes * 60_000, completedAt: daysAgo(doneDaysAgo) },
    ...rest,
  };
};

describe('dashboard figures', () => {
  it('has honest empty figures without data', () => {
    expect(dashboardFigures([], NOW)).toEqual({
      stats: {
        activitiesThisWeek: 0,
        activitiesLastWeek: 0,
        engagementRate: null,
        sentLast30Days: 0,
        completedLast30Days: 0,
        averageMinutes: null,
      },
      highlights: [],
    });
  });

  it('counts this week and last week, engagement and average duration from the results', () => {
    const rows = [
      activity({ doneDaysAgo: 0, accuracy: 1, minutes: 8 }),
      activity({ doneDaysAgo: 2, accuracy: 0.75, minutes: 12 }),
      activity({ doneDaysAgo: 6, accuracy: 0.5, minutes: 16 }),
      activity({ doneDaysAgo: 9, accuracy: 0.25, minutes: 4 }),
      activity({ sentAt: daysAgo(3) }), // sent, not played
      activity({ sentAt: null }), // a draft
      activity({ doneDaysAgo: 40 }), // outside the month
    ];
    const { stats } = dashboardFigures(rows, NOW);
    expect(stats.activitiesThisWeek).toBe(3);
    expect(stats.activitiesLastWeek).toBe(1);
    expect(stats.sentLast30Days).toBe(5);
    expect(stats.completedLast30Days).toBe(4);
    expect(stats.engagementRate).toBeCloseTo(0.8);
    expect(stats.averageMinutes).toBe(10);
  });

  it('counts an activity handed over as a play link once the link is opened, not before', () => {
    const rows = [
      activity({ sentAt: null, openedAt: daysAgo(2), doneDaysAgo: 2 }), // opened and played from a link
      activity({ sentAt: null, openedAt: daysAgo(1) }), // opened, not finished
      activity({ sentAt: null, openedAt: null }), // a link made, never opened
      activity({ sentAt: null, openedAt: daysAgo(45) }), // opened before the month
      activity({ sentAt: daysAgo(3), openedAt: daysAgo(1), doneDaysAgo: 1 }), // texted and played: once
    ];
    const { stats } = dashboardFigures(rows, NOW);
    expect(stats.sentLast30Days).toBe(3);
    expect(stats.completedLast30Days).toBe(2);
    expect(stats.engagementRate).toBeCloseTo(2 / 3);
  });

  it('highlights the best score, a streak and the latest completion', () => {
    const rows = [
      activity({
        doneDaysAgo: 0,
        accuracy: 0.8,
        title: 'Recipe Sequencing',
        templateId: 'recipe-sequencing',
        minutes: 9,
      }),
      activity({ doneDaysAgo: 1, accuracy: 0.95 }),
      activity({ doneDaysAgo: 2, accuracy: 0.6 }),
      activity({ doneDaysAgo: 5, accuracy: 0.7, seniorId: 's2' }),
    ];
    const { highlights } = dashboardFigures(rows, NOW);
    expect(highlights).toEqual([
      {
        kind: 'best-score',
        title: 'Best score this month: 95%',
        detail: 'on Family Photo Match',
        seniorId: 's1',
        at: daysAgo(1).toISOString(),
        figures: { accuracy: 0.95, activity: { title: 'Family Photo Match', templateId: 'grandkid-match' } },
      },
      {
        kind: 'streak',
        title: '3-day streak',
        detail: 'Played 3 days in a row',
        seniorId: 's1',
        at: null,
        figures: { days: 3 },
      },
      {
        kind: 'completed',
        title: 'Completed Recipe Sequencing',
        detail: '80% correct in 9 min',
        seniorId: 's1',
        at: daysAgo(0).toISOString(),
        figures: expect.objectContaining({
          activity: { title: 'Recipe Sequencing', templateId: 'recipe-sequencing' },
          accuracy: 0.8,
          totalTimeMs: 9 * 60_000,
        }) as unknown,
      },
    ]);
  });

  it('keeps a streak that ended yesterday but not one with a gap', () => {
    const yesterday = dashboardFigures([activity({ doneDaysAgo: 1 }), activity({ doneDaysAgo: 2 })], NOW).highlights;
    expect(yesterday.map((h) => h.kind)).toContain('streak');
    const gap = dashboardFigures([activity({ doneDaysAgo: 0 }), activity({ doneDaysAgo: 2 })], NOW).highlights;
    expect(gap.map((h) => h.kind)).not.toContain('streak');
  });

  describe('the latest completed activity, in plain words', () => {
    const latest = (result: Partial<NonNullable<ActivityRow['result']>>) => {
      const row = activity({ doneDaysAgo: 0, accuracy: 0.8, minutes: 9 });
      const highlights = dashboardFigures([{ ...row, result: { ...row.result!, ...result } }], NOW).highlights;
      return highlights.find((h) => h.kind === 'completed')?.detail;
    };
    it('given first-try figures then it says how many came at once and how much help was needed', () => {
      const firstTry = {
        firstTryAnswers: 4,
        helpedAnswers: 1,
        totalSteps: 5,
        firstTryAccuracy: 0.8,
        meanCueLevel: 0.2,
      };
      expect(latest({ firstTry, correctAnswers: 5, totalSteps: 5 })).toBe(
        '80% correct in 9 min; 4 of 5 on the first try, a little help once',
      );
    });
    it('given a result from before gentle play then it says the right answers as first tries', () => {
      expect(latest({ firstTry: null, correctAnswers: 4, totalSteps: 4 })).toBe(
        '80% correct in 9 min; all 4 on the first try',
      );
    });
    it('given nothing to count then it keeps the figures alone', () => {
      expect(latest({})).toBe('80% correct in 9 min');
    });
  });
});
