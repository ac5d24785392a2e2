import type { AnyStep } from '@carewith/contracts';
import { endOnKnownItem } from './end-on-known';

// Photo questions named by their right answer; "K" names are known to the loved one.
const step = (name: string): AnyStep => ({
  id: name,
  question: 'Who is this?',
  options: [name, 'Other'],
  correctAnswer: name,
});
const steps = (...names: string[]) => names.map(step);
const names = (list: AnyStep[]) => list.map((s) => ('correctAnswer' in s ? s.correctAnswer : '?'));
const known = (s: AnyStep) => 'correctAnswer' in s && s.correctAnswer.startsWith('K');

describe('endOnKnownItem: a session ends on an item the loved one knows', () => {
  it('given no level and a known step in the middle then it moves to the end, the others keeping their order', () => {
    expect(names(endOnKnownItem(steps('a', 'K1', 'b', 'c'), undefined, known))).toEqual(['a', 'b', 'c', 'K1']);
  });

  it('given several known steps then the latest one ends the session', () => {
    expect(names(endOnKnownItem(steps('K1', 'a', 'K2', 'b'), undefined, known))).toEqual(['K1', 'a', 'b', 'K2']);
  });

  it('given the last step is already known then nothing moves', () => {
    const authored = steps('a', 'K1', 'K2');
    expect(endOnKnownItem(authored, undefined, known)).toBe(authored);
  });

  it('given nothing known then nothing moves', () => {
    const authored = steps('a', 'b', 'c');
    expect(endOnKnownItem(authored, 3, known)).toBe(authored);
    expect(endOnKnownItem([], 3, known)).toEqual([]);
  });

  describe('given a level that plays fewer steps than were written (level 1 plays 3)', () => {
    it('when a known step is played then it becomes the third, the last played', () => {
      expect(names(endOnKnownItem(steps('K1', 'a', 'b', 'c', 'd'), 1, known))).toEqual(['a', 'b', 'K1', 'c', 'd']);
    });
    it('when the only known step is left out then it comes in third and the step it replaces is left out', () => {
      expect(names(endOnKnownItem(steps('a', 'b', 'c', 'd', 'K1', 'e'), 1, known))).toEqual([
        'a',
        'b',
        'K1',
        'c',
        'd',
        'e',
      ]);
    });
    it('when the third step is known already then nothing moves', () => {
      const authored = steps('a', 'b', 'K1', 'c');
      expect(endOnKnownItem(authored, 1, known)).toBe(authored);
    });
  });

  it('given fewer steps than the level plays then the last written step is the last played', () => {
    expect(names(endOnKnownItem(steps('K1', 'a'), 5, known))).toEqual(['a', 'K1']);
  });

  it('keeps every step the family wrote, once', () => {
    const authored = steps('a', 'b', 'c', 'd', 'K1', 'e', 'K2');
    for (const level of [undefined, 1, 2, 3, 4, 5])
      expect([...names(endOnKnownItem(authored, level, known))].sort()).toEqual([...names(authored)].sort());
  });
});
