import { randomUUID } from 'node:crypto';
import { PHONE_FORMAT_MESSAGE } from '@carewith/contracts';
import { aCareFamily, CareDeployment, refusalOf, seatFamily, startCare } from '../testing/care-deployment';

jest.setTimeout(60_000);

const NOT_FOUND_PROFILE = "This loved one's profile could not be found.";

// Adding and editing a loved one (spec section 5): care parses what the caller typed with the
// contract's schema (the same rules the gateway applies to the form), fills in the spec's defaults,
// keeps the phone in E.164 and refuses bad input with the field and the reason, writing nothing.
// Care's real module on the real NATS, asked as the gateway asks, with a member as the actor.
describe('adding and editing a loved one (care on the real bus)', () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann } = family;
  let team: string;

  const lovedOnes = async () => Number((await care.rows<{ n: string }>('SELECT count(*) n FROM care.seniors'))[0]!.n);

  beforeAll(async () => {
    care = await startCare('care_loved_ones');
    ({ team } = await seatFamily(care, family));
  });
  afterAll(async () => {
    await care?.stop();
  });

  it("given a Co-Caregiver, when they add a loved one with names and a phone typed with spaces and brackets, then it joins their team with the spec's accessibility defaults and the phone in E.164; an edited phone is normalised, and an empty one removes it", async () => {
    const added = await care.raw(ann)('care.seniors.create', {
      firstName: 'Rose',
      lastName: 'Hill',
      phone: '+1 (555) 010-2030',
    });
    expect(added).toMatchObject({
      phone: '+15550102030',
      careTeamId: team,
      myRole: 'OWNER',
      prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true } },
    });
    expect(await care.rows('SELECT phone FROM care.seniors WHERE id = $1', [added.id])).toEqual([
      { phone: '+15550102030' },
    ]);

    const fixed = await care.raw(ann)('care.seniors.update', {
      seniorId: added.id,
      changes: { phone: '+44 20 7946 0958' },
    });
    expect(fixed.phone).toBe('+442079460958');
    const removed = await care.raw(ann)('care.seniors.update', { seniorId: added.id, changes: { phone: '' } });
    expect(removed).toMatchObject({ phone: null, firstName: 'Rose' });
    expect(await care.rows('SELECT phone FROM care.seniors WHERE id = $1', [added.id])).toEqual([{ phone: null }]);
  });

  it('given bad input (no country code, empty or 10 KB names, a 3-digit phone, unknown or mistyped keys), when a loved one is added, then each is refused with the field and the reason and nothing is written', async () => {
    const before = await lovedOnes();
    // Without its country code the number is refused, not guessed.
    expect(
      await refusalOf(
        care.raw(ann)('care.seniors.create', { firstName: 'Rose', lastName: 'Hill', phone: '(555) 010-2030' }),
      ),
    ).toMatchObject({ code: 'VALIDATION', details: [{ field: 'phone', message: PHONE_FORMAT_MESSAGE }] });

    const cases: [string, unknown, { field: string; message: string }][] = [
      ['empty names', { firstName: '', lastName: ' ' }, { field: 'firstName', message: 'First name is required' }],
      [
        'a 3-digit phone',
        { firstName: 'A', lastName: 'B', phone: '123' },
        { field: 'phone', message: PHONE_FORMAT_MESSAGE },
      ],
      [
        '10 KB names',
        { firstName: 'x'.repeat(10_240), lastName: 'B' },
        { field: 'firstName', message: 'First name must be at most 120 characters' },
      ],
      [
        'unknown accessibility keys',
        {
          firstName: 'A',
          lastName: 'B',
          prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true, fontSize: 40 } },
        },
        { field: 'prefsJSON.accessibility', message: expect.any(String) },
      ],
      [
        'an unknown field',
        { firstName: 'A', lastName: 'B', isAdmin: true },
        { field: 'body', message: expect.any(String) },
      ],
      [
        'wrong types',
        {
          firstName: 7,
          lastName: 'B',
          prefsJSON: { accessibility: { largeText: 'yes', audioInstructions: false, highContrast: true } },
        },
        { field: 'firstName', message: 'First name is required' },
      ],
    ];
    for (const [label, input, reason] of cases) {
      const refused = await refusalOf(care.raw(ann)('care.seniors.create', input));
      expect({ label, code: refused.code, details: refused.details }).toEqual({
        label,
        code: 'VALIDATION',
        details: expect.arrayContaining([reason]),
      });
    }
    expect(await lovedOnes()).toBe(before);
  });

  it("given no loved one with that id, when a member asks for it, then they are told the spec's words for a profile not found", async () => {
    expect(await refusalOf(care.as(ann)('care.seniors.get', { seniorId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_FOUND_PROFILE,
    });
  });
});
