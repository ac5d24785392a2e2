import { KeptAnswers } from './kept-answers';

// Answers to a member's reads kept for a moment, forgotten by time and by the notices of changes.
describe('KeptAnswers', () => {
  const ANN = 'ann';
  const BEN = 'ben';
  const ask = { seniorId: 's1', need: 'view' };
  let now = 0;
  const clock = { now: () => now };
  const kept = (max = 100) =>
    new KeptAnswers(
      {
        'care.seniors.authorize': {
          keeps: (data) => (data as { need: string }).need === 'view',
          tags: (data, answer) => [
            `senior:${(data as typeof ask).seniorId}`,
            `team:${(answer as { team: string }).team}`,
          ],
        },
      },
      1_000,
      max,
      clock,
    );
  const keepAnswer = (answers: KeptAnswers, actorId: string, data = ask, answer: unknown = { team: 't1' }) => {
    const found = answers.find('care.seniors.authorize', data, actorId);
    if (found.found) throw new Error('already kept');
    answers.keep('care.seniors.authorize', data, actorId, answer, found.asked);
  };
  const finds = (answers: KeptAnswers, actorId: string, data = ask) =>
    answers.find('care.seniors.authorize', data, actorId).found;

  beforeEach(() => (now = 0));

  it('keeps an answer for the member who asked, for its time and no longer', () => {
    const answers = kept();
    keepAnswer(answers, ANN);
    expect(answers.find('care.seniors.authorize', ask, ANN)).toEqual({ found: true, answer: { team: 't1' } });
    expect(finds(answers, BEN)).toBe(false);
    expect(finds(answers, ANN, { seniorId: 's2', need: 'view' })).toBe(false);
    now = 999;
    expect(finds(answers, ANN)).toBe(true);
    now = 1_000;
    expect(finds(answers, ANN)).toBe(false);
    expect(answers.size).toBe(0);
  });

  it('keeps only what its rules say: no other subject, no change, no caller without a name', () => {
    const answers = kept();
    const manage = { seniorId: 's1', need: 'manage' };
    answers.keep('care.seniors.authorize', manage, ANN, { team: 't1' }, 0);
    answers.keep('care.seniors.get', { seniorId: 's1' }, ANN, {}, 0);
    answers.keep('care.seniors.authorize', ask, undefined, { team: 't1' }, 0);
    expect(answers.size).toBe(0);
  });

  it("forgets the member's own answers, and everyone's about the team or loved one a change touched", () => {
    const answers = kept();
    keepAnswer(answers, ANN);
    keepAnswer(answers, BEN);
    keepAnswer(answers, BEN, { seniorId: 's2', need: 'view' }, { team: 't2' });
    answers.forget({ actorId: 'someone', tags: ['team:t9'] });
    expect(answers.size).toBe(3);
    answers.forget({ actorId: ANN, tags: [] });
    expect([finds(answers, ANN), finds(answers, BEN)]).toEqual([false, true]);
    answers.forget({ actorId: 'someone', tags: ['team:t1'] });
    expect(finds(answers, BEN)).toBe(false);
    expect(finds(answers, BEN, { seniorId: 's2', need: 'view' })).toBe(true);
    answers.forget({ tags: ['senior:s2'] });
    expect(answers.size).toBe(0);
  });

  it('forgets everything on a notice that cannot say what it touched', () => {
    const answers = kept();
    keepAnswer(answers, ANN);
    keepAnswer(answers, BEN, { seniorId: 's2', need: 'view' }, { team: 't2' });
    answers.forget({ actorId: 'someone', all: true });
    expect(answers.size).toBe(0);
  });

  it('does not keep an answer asked for before a notice and received after it', () => {
    const answers = kept();
    const found = answers.find('care.seniors.authorize', ask, ANN);
    expect(found.found).toBe(false);
    answers.forget({ actorId: BEN, tags: ['team:t1'] });
    answers.keep('care.seniors.authorize', ask, ANN, { team: 't1' }, found.found ? -1 : found.asked);
    expect(finds(answers, ANN)).toBe(false);
  });

  it('lets the oldest answer go past its most', () => {
    const answers = kept(2);
    keepAnswer(answers, ANN, { seniorId: 's1', need: 'view' });
    keepAnswer(answers, ANN, { seniorId: 's2', need: 'view' });
    keepAnswer(answers, ANN, { seniorId: 's3', need: 'view' });
    expect(answers.size).toBe(2);
    expect(finds(answers, ANN, { seniorId: 's1', need: 'view' })).toBe(false);
    expect(finds(answers, ANN, { seniorId: 's3', need: 'view' })).toBe(true);
    // A notice about the one let go finds nothing left of it.
    answers.forget({ tags: ['senior:s1'] });
    expect(answers.size).toBe(2);
  });
});
