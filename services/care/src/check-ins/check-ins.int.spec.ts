import { aCareFamily, CareDeployment, refusalOf, seatFamily, startCare } from '../testing/care-deployment';

jest.setTimeout(60_000);

// A caregiver's mood check-ins (spec section 7): a mood from 1 to 5 and a note of at most 4,000
// characters, private to the one who wrote them (not shared with their team), read newest first.
// Care's real module on the real NATS, asked as the gateway asks, with the caregiver as the actor.
describe("a caregiver's check-ins (care on the real bus)", () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann, hal } = family;

  const checkIns = () => care.rows('SELECT id FROM care.caregiver_check_ins');

  beforeAll(async () => {
    care = await startCare('care_check_ins');
    await seatFamily(care, family);
  });
  afterAll(async () => {
    await care?.stop();
  });

  it("given a mood out of the spec's bounds or a note too long, when a check-in is sent, then it is refused with the field and the reason and nothing is written", async () => {
    expect(await refusalOf(care.raw(ann)('care.checkIns.create', { mood: 6 }))).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'mood', message: 'Please choose how you are feeling' }],
    });
    expect(
      await refusalOf(care.raw(ann)('care.checkIns.create', { mood: 2, freeText: 'x'.repeat(5000) })),
    ).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'freeText', message: 'Please keep it under 4000 characters' }],
    });
    expect(await checkIns()).toEqual([]);
  });

  it('given check-ins by a caregiver, when they and a member of their team read check-ins, then the caregiver gets theirs newest first and the team member none of them', async () => {
    await care.as(ann)('care.checkIns.create', { mood: 4, freeText: 'A calmer week.' });
    await care.as(ann)('care.checkIns.create', { mood: 2, freeText: null });
    const mine = await care.as(ann)('care.checkIns.listMine', {});
    expect(mine.map((c) => [c.userId, c.mood, c.freeText])).toEqual([
      [ann.id, 2, null],
      [ann.id, 4, 'A calmer week.'],
    ]);
    expect(await care.as(hal)('care.checkIns.listMine', {})).toEqual([]);
  });
});
