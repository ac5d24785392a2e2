import type { TemplateSlug } from '@carewith/contracts';
import { DAY_MS, foldReview, NEVER_REVIEWED, ReviewState } from '../review/spaced-review';
import { BoxCandidate, BoxPick, pickFromBox, PickContext } from './box-selection';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const dueDaysAgo = (days: number): ReviewState => ({
  intervalIndex: 0,
  dueAt: NOW - days * DAY_MS,
  upkeep: false,
  streak: 0,
});
const dueInDays = (days: number): ReviewState => ({
  intervalIndex: 2,
  dueAt: NOW + days * DAY_MS,
  upkeep: false,
  streak: 1,
});

// Box items by name: a person (photo match) unless another template is named.
function item(label: string, review: ReviewState | null, known = false, templateId: TemplateSlug = 'grandkid-match') {
  const kind = templateId === 'grandkid-match' ? 'person' : templateId === 'places-flashcards' ? 'place' : 'recipe';
  return { key: `box:${kind}:${label}`, kind, label, templateId, review, known } as BoxCandidate;
}
const newPeople = (...names: string[]) => names.map((n) => item(n, null));
const pick = (box: BoxCandidate[], context: Partial<PickContext> = {}) =>
  pickFromBox(box, { now: NOW, levels: {}, ...context });
const labels = (box: BoxCandidate[], context: Partial<PickContext> = {}) =>
  pick(box, context)?.items.map((i) => i.label);

describe('pickFromBox: what the next activity from the memory box practises', () => {
  it('given an empty box then there is nothing to pick', () => {
    expect(pick([])).toBeNull();
  });

  it('given a new box (every item new) then it starts with new items, as many as the level plays', () => {
    const box = newPeople('Ann', 'Bob', 'Cal', 'Dee', 'Eve', 'Fay');
    expect(labels(box, { levels: { 'grandkid-match': 1 } })).toEqual(['Ann', 'Bob', 'Cal']);
    expect(labels(box, { levels: { 'grandkid-match': 3 } })).toHaveLength(5);
    expect(pick(box)?.items.every((i) => i.reason === 'new')).toBe(true);
  });

  it('given items due for review then the most overdue come first', () => {
    const box = [item('Ann', dueDaysAgo(1)), item('Bob', dueDaysAgo(5)), item('Cal', dueDaysAgo(3))];
    expect(labels(box)).toEqual(['Bob', 'Cal', 'Ann']);
    expect(pick(box)?.items.map((i) => i.reason)).toEqual(['due', 'due', 'due']);
  });

  it('given due and new items then new ones are at most a third of the activity', () => {
    const box = [item('Ann', dueDaysAgo(2)), item('Bob', dueDaysAgo(1)), ...newPeople('Cal', 'Dee', 'Eve')];
    const items = pick(box)!.items;
    expect(items.map((i) => i.label)).toEqual(['Ann', 'Bob', 'Cal']);
    expect(items.filter((i) => i.reason === 'new').length * 3).toBeLessThanOrEqual(items.length);
  });

  it('given little due then answered items not due yet fill it before new ones, soonest due first', () => {
    const box = [
      item('Ann', dueDaysAgo(1)),
      item('Bob', dueInDays(6)),
      item('Cal', dueInDays(2)),
      ...newPeople('Dee', 'Eve', 'Fay'),
    ];
    const items = pick(box)!.items;
    expect(items.map((i) => [i.label, i.reason])).toEqual([
      ['Ann', 'due'],
      ['Cal', 'ahead'],
      ['Bob', 'ahead'],
      ['Dee', 'new'],
    ]);
  });

  it('given a known item among the picked then the activity ends on it', () => {
    const box = [item('Ann', dueDaysAgo(3), true), item('Bob', dueDaysAgo(2)), item('Cal', dueDaysAgo(1))];
    expect(labels(box)).toEqual(['Bob', 'Cal', 'Ann']);
  });

  it('given a full activity without a known item then the last new one gives way to a known one', () => {
    const box = [
      ...['Ann', 'Bob', 'Cal', 'Dee'].map((n, i) => item(n, dueDaysAgo(5 - i))),
      ...newPeople('Eve'),
      item('Kim', dueInDays(20), true),
    ];
    const items = pick(box, { levels: { 'grandkid-match': 3 } })!.items;
    expect(items.at(-1)).toMatchObject({ label: 'Kim', reason: 'ahead' });
    expect(items).toHaveLength(5);
  });

  it('given the level plays fewer steps then no more items are picked than it plays', () => {
    const box = ['Ann', 'Bob', 'Cal', 'Dee', 'Eve'].map((n, i) => item(n, dueDaysAgo(5 - i)));
    expect(labels(box, { levels: { 'grandkid-match': 1 } })).toEqual(['Ann', 'Bob', 'Cal']);
    expect(pick(box, { levels: { 'grandkid-match': 1 } })?.level).toBe(1);
  });

  it('given due items in two templates then the template with the most due items is picked', () => {
    const box = [
      item('Ann', dueDaysAgo(9)),
      item('Beach', dueDaysAgo(1), false, 'places-flashcards'),
      item('Park', dueDaysAgo(2), false, 'places-flashcards'),
    ];
    expect(pick(box)?.templateId).toBe('places-flashcards');
  });

  it('given an item missed last time due in one template and more items due in another then the missed one comes back', () => {
    const answeredRight: ReviewState = { intervalIndex: 3, dueAt: NOW - DAY_MS, upkeep: false, streak: 1 };
    const box = [
      item('Ann', answeredRight),
      item('Bob', answeredRight),
      item('Leeds market', dueDaysAgo(0), false, 'places-flashcards'),
    ];
    expect(labels(box)).toEqual(['Leeds market']);
  });

  it('given the same set as last time and another item to give then one item is swapped, the known ending kept', () => {
    const box = [
      item('Ann', dueDaysAgo(2)),
      item('Bob', dueDaysAgo(1)),
      item('Kim', dueDaysAgo(3), true),
      ...newPeople('Dee'),
    ];
    const levels = { 'grandkid-match': 1 } as const;
    const first = pick(box, { levels })!;
    expect(first.items.map((i) => i.label)).toEqual(['Ann', 'Bob', 'Kim']);
    const last = { templateId: first.templateId, keys: first.items.map((i) => i.key) };
    const next = pick(box, { levels, last })!;
    expect(next.items.map((i) => i.label)).toEqual(['Ann', 'Dee', 'Kim']);
  });

  it('given the same set as last time and nothing else in its template then another template is picked', () => {
    const box = [item('Ann', null), item('Beach', null, false, 'places-flashcards')];
    const first = pick(box)!;
    const next = pick(box, { last: { templateId: first.templateId, keys: first.items.map((i) => i.key) } })!;
    expect(next.templateId).not.toBe(first.templateId);
  });

  it('given the same set as last time, nothing to swap in and items due then one item fewer, the missed one kept', () => {
    // Ann was missed (no first-try run); Bob and Cal were right at once and are due the same day.
    const answered = (streak: number): ReviewState => ({ ...dueDaysAgo(1), streak });
    const box = [item('Ann', answered(0)), item('Bob', answered(2)), item('Cal', answered(1))];
    const first = pick(box)!;
    expect(first.items.map((i) => i.label)).toEqual(['Ann', 'Bob', 'Cal']);
    const next = pick(box, { last: { templateId: first.templateId, keys: first.items.map((i) => i.key) } })!;
    expect([next.templateId, next.items.map((i) => i.label)]).toEqual(['grandkid-match', ['Ann', 'Cal']]);
  });

  it('given a box of one item then it repeats rather than send nothing', () => {
    const box = newPeople('Ann');
    const first = pick(box)!;
    expect(
      pick(box, { last: { templateId: first.templateId, keys: ['box:person:Ann'] } })?.items.map((i) => i.label),
    ).toEqual(['Ann']);
  });

  describe('a kind of item never played', () => {
    // Photos played for weeks (two due, both right at once last time), and recipes added since, never played.
    const rightLastTime: ReviewState = { intervalIndex: 2, dueAt: NOW - DAY_MS, upkeep: false, streak: 2 };
    const box = [
      item('Ann', rightLastTime),
      item('Bob', { ...rightLastTime, dueAt: NOW - 2 * DAY_MS }),
      item('Cal', dueInDays(3)),
      item('Soup', null, false, 'recipe-sequencing'),
      item('Cake', null, false, 'recipe-sequencing'),
    ];
    const last = (templateId: TemplateSlug) => ({ templateId, keys: [] });

    it('given items due in a played kind and a kind never played then the new kind takes the next turn', () => {
      const next = pick(box, { last: last('grandkid-match') })!;
      expect([next.templateId, next.items.map((i) => i.reason)]).toEqual(['recipe-sequencing', ['new', 'new']]);
    });

    it('given the new kind was sent last and is not played yet then review comes next, not it again', () => {
      expect(pick(box, { last: last('recipe-sequencing') })?.templateId).toBe('grandkid-match');
    });

    it('given the new kind was introduced earlier in a preview of several activities then review comes next', () => {
      const next = pick(box, { last: last('grandkid-match'), introduced: ['recipe-sequencing'] });
      expect(next?.templateId).toBe('grandkid-match');
    });

    it('given an item missed last time is due then review comes first, with it, and the new kind after', () => {
      const missed = [...box, item('Dee', dueDaysAgo(0))];
      const next = pick(missed, { last: last('grandkid-match') })!;
      expect([next.templateId, next.items.some((i) => i.label === 'Dee')]).toEqual(['grandkid-match', true]);
    });

    it('given a box where nothing was played yet then the kind with the most items starts, as before', () => {
      const fresh = [...newPeople('Ann', 'Bob', 'Cal'), item('Soup', null, false, 'recipe-sequencing')];
      expect(pick(fresh)?.templateId).toBe('grandkid-match');
    });
  });

  describe('new items while review could fill the activity (decision 252)', () => {
    const level2 = { 'grandkid-match': 2 } as const;
    // People seen for weeks: two due, two known and four more answered, none due for a few days.
    const seen = [
      item('Ann', dueDaysAgo(1)),
      item('Bob', dueDaysAgo(2)),
      item('Cal', dueInDays(3), true),
      item('Dot', dueInDays(1), true),
      item('Eli', dueInDays(10)),
      item('Flo', dueInDays(2)),
    ];
    const added = newPeople('Gil', 'Hal', 'Ida', 'Jo');
    const addedNames = ['Gil', 'Hal', 'Ida', 'Jo'];

    // Coming up's run of picks: each slot at its own day from today's states, the one before as the
    // last, and what was given earlier in the run (the builder passes the same).
    function comingUp(box: BoxCandidate[], slots: number, levels: PickContext['levels'] = level2): BoxPick[] {
      const picks: BoxPick[] = [];
      for (let slot = 0; slot < slots; slot++) {
        const before = picks.at(-1);
        picks.push(
          pickFromBox(box, {
            now: NOW + slot * DAY_MS,
            levels,
            last: before ? { templateId: before.templateId, keys: before.items.map((i) => i.key) } : null,
            introduced: picks.map((p) => p.templateId),
            given: picks.flatMap((p) => p.items.map((i) => i.key)),
          })!,
        );
      }
      return picks;
    }
    const newIn = (picks: BoxPick[]) => picks.map((p) => p.items.filter((i) => i.reason === 'new').map((i) => i.label));

    it('given seen people who fill the activity and four new ones, when Coming up shows five slots, then each brings in a new person, each of the four in turn', () => {
      const picks = comingUp([...seen, ...added], 5);
      expect(newIn(picks).slice(0, 4)).toEqual([['Gil'], ['Hal'], ['Ida'], ['Jo']]);
      expect(picks.every((p) => p.items.length === 4 && p.items.at(-1)!.known)).toBe(true);
    });

    it('given items due fill the activity, when it is picked, then one new item still comes in, the most overdue kept', () => {
      const box = [...['Ann', 'Bob', 'Cal', 'Dee', 'Eve'].map((n, i) => item(n, dueDaysAgo(5 - i))), ...added];
      const items = pick(box, { levels: level2 })!.items;
      expect(items.map((i) => [i.label, i.reason])).toEqual([
        ['Ann', 'due'],
        ['Bob', 'due'],
        ['Cal', 'due'],
        ['Gil', 'new'],
      ]);
    });

    it('given new ones are waiting, when picked at any level above 1, then new ones are one, or at most a third', () => {
      for (const level of [2, 3, 4, 5] as const) {
        const items = pick([...seen, ...added], { levels: { 'grandkid-match': level } })!.items;
        const fresh = items.filter((i) => i.reason === 'new').length;
        expect([level, fresh >= 1 && fresh <= Math.max(1, Math.floor(items.length / 3))]).toEqual([level, true]);
      }
    });

    it('given the loved one is struggling (level 1), when picked, then review alone fills the activity', () => {
      const items = pick([...seen, ...added], { levels: { 'grandkid-match': 1 } })!.items;
      expect(items.map((i) => i.reason)).not.toContain('new');
      expect(items).toHaveLength(3);
    });

    it('given a new person was in the last activity and not played yet, when the next is picked, then another new person comes in', () => {
      const first = pick([...seen, ...added], { levels: level2 })!;
      const last = { templateId: first.templateId, keys: first.items.map((i) => i.key) };
      const next = pick([...seen, ...added], { levels: level2, last, now: NOW + DAY_MS })!;
      expect([newIn([first]), newIn([next])]).toEqual([[['Gil']], [['Hal']]]);
    });

    it('given the loved one plays each daily slot, right at once, then everything the family added is practised within a week of slots', () => {
      let box: BoxCandidate[] = [...seen, ...added];
      const practised = new Set<string>();
      let last: PickContext['last'] = null;
      for (let day = 0; day < 7; day++) {
        const at = NOW + day * DAY_MS;
        const next: BoxPick = pickFromBox(box, { now: at, levels: level2, last })!;
        const keys = new Set<string>(next.items.map((i) => i.key));
        for (const i of next.items) practised.add(i.label);
        // Each answer right at once moves the item's review on, as the play projection does.
        box = box.map((c) =>
          keys.has(c.key)
            ? {
                ...c,
                review: foldReview(c.review ?? NEVER_REVIEWED, { firstTry: true, cueLevel: 0, missed: false, at }),
              }
            : c,
        );
        last = { templateId: next.templateId, keys: [...keys] };
      }
      expect(addedNames.filter((name) => !practised.has(name))).toEqual([]);
    });
  });
});
