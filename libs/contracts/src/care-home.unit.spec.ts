import { addResidentRequestSchema, recordConsentRequestSchema, updateResidentRequestSchema } from './care-home';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('care-home requests', () => {
  it('gives a new resident the default target, and a change of room alone leaves the target as it is', () => {
    expect(addResidentRequestSchema.parse({ firstName: 'Rose', lastName: 'Lane' }).activeDaysTarget).toBe(5);
    expect(updateResidentRequestSchema.parse({ room: '7B' })).toEqual({ room: '7B' });
    expect(issues(updateResidentRequestSchema.safeParse({ activeDaysTarget: 8 }))).toEqual([
      { path: 'activeDaysTarget', message: 'Choose 1 to 7 days a week' },
    ]);
  });

  it('asks a best-interests decision whom it consulted', () => {
    const consent = { photos: true, songs: false, basis: 'best-interests', by: 'Dr Patel', date: '2026-11-20' };
    expect(issues(recordConsentRequestSchema.safeParse(consent))).toEqual([
      { path: 'consulted', message: 'Say whom they consulted' },
    ]);
    expect(recordConsentRequestSchema.safeParse({ ...consent, consulted: 'Her son' }).success).toBe(true);
    expect(recordConsentRequestSchema.safeParse({ ...consent, basis: 'person' }).success).toBe(true);
  });
});
