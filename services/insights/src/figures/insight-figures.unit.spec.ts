import { insightFigures, ResultPoint } from './insight-figures';
import { localTrend } from '../writers/local-writer';

const NOW = new Date('2026-11-21T18:00:00Z');
const at = (daysAgo: number, hourUtc: number) => {
  const d = new Date(NOW.getTime() - daysAgo * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};
const r = (
  daysAgo: number,
  hour: number,
  accuracy: number,
  templateId: ResultPoint['templateId'] = 'grandkid-match',
  minutes = 10,
): ResultPoint => ({
  templateId,
  title: 'x',
  accuracy,
  totalTimeMs: minutes * 60_000,
  completedAt: at(daysAgo, hour),
});

describe('insight figures', () => {
  // Current 7 days: 4 results; previous 7 days: 2 results.
  const results = [
    r(6, 9, 0.6, 'grandkid-match', 8),
    r(5, 10, 0.7, 'grandkid-match', 12),
    r(4, 14, 0.8, 'recipe-sequencing', 10),
    r(1, 9, 0.9, 'grandkid-match', 10),
    r(9, 9, 0.4, 'places-flashcards'),
    r(12, 15, 0.5, 'places-flashcards'),
    r(40, 9, 1), // outside both periods
  ];
  const f = insightFigures(results, '7d', NOW);

  it('compares the period with the one before', () => {
    expect(f).toMatchObject({
      days: 7,
      completed: 4,
      previousCompleted: 2,
      averageAccuracy: 0.75,
      previousAverageAccuracy: 0.45,
      accuracyChange: 30,
    });
    expect(f.averageMinutes).toBe(10);
    expect(f.declineMarked).toBe(false);
  });

  it('fits the accuracy trend by least squares', () => {
    // Points (days since the period began, accuracy): (0.625, .6) (1.667, .7) (2.833, .8) (5.625, .9).
    expect(f.accuracySlopePerDay).toBeCloseTo(0.058, 3);
  });

  it('splits by template into strengths and difficulties', () => {
    expect(f.perTemplate).toEqual([
      { templateId: 'recipe-sequencing', title: 'Recipe Sequencing', completed: 1, averageAccuracy: 0.8 },
      { templateId: 'grandkid-match', title: 'Family Photo Match', completed: 3, averageAccuracy: 0.733 },
    ]);
    expect(f.strengths).toEqual(['Recipe Sequencing', 'Family Photo Match']);
    expect(f.difficulties).toEqual([]);
  });

  it('counts time of day in the caregiver time zone, streaks and gaps', () => {
    expect(f.timeOfDay).toEqual({ morning: 3, afternoon: 1, evening: 0, night: 0 });
    expect(f.longestStreakDays).toBe(3);
    expect(f.longestGapDays).toBe(2);
    // New York is UTC-5 in November: 09:00 UTC is 04:00 (night), 10:00 is 05:00 and 14:00 is 09:00 (morning).
    expect(insightFigures(results, '7d', NOW, 'America/New_York').timeOfDay).toEqual({
      morning: 2,
      afternoon: 0,
      evening: 0,
      night: 2,
    });
  });

  it('marks a decline of ten points or more', () => {
    const down = insightFigures([r(2, 9, 0.5), r(10, 9, 0.8)], '7d', NOW);
    expect(down.accuracyChange).toBe(-30);
    expect(down.declineMarked).toBe(true);
    expect(localTrend('Rose', down)).toContain("The drop in accuracy is worth mentioning to Rose's doctor");
  });

  it('the local writer states the figures', () => {
    const text = localTrend('Rose', f);
    expect(text).toContain(
      'In the last 7 days, Rose completed 4 activities, with an average accuracy of 75% and 10 min per activity.',
    );
    expect(text).toContain('Strengths: Recipe Sequencing, Family Photo Match.');
    expect(text).toContain('Most activities were played in the morning.');
    expect(text).toContain('Longest streak: 3 days in a row.');
    expect(text).toContain('This is not a medical assessment.');
    expect(text).not.toMatch(/diagnos|dementia stage|prescri/i);
  });

  it('has an honest text without results', () => {
    const empty = insightFigures([], '30d', NOW);
    expect(empty).toMatchObject({ completed: 0, averageAccuracy: null, accuracyChange: null, longestGapDays: null });
    expect(localTrend('Rose', empty)).toMatch(/^Rose has not completed any activities in the last month\./);
  });
});
