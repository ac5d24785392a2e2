import { i18n } from '@lingui/core';
import type { Goal, GoalOutcome } from '@carewith/contracts';
import {
  daysUntil,
  goalsInOrder,
  otherChoicesOf,
  progressWords,
  ratingDue,
  ratingsInOrder,
  rateReminder,
  stageWords,
} from './goal-words';

// Local times, so the calendar days are the member's whatever the machine's time zone.
const now = new Date(2026, 2, 10, 15, 0);
const inDays = (days: number, hour = 9) => new Date(2026, 2, 10 + days, hour, 0).toISOString();
const practice = (...outcomes: GoalOutcome[]) => outcomes.map((outcome, i) => ({ at: inDays(i - 30), outcome }));
const rated = (...ratings: number[]) =>
  ratings.map((rating, i) => ({ at: inDays(i * 14 - 60), rating, byName: 'Sam' }));
const goal = (over: Partial<Goal>): Pick<Goal, 'answer' | 'practice' | 'ratings'> => ({
  answer: 'Ana',
  practice: [],
  ratings: rated(3),
  ...over,
});
const stage = (over: Partial<Pick<Goal, 'stage' | 'nextCue' | 'unaidedInARow' | 'dueAt'>>) => ({
  stage: 'learning' as const,
  nextCue: 3,
  unaidedInARow: 0,
  dueAt: null,
  ...over,
});

// A goal's words: given what the server says of it, then what the family reads (in English, the
// catalogs' source).
describe('everyday goal words', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  describe('where a goal stands', () => {
    it('given learning then says whether the answer is shown, hinted or asked', () => {
      expect(stageWords(stage({ nextCue: 3 }), now)).toBe('Learning: the answer is still shown first');
      expect(stageWords(stage({ nextCue: 2 }), now)).toBe('Learning: a hint comes if needed');
      expect(stageWords(stage({ nextCue: 1 }), now)).toBe('Learning: a hint comes if needed');
      expect(stageWords(stage({ nextCue: 0 }), now)).toBe('Learning: asked without a hint next time');
    });

    it('given spacing then says the unaided recalls in a row and when it comes next', () => {
      expect(stageWords(stage({ stage: 'spacing', unaidedInARow: 2, dueAt: inDays(4) }), now)).toBe(
        'Recalled without help 2 times in a row; next practice in 4 days',
      );
      expect(stageWords(stage({ stage: 'spacing', unaidedInARow: 1, dueAt: inDays(1) }), now)).toBe(
        'Recalled without help once; next practice tomorrow',
      );
      expect(stageWords(stage({ stage: 'spacing', unaidedInARow: 2, dueAt: inDays(-1) }), now)).toBe(
        'Recalled without help 2 times in a row; next practice today',
      );
      expect(stageWords(stage({ stage: 'spacing', unaidedInARow: 0, dueAt: inDays(0, 20) }), now)).toBe(
        'Practised at growing gaps; next practice today',
      );
      expect(stageWords(stage({ stage: 'spacing', unaidedInARow: 2 }), now)).toBe(
        'Recalled without help 2 times in a row',
      );
    });

    it('given upkeep or stopped then says so', () => {
      expect(stageWords(stage({ stage: 'upkeep', unaidedInARow: 3, dueAt: inDays(30) }), now)).toBe(
        'Learned: practised once a month to keep it',
      );
      expect(stageWords(stage({ stage: 'stopped' }), now)).toBe('Stopped');
    });

    it('counts calendar days, not hours', () => {
      expect(daysUntil(inDays(1, 8), now)).toBe(1);
      expect(daysUntil(inDays(0, 23), now)).toBe(0);
      expect(daysUntil(inDays(-3), now)).toBe(-3);
    });
  });

  describe('the progress in words', () => {
    it('given no practice then says it has not been practised, with the first rating', () => {
      expect(progressWords(goal({}))).toBe('Not practised yet. The family rated it 3 out of 10 at the start.');
    });

    it('given only errorless practice then says the answer was shown first', () => {
      expect(progressWords(goal({ practice: practice('shown') }))).toBe(
        'Practised once with the answer shown first. The family rated it 3 out of 10 at the start.',
      );
      expect(progressWords(goal({ practice: practice('shown', 'shown') }))).toContain(
        'Practised 2 times with the answer shown first.',
      );
    });

    it('given one asked practice then says how it went', () => {
      expect(progressWords(goal({ practice: practice('shown', 'unaided') }))).toContain(
        'Asked once so far: recalled Ana without help.',
      );
      expect(progressWords(goal({ practice: practice('shown', 'helped') }))).toContain(
        'Asked once so far: Ana came with a hint.',
      );
      expect(progressWords(goal({ practice: practice('missed') }))).toContain(
        'Asked once so far: Ana was not recalled yet; it comes back the next day.',
      );
    });

    it('given more asked practice then counts the unaided recalls of the last five, leaving out the shown', () => {
      const ratings = rated(3, 5, 7);
      expect(
        progressWords(
          goal({
            practice: practice('shown', 'missed', 'unaided', 'helped', 'unaided', 'unaided', 'unaided'),
            ratings,
          }),
        ),
      ).toBe("Recalled Ana without help 4 of the last 5 times. The family's rating went from 3 to 7.");
      expect(progressWords(goal({ practice: practice('shown', 'helped', 'unaided'), ratings }))).toBe(
        "Recalled Ana without help 1 of the last 2 times. The family's rating went from 3 to 7.",
      );
    });

    it('given no unaided recall yet then says the hints, or the misses honestly', () => {
      expect(progressWords(goal({ practice: practice('helped', 'missed', 'helped') }))).toContain(
        'Not without help yet: Ana came with a hint 2 of the last 3 times.',
      );
      expect(progressWords(goal({ practice: practice('missed', 'missed') }))).toContain(
        'Ana was not recalled in the last 2 times; it comes back the next day.',
      );
    });

    it('given ratings then says where they went, whatever order they come in', () => {
      expect(progressWords(goal({ ratings: rated(7, 5) }))).toContain("The family's rating went from 7 to 5.");
      expect(progressWords(goal({ ratings: rated(4, 6, 4) }))).toContain("The family's rating stayed at 4.");
      expect(progressWords(goal({ ratings: rated(3, 8).reverse() }))).toContain(
        "The family's rating went from 3 to 8.",
      );
      expect(ratingsInOrder(rated(2, 9).reverse()).map((r) => r.rating)).toEqual([2, 9]);
      expect(progressWords(goal({ ratings: [] }))).toBe('Not practised yet.');
    });
  });

  it('asks for a rating once it is due, never for a stopped goal', () => {
    expect(ratingDue({ stage: 'spacing', ratingDueAt: inDays(-1) }, now)).toBe(true);
    expect(ratingDue({ stage: 'learning', ratingDueAt: inDays(2) }, now)).toBe(false);
    expect(ratingDue({ stage: 'learning', ratingDueAt: null }, now)).toBe(false);
    expect(ratingDue({ stage: 'stopped', ratingDueAt: inDays(-1) }, now)).toBe(false);
  });

  it('lists the goals practised first, then the stopped ones', () => {
    const goals = [
      { id: 'a', stage: 'stopped' as const },
      { id: 'b', stage: 'learning' as const },
      { id: 'c', stage: 'upkeep' as const },
    ];
    expect(goalsInOrder(goals).map((g) => g.id)).toEqual(['b', 'c', 'a']);
  });

  it('reads the other choices from one field, separated by commas', () => {
    expect(otherChoicesOf(' Maria, Lucy ,, ')).toEqual(['Maria', 'Lucy']);
    expect(otherChoicesOf('Maria; Lucy')).toEqual(['Maria', 'Lucy']);
    expect(otherChoicesOf('   ')).toEqual([]);
  });

  it('words the dashboard reminder with the loved one’s first name', () => {
    expect(rateReminder('Rosa', 'Who is your new helper?')).toBe(
      'How well does Rosa manage “Who is your new helper?” now?',
    );
    expect(rateReminder(null, 'Who is your new helper?')).toBe('How well is “Who is your new helper?” managed now?');
  });
});
