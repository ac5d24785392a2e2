import { insightFigures } from '../figures/insight-figures';
import { localAssessment, localTrend } from '../writers/local-writer';
import { readFacts, ReportFacts, reportText } from './report-facts';

const NOW = new Date('2026-11-21T18:00:00Z');
const figures = insightFigures(
  [
    {
      templateId: 'grandkid-match',
      title: 'x',
      accuracy: 0,
      totalTimeMs: 40_000,
      completedAt: new Date(NOW.getTime() - 3_600_000),
    },
  ],
  '30d',
  NOW,
);
// Rosa played a Family Photo Match (its template's name) with none of three answers right.
const assessment: ReportFacts = {
  v: 1,
  kind: 'assessment',
  name: 'Rosa',
  activity: {
    title: 'Family Photo Match',
    templateId: 'grandkid-match',
    accuracy: 0,
    correct: 0,
    total: 3,
    minutes: 40_000 / 60_000,
    firstTry: { firstTryAnswers: 0, helpedAnswers: 3, totalSteps: 3 },
  },
};

// Decision 261: a report the built-in writer wrote is said for each reader in their language.
describe("a built-in writer's report, said again for each reader", () => {
  it('one stored activity report reads in Spanish to one member and in English to another', () => {
    const spanish = reportText(assessment, figures, 'es');
    const english = reportText(assessment, figures, 'en');
    expect(spanish).toMatch(/^Rosa completó "Fotos de la familia" con 0 de 3 respuestas bien/);
    expect(english).toMatch(
      /^Rosa completed "Family Photo Match" with 0 of 3 answers right \(0%\) in 1 min\. Needed help with 3 of 3\./,
    );
    expect(english).not.toMatch(/completó|respuestas/);
    expect(spanish).not.toMatch(/completed|answers/);
  });

  it('says in English word for word what the writer wrote when the report was made', () => {
    const written = localAssessment(
      'Rosa',
      {
        title: 'Family Photo Match',
        accuracy: 0,
        correct: 0,
        total: 3,
        minutes: 40_000 / 60_000,
        firstTries: 'needed help with 3 of 3',
      },
      figures,
      'en',
    );
    expect(reportText(assessment, figures)).toBe(written);
    expect(reportText({ v: 1, kind: 'trend', name: 'Rosa' }, figures, 'en')).toBe(localTrend('Rosa', figures, 'en'));
  });

  it('reads only facts of a version it knows: rows from before have none, and show their text', () => {
    expect(readFacts(null)).toBeNull();
    expect(readFacts({ kind: 'trend', name: 'Rosa' })).toBeNull();
    expect(readFacts({ v: 1, kind: 'trend', name: 'Rosa' })).toEqual({ v: 1, kind: 'trend', name: 'Rosa' });
  });
});
