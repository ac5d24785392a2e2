import { capitalised, firstTryWords } from './first-try-words';

const figures = (firstTryAnswers: number, helpedAnswers: number, totalSteps: number) => ({
  firstTryAnswers,
  helpedAnswers,
  totalSteps,
});
const noSummary = { correctAnswers: 0, totalSteps: 0 };

describe('firstTryWords: how an activity went, in plain words', () => {
  describe('given first-try figures', () => {
    it.each([
      [figures(4, 1, 5), '4 of 5 on the first try, a little help once'],
      [figures(3, 2, 5), '3 of 5 on the first try, a little help twice'],
      [figures(5, 0, 5), 'all 5 on the first try'],
      [figures(1, 0, 1), 'right on the first try'],
      [figures(2, 0, 2), 'both on the first try'],
      [figures(2, 3, 5), 'needed help with 3 of 5'],
      [figures(0, 4, 4), 'needed help with 4 of 4'],
      // Help equal to first tries is still said from the first tries.
      [figures(2, 2, 4), '2 of 4 on the first try, a little help twice'],
      [figures(4, 0, 5), '4 of 5 on the first try'],
      [figures(0, 0, 3), 'none of 3 on the first try'],
      [figures(6, 3, 10), '6 of 10 on the first try, a little help 3 times'],
    ])('when the figures are %j then it says "%s"', (firstTry, words) => {
      expect(firstTryWords(firstTry, noSummary)).toBe(words);
    });

    it('when the figures are out of range then they are held within the activity', () => {
      expect(firstTryWords(figures(7, -1, 5), noSummary)).toBe('all 5 on the first try');
    });
  });

  describe('given a result without first-try figures (played before gentle play)', () => {
    it('when every answer was right then every answer counts as a first try', () => {
      expect(firstTryWords(undefined, { correctAnswers: 5, totalSteps: 5 })).toBe('all 5 on the first try');
    });
    it('when some answers were wrong then it says the first tries and no help (none existed)', () => {
      expect(firstTryWords(null, { correctAnswers: 2, totalSteps: 5 })).toBe('2 of 5 on the first try');
    });
  });

  it('given nothing to answer then there are no words', () => {
    expect(firstTryWords(null, noSummary)).toBeNull();
    expect(firstTryWords(figures(0, 0, 0), { correctAnswers: 3, totalSteps: 3 })).toBeNull();
  });

  it('never uses words of judgement or diagnosis', () => {
    const all: string[] = [];
    for (let total = 1; total <= 6; total++)
      for (let first = 0; first <= total; first++)
        for (let helped = 0; helped <= total - first; helped++)
          all.push(firstTryWords(figures(first, helped, total), noSummary)!);
    expect(all.join(' ')).not.toMatch(/wrong|fail|poor|bad|declin|impair|dementia|score/i);
  });

  it('capitalises the words to start a sentence', () => {
    expect(capitalised('all 5 on the first try')).toBe('All 5 on the first try');
  });
});
