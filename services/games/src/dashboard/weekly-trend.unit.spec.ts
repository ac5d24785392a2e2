import { TREND_WEEKS } from '@carewith/contracts';
import { TrendResult, weeklyTrend } from './weekly-trend';

// Saturday 21 November 2026: its week starts Monday 16 November.
const NOW = new Date('2026-11-21T12:00:00Z');
const result = (completedAt: string, overrides: Partial<TrendResult> = {}): TrendResult => ({
  templateId: 'grandkid-match',
  accuracy: 0.5,
  totalTimeMs: 60_000,
  completedAt: new Date(completedAt),
  ...overrides,
});

describe('weekly trend', () => {
  it('has twelve empty Monday weeks without results, oldest first, ending this week', () => {
    const { weeks } = weeklyTrend([], NOW);
    expect(weeks).toHaveLength(TREND_WEEKS);
    expect(weeks[0]!.weekStart).toBe('2026-08-31');
    expect(weeks[11]).toEqual({
      weekStart: '2026-11-16',
      activities: 0,
      accuracy: null,
      timePlayedMs: 0,
      templates: [],
    });
  });

  it('groups results by week and template: count, mean accuracy and summed time', () => {
    const { weeks } = weeklyTrend(
      [
        result('2026-11-16T00:00:00Z', { accuracy: 1, totalTimeMs: 120_000 }),
        result('2026-11-21T11:00:00Z', { accuracy: 0.5, totalTimeMs: 60_000 }),
        result('2026-11-20T09:00:00Z', { templateId: 'recipe-sequencing', accuracy: 0, totalTimeMs: 30_000 }),
        result('2026-11-15T23:59:59Z', { accuracy: 0.25 }),
      ],
      NOW,
    );
    expect(weeks[11]).toEqual({
      weekStart: '2026-11-16',
      activities: 3,
      accuracy: 0.5,
      timePlayedMs: 210_000,
      templates: [
        { templateId: 'grandkid-match', activities: 2, accuracy: 0.75, timePlayedMs: 180_000 },
        { templateId: 'recipe-sequencing', activities: 1, accuracy: 0, timePlayedMs: 30_000 },
      ],
    });
    expect(weeks[10]).toMatchObject({ weekStart: '2026-11-09', activities: 1, accuracy: 0.25 });
  });

  it('leaves out results older than the twelve weeks', () => {
    const { weeks } = weeklyTrend([result('2026-08-30T23:00:00Z')], NOW);
    expect(weeks.reduce((s, w) => s + w.activities, 0)).toBe(0);
  });
});
