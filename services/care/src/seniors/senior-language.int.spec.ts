import { createSeniorRequestSchema, updateSeniorRequestSchema } from '@carewith/contracts';
import { aPerson, CareDeployment, startCare } from '../testing/care-deployment';

jest.setTimeout(120_000);

// The loved one's language is care's: English unless the family chooses another, kept
// through an edit, and handed to the services that text and play with them.
describe('a loved one’s language (care on the real bus)', () => {
  let care: CareDeployment;
  const ann = aPerson('Ann Primary');
  let team: string;

  beforeAll(async () => {
    care = await startCare('care_language');
    team = (await care.signUp(ann)).id;
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('is English when the family chose none, and Spanish once they choose it; what the play page and the texts ask of care answers in it', async () => {
    // The requests as the gateway parses them.
    const ada = await care.as(ann)(
      'care.seniors.create',
      createSeniorRequestSchema.parse({ firstName: 'Ada', lastName: 'Byrne', careTeamId: team }),
    );
    expect(ada.language).toBe('en');
    const changed = await care.as(ann)('care.seniors.update', {
      seniorId: ada.id,
      changes: updateSeniorRequestSchema.parse({ language: 'es' }),
    });
    expect(changed.language).toBe('es');
    expect((await care.as(ann)('care.seniors.get', { seniorId: ada.id })).language).toBe('es');
    // What the play page and the texts follow (no actor: the play link, the slot runner).
    expect(await care.as(null)('care.seniors.firstName', { seniorId: ada.id })).toEqual({
      firstName: 'Ada',
      language: 'es',
    });
    expect((await care.as(null)('care.seniors.sendInfo', { seniorId: ada.id })).language).toBe('es');
  });
});
