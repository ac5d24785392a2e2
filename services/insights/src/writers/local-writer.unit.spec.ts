import { insightFigures, ResultPoint } from '../figures/insight-figures';
import { localAssessment, localComparison, localCustom, localTrend, questionTopics } from './local-writer';

const NOW = new Date('2026-11-21T18:00:00Z');
const result = (
  daysAgo: number,
  hourUtc: number,
  accuracy: number,
  templateId: ResultPoint['templateId'] = 'grandkid-match',
  minutes = 10,
): ResultPoint => {
  const completedAt = new Date(NOW.getTime() - daysAgo * 86_400_000);
  completedAt.setUTCHours(hourUtc, 0, 0, 0);
  return { templateId, title: 'x', accuracy, totalTimeMs: minutes * 60_000, completedAt };
};

// This week: two photo matches in the morning (90%, 80%), a recipe in the evening (40%);
// the week before: two place activities (50%), 15 minutes each.
const week = insightFigures(
  [
    result(1, 9, 0.9, 'grandkid-match', 8),
    result(2, 10, 0.8, 'grandkid-match', 12),
    result(3, 19, 0.4, 'recipe-sequencing', 10),
    result(9, 9, 0.5, 'places-flashcards', 15),
    result(10, 15, 0.5, 'places-flashcards', 15),
  ],
  '7d',
  NOW,
);

describe('the weekly trend compares with the previous period of the same length', () => {
  it('says up, down or the same for activities, accuracy and time played', () => {
    expect(week).toMatchObject({ minutesPlayed: 30, previousMinutesPlayed: 30, previousCompleted: 2 });
    expect(localComparison(week)).toBe(
      'Compared with the 7 days before, activities are up (3, against 2), accuracy is up 20 points (70%, against 50%) and time played is the same (30 min, against 30 min).',
    );
    expect(localTrend('Rose', week)).toContain(localComparison(week));
  });

  it('says down when the period had less', () => {
    const down = insightFigures(
      [result(1, 9, 0.6, 'grandkid-match', 5), result(8, 9, 0.8, 'grandkid-match', 20), result(9, 9, 0.8)],
      '7d',
      NOW,
    );
    expect(localComparison(down)).toBe(
      'Compared with the 7 days before, activities are down (1, against 2), accuracy is down 20 points (60%, against 80%) and time played is down (5 min, against 30 min).',
    );
  });

  it('says plainly when the previous period has nothing to compare with', () => {
    const first = insightFigures([result(1, 9, 0.6)], '30d', NOW);
    expect(localComparison(first)).toBe('There were no completed activities in the 30 days before to compare with.');
  });
});

describe('a custom question is answered from the figures', () => {
  it('recognises what a question is about', () => {
    expect(questionTopics('Does she do better in the mornings?')).toEqual(['timeOfDay', 'accuracy']);
    expect(questionTopics('How are the recipe games going?')).toEqual(['recipe-sequencing']);
    expect(questionTopics('Is she happy?')).toEqual([]);
  });

  it('answers a question about mornings with the time-of-day figures', () => {
    const text = localCustom('Rose', 'Is she sharper in the morning?', week);
    expect(text).toMatch(
      /^By time of day, Rose finished 2 in the morning \(85% accuracy\), 1 in the evening \(40% accuracy\)\. Accuracy was highest in the morning\./,
    );
    expect(text).not.toContain('Is she sharper in the morning?');
    expect(text).toContain('This is not a medical assessment.');
  });

  it("answers a question about a template with that template's figures", () => {
    expect(localCustom('Rose', 'How is she doing with the family photos?', week)).toMatch(
      /^Rose completed 2 Family Photo Match activities in the last 7 days, with an average accuracy of 85%\./,
    );
    expect(localCustom('Rose', 'Does she still like the shopping game?', week)).toMatch(
      /^Rose has not played Shopping Memory in the last 7 days, so there is nothing to tell about it yet\./,
    );
  });

  it('answers how long and how often from the time and streak figures', () => {
    const text = localCustom('Rose', 'How long does she play, and how often?', week);
    expect(text).toContain('Rose played for 30 min in all, 10 min per activity on average.');
    expect(text).toContain(
      'Rose completed 3 activities in the last 7 days, with a streak of 3 days in a row and a longest break of 1 day.',
    );
  });

  it('otherwise gives a plain summary that says what it can and cannot tell', () => {
    const text = localCustom('Rose', 'Is she sleeping well?', week);
    expect(text).toMatch(/^These insights can only tell what Rose's activities show/);
    expect(text).toContain('They cannot tell about mood, sleep, health or anything outside the activities.');
    expect(text).toContain('In the last 7 days, Rose completed 3 activities with an average accuracy of 70%.');
    expect(text).not.toMatch(/diagnos|dementia|prescri/i);
  });

  it('says there is nothing to answer from when nothing was completed', () => {
    expect(localCustom('Rose', 'Mornings?', insightFigures([], '7d', NOW))).toMatch(
      /^Rose has not completed any activities in the last 7 days, so there is nothing yet to answer this from\./,
    );
  });
});

describe('the assessment of one activity says how much help it needed (issue #14)', () => {
  const activity = { title: 'Photos', accuracy: 0.8, correct: 4, total: 5, minutes: 6 };
  it('given plain first-try words then it says them after the figures, as a sentence', () => {
    const text = localAssessment(
      'Rose',
      { ...activity, firstTries: '4 of 5 on the first try, a little help once' },
      week,
    );
    expect(text).toMatch(
      /^Rose completed "Photos" with 4 of 5 answers right \(80%\) in 6 min\. 4 of 5 on the first try, a little help once\.\n\n/,
    );
    expect(text).not.toMatch(/diagnos|dementia|wrong/i);
  });
  it('given no words then it says the figures alone', () => {
    expect(localAssessment('Rose', { ...activity, firstTries: null }, week)).toMatch(
      /^Rose completed "Photos" with 4 of 5 answers right \(80%\) in 6 min\.\n\n/,
    );
  });
});
