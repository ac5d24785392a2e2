import { DEFAULT_ACCESSIBILITY } from '@carewith/contracts';
import { aCareFamily, CareDeployment, refusalOf, seatFamily, startCare } from '../testing/care-deployment';

jest.setTimeout(60_000);

// The weekly family letter's e-mail switch (care's real module on the real NATS, asked as the gateway
// asks, each member as the actor): on by default, each member's own, beside the completion e-mails'
// one; the letter's audience (what insights asks) leaves out whoever turned it off. The routes, their
// field messages and the e-mails at the SMTP server are weekly-letter.e2e.spec.ts's.
describe('the weekly letter switch (care on the real bus)', () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann, cat, hal, otto } = family;
  let team: string;

  beforeAll(async () => {
    care = await startCare('care_weekly_letter_switch');
    ({ team } = await seatFamily(care, family));
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('is on by default; each member turns their own off, and the completion e-mails stay on', async () => {
    const careTeamId = team;
    expect(await care.as(cat)('care.notifications.weeklyLetter.get', { careTeamId })).toEqual({ weeklyLetter: true });
    expect(await care.as(cat)('care.notifications.weeklyLetter.update', { careTeamId, weeklyLetter: false })).toEqual({
      weeklyLetter: false,
    });
    expect(await care.as(cat)('care.notifications.weeklyLetter.get', { careTeamId })).toEqual({ weeklyLetter: false });
    expect(await care.as(hal)('care.notifications.weeklyLetter.get', { careTeamId })).toEqual({ weeklyLetter: true });
    // The completion e-mails' switch is another one.
    expect(await care.as(cat)('care.notifications.get', { careTeamId })).toEqual({ activityCompleted: true });
    // Someone outside the team learns nothing and changes nothing.
    expect(await refusalOf(care.as(otto)('care.notifications.weeklyLetter.get', { careTeamId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await refusalOf(care.as(otto)('care.notifications.weeklyLetter.update', { careTeamId, weeklyLetter: false })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("the letter's audience is every member who wants it", async () => {
    await care.as(cat)('care.notifications.weeklyLetter.update', { careTeamId: team, weeklyLetter: false });
    const senior = await care.as(ann)('care.seniors.create', {
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: null,
      careTeamId: team,
      prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
    });
    const audience = await care.as(null)('care.weeklyLetter.audience', { seniorId: senior.id });
    expect(audience.recipients.map((r) => r.userId).sort()).toEqual([ann.id, hal.id].sort());
  });
});
