import { randomUUID } from 'node:crypto';
import { type FactData, letterWeekAt, nextLetterAt } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { aFamily, anotherLovedOne, InsightsDeployment, startInsights } from '../testing/insights-deployment';

jest.setTimeout(90_000);

// A care home's records reach a resident's family letter through the facts alone: games says what was
// recorded, care says whether the family may hear of it; the letter carries the line only then.
describe("a care-home resident's line in the weekly family letter (insights' module, the real bus)", () => {
  const { family: rose, nora } = aFamily('Rose');
  const arthur = anotherLovedOne(rose, 'Arthur');
  const edith = anotherLovedOne(rose, 'Edith');
  const HOME = randomUUID();
  // The run's moment: the coming Sunday at 17:30 UTC; the records fall in the week before it.
  const at = new Date(nextLetterAt(new Date(), 'UTC').getTime() + 30 * 60_000);
  const week = letterWeekAt(at, 'UTC');
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  let insights: InsightsDeployment;
  const residents = new Map<string, string>();

  const resident = (family: typeof rose) => {
    const residentId = randomUUID();
    residents.set(family.lovedOne.id, residentId);
    return { residentId, homeId: HOME, seniorId: family.lovedOne.id, careTeamId: family.careTeamId };
  };
  const consent = (family: typeof rose, familyLine: boolean) =>
    insights.tell('care.resident-consent-changed', {
      residentId: residents.get(family.lovedOne.id)!,
      homeId: HOME,
      seniorId: family.lovedOne.id,
      photos: true,
      songs: true,
      familyLine,
    });
  const recorded = (
    family: typeof rose,
    daysIn: number,
    record: Partial<FactData<'games.resident-activity-recorded'>> = {},
  ) => {
    const when = new Date(week.from.getTime() + daysIn * 86_400_000 + 3_600_000);
    return insights.tell(
      'games.resident-activity-recorded',
      {
        recordId: randomUUID(),
        residentId: residents.get(family.lovedOne.id)!,
        homeId: HOME,
        seniorId: family.lovedOne.id,
        sessionId: randomUUID(),
        date: dayOf(when),
        kind: 'group',
        tookPart: true,
        minutes: 18,
        what: 'music',
        chips: [],
        song: "We'll Meet Again",
        ...record,
      },
      when,
    );
  };
  const letterAbout = (name: string) =>
    insights.mails.find((m) => m.kind === 'weekly-letter' && m.to === nora.email && m.subject.startsWith(name));

  beforeAll(async () => {
    insights = await startInsights('insights_home_lines');
    for (const family of [arthur, edith]) {
      insights.add(family);
      // Nothing texted this week, nor ever: the home's line alone makes the letter.
      insights.letterWeek(family, { played: [], previousWeekCount: 0, knowsWell: [], slipping: [], activitiesEver: 0 });
      await insights.tell('care.resident-added', resident(family));
    }
    // Arthur's family may hear; Edith's consent says no.
    await consent(arthur, true);
    await consent(edith, false);
    await recorded(arthur, 1, { what: 'music', chips: ['sang-along'] });
    await recorded(arthur, 2, { what: 'the 1950s', chips: ['told-a-story'], song: null });
    await recorded(arthur, 3, { what: 'music' });
    // One he sat out, and one of the week before: neither counts.
    await recorded(arthur, 4, { tookPart: false });
    await recorded(arthur, -2);
    await recorded(edith, 1, { chips: ['sang-along'] });
    // The copy holds every record before the letter runs.
    await expectEventually(async () =>
      expect((await insights.rows<{ n: number }>('SELECT count(*)::int AS n FROM resident_activity'))[0]!.n).toBe(6),
    );
  });
  afterAll(async () => {
    await insights?.stop();
  });

  it("tells Arthur's family what he joined in and sang, and Edith's family nothing of the home", async () => {
    expect(await insights.as(nora)('insights.weeklyLetters.run', { at: at.toISOString() })).toEqual({ queued: 2 });
    await expectEventually(() => expect(letterAbout('Arthur')).toBeDefined(), { timeoutMs: 20_000 });
    const { text } = letterAbout('Arthur')!;
    expect(text).toContain('AT THE CARE HOME');
    expect(text).toContain('Arthur joined 3 group sessions this week: music and the 1950s.');
    const sangOn = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(week.from.getTime() + 86_400_000 + 3_600_000));
    expect(text).toContain(`On ${sangOn}, Arthur sang along to “We'll Meet Again”.`);
    // A week of the home alone says nothing of texted activities not played.
    expect(text).not.toContain("didn't play any activities");
    // Edith's family may not hear of the home, and nothing else happened: no letter at all.
    expect(letterAbout('Edith')).toBeUndefined();
    const [stored] = await insights.rows<{ content_json: { home: unknown } }>(
      'SELECT content_json FROM weekly_letters WHERE senior_id = $1',
      [arthur.lovedOne.id],
    );
    expect(stored!.content_json.home).toEqual({
      groups: 3,
      themes: ['music', 'the 1950s'],
      moment: { chip: 'sang-along', date: dayOf(new Date(week.from.getTime() + 90_000_000)), song: "We'll Meet Again" },
    });
  });

  it('forgets the family line when the resident leaves the home', async () => {
    await insights.tell('care.resident-removed', resident(arthur));
    await expectEventually(async () =>
      expect(
        await insights.rows('SELECT 1 FROM resident_family_lines WHERE senior_id = $1', [arthur.lovedOne.id]),
      ).toEqual([]),
    );
  });
});
