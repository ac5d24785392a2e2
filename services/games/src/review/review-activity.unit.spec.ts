import type { AnyStep, TemplateSlug } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import { buildReviewActivity, ReviewCandidate, reviewTemplate } from './review-activity';
import { DAY_MS, NEVER_REVIEWED, ReviewState } from './spaced-review';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const due = (daysAgo: number): ReviewState => ({
  intervalIndex: 0,
  dueAt: NOW - daysAgo * DAY_MS,
  upkeep: false,
  streak: 0,
});
const later: ReviewState = { intervalIndex: 3, dueAt: NOW + 3 * DAY_MS, upkeep: false, streak: 1 };

// A photo question about `name` (grandkid-match) or a place (places-flashcards).
const person = (name: string, id = name): AnyStep => ({
  id,
  question: 'Who is this?',
  options: [name, 'Someone else'],
  correctAnswer: name,
});
const place = (name: string): AnyStep => ({ id: name, name, description: 'A place we know' });

function candidate(step: AnyStep, review: ReviewState | null, known = false): ReviewCandidate {
  const item = itemOfStep(step);
  const templateId: TemplateSlug = item.kind === 'person' ? 'grandkid-match' : 'places-flashcards';
  return { key: item.key, kind: item.kind, label: item.label, templateId, step, review, known };
}
const labels = (a: ReturnType<typeof buildReviewActivity>) => a?.items.map((i) => i.label);

describe('buildReviewActivity: the Review activity that would be sent now', () => {
  it('given nothing due (items not answered, or due later) then there is no activity', () => {
    const items = [candidate(person('Ann'), null), candidate(person('Bob'), later, true)];
    expect(buildReviewActivity(items, NOW, 3)).toBeNull();
    expect(buildReviewActivity([], NOW, 3)).toBeNull();
  });

  it('given an item due exactly now then it is due', () => {
    expect(labels(buildReviewActivity([candidate(person('Ann'), due(0))], NOW, 3))).toEqual(['Ann']);
  });

  it('given many due items then at most 5 steps, the most overdue first', () => {
    const items = [1, 6, 3, 2, 5, 4].map((d) => candidate(person(`P${d}`), due(d)));
    const activity = buildReviewActivity(items, NOW, 3)!;
    expect(labels(activity)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2']);
    expect(activity.items.map((i) => i.dueAt)).toEqual([6, 5, 4, 3, 2].map((d) => NOW - d * DAY_MS));
  });

  it('given a level that plays fewer steps then the activity has no more steps than that level plays', () => {
    const items = [1, 2, 3, 4, 5].map((d) => candidate(person(`P${d}`), due(d)));
    expect(labels(buildReviewActivity(items, NOW, 1))).toEqual(['P5', 'P4', 'P3']);
    expect(buildReviewActivity(items, NOW, 2)!.configJSON.steps).toHaveLength(4);
  });

  it('given new items then at most a third of the steps are new, after the due ones', () => {
    const fresh = ['N1', 'N2', 'N3'].map((n) => candidate(person(n), null));
    const dueItems = (n: number) => Array.from({ length: n }, (_, i) => candidate(person(`D${i}`), due(n - i)));
    // 1 due: a new one would be half the steps.
    expect(labels(buildReviewActivity([...fresh, ...dueItems(1)], NOW, 3))).toEqual(['D0']);
    // 2 due + 1 new = a third; 3 due + 1 new; 4 due + 1 new = 5 steps; 5 due leave no room.
    expect(labels(buildReviewActivity([...fresh, ...dueItems(2)], NOW, 3))).toEqual(['D0', 'D1', 'N1']);
    expect(labels(buildReviewActivity([...fresh, ...dueItems(3)], NOW, 3))).toEqual(['D0', 'D1', 'D2', 'N1']);
    expect(labels(buildReviewActivity([...fresh, ...dueItems(4)], NOW, 3))).toEqual(['D0', 'D1', 'D2', 'D3', 'N1']);
    expect(labels(buildReviewActivity([...fresh, ...dueItems(5)], NOW, 3))).toEqual(['D0', 'D1', 'D2', 'D3', 'D4']);
    const activity = buildReviewActivity([...fresh, ...dueItems(4)], NOW, 3)!;
    expect(activity.items.filter((i) => i.dueAt === null).length * 3).toBeLessThanOrEqual(activity.items.length);
  });

  it('given due items in two templates then one template: the one with the most due items', () => {
    const items = [
      candidate(place('Elm Street'), due(9)),
      candidate(person('Ann'), due(1)),
      candidate(person('Bob'), due(2)),
    ];
    expect(reviewTemplate(items, NOW)).toBe('grandkid-match');
    const activity = buildReviewActivity(items, NOW, 3)!;
    expect(activity.templateId).toBe('grandkid-match');
    expect(labels(activity)).toEqual(['Bob', 'Ann']);
  });

  it('given a tie between templates then the template of the most overdue item', () => {
    const items = [candidate(person('Ann'), due(1)), candidate(place('Elm Street'), due(9))];
    expect(reviewTemplate(items, NOW)).toBe('places-flashcards');
  });

  it('given a known item not due then the activity ends on it, in an empty place or instead of the new one', () => {
    const known = candidate(person('Kim'), later, true);
    const two = [candidate(person('Ann'), due(2)), candidate(person('Bob'), due(1))];
    expect(labels(buildReviewActivity([known, ...two], NOW, 3))).toEqual(['Ann', 'Bob', 'Kim']);
    const four = [1, 2, 3, 4].map((d) => candidate(person(`P${d}`), due(d)));
    const fresh = candidate(person('New'), null);
    expect(labels(buildReviewActivity([fresh, known, ...four], NOW, 3))).toEqual(['P4', 'P3', 'P2', 'P1', 'Kim']);
    const five = [1, 2, 3, 4, 5].map((d) => candidate(person(`P${d}`), due(d)));
    expect(labels(buildReviewActivity([known, ...five], NOW, 3))).toEqual(['P5', 'P4', 'P3', 'P2', 'Kim']);
  });

  it('given a known item among the due ones then it moves last; with no known item the order stays', () => {
    const items = [candidate(person('Kim'), due(5), true), candidate(person('Ann'), due(2))];
    expect(labels(buildReviewActivity(items, NOW, 3))).toEqual(['Ann', 'Kim']);
    const unknown = [candidate(person('Ann'), due(2)), candidate(person('Bob'), due(1))];
    expect(labels(buildReviewActivity(unknown, NOW, 3))).toEqual(['Ann', 'Bob']);
  });

  it("given the loved one's level then the activity is gentle, at that level, titled for its template", () => {
    const activity = buildReviewActivity([candidate(person('Ann'), due(1))], NOW, 2)!;
    expect(activity.configJSON).toEqual({
      title: 'Review: Family Photo Match',
      steps: [person('Ann')],
      level: 2,
      gentle: true,
    });
  });

  it('given a loved one who reads Spanish then the Review is titled in Spanish and carries the language', () => {
    const activity = buildReviewActivity([candidate(person('Ana'), due(1))], NOW, 2, 'es')!;
    expect(activity.configJSON).toEqual({
      title: 'Repaso: Fotos de la familia',
      steps: [person('Ana')],
      level: 2,
      gentle: true,
      language: 'es',
    });
  });

  it('given steps from different activities with the same id then the ids are made unique', () => {
    const items = [candidate(person('Ann', 'a'), due(2)), candidate(person('Bob', 'a'), due(1))];
    expect(buildReviewActivity(items, NOW, 3)!.configJSON.steps.map((s) => s.id)).toEqual(['a', 'a-2']);
  });

  it('given an item never reviewed then it is not due', () => {
    expect(buildReviewActivity([candidate(person('Ann'), NEVER_REVIEWED)], NOW, 3)).toBeNull();
  });
});
