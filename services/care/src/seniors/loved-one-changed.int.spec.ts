import { createSeniorRequestSchema, FactEnvelope, updateSeniorRequestSchema } from '@carewith/contracts';
import { JetStreamFactTransport } from '@carewith/platform';
import { expectEventually, testNatsUrl } from '@carewith/platform/testing';
import { aPerson, CareDeployment, startCare } from '../testing/care-deployment';

jest.setTimeout(120_000);

// Games re-plans a loved one's slots from care's `care.loved-one-changed` fact
// (services/games/src/schedules/schedules.int.spec.ts publishes it as care does). Here care's side:
// an edit through care's bus handler records the fact, naming what the edit touched, and it reaches
// a consumer on JetStream as games' would.
describe('a loved one changed, as a fact (care on the real bus)', () => {
  let care: CareDeployment;
  let facts: JetStreamFactTransport;
  let stopConsuming: (() => Promise<void>) | undefined;
  const heard: FactEnvelope[] = [];
  const ann = aPerson('Ann Primary');
  let team: string;

  beforeAll(async () => {
    care = await startCare('care_changed');
    team = (await care.signUp(ann)).id;
    facts = new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: care.deployment.prefix,
    });
    const consumption = facts.consume({
      consumer: 'test-loved-one-changed',
      subjects: ['care.loved-one-changed'],
      ackWaitMs: 10_000,
      concurrency: 1,
      retryDelayMs: () => 100,
      handle: async ({ envelope }) => {
        heard.push(envelope);
      },
    });
    stopConsuming = () => consumption.stop();
  });
  afterAll(async () => {
    await stopConsuming?.();
    await facts?.close();
    await care?.stop();
  });

  const changesOf = (seniorId: string) =>
    heard
      .filter((f) => (f.data as { seniorId: string }).seniorId === seniorId)
      .map((f) => (f.data as { changes: string[] }).changes);

  it('given a loved one, when the family moves her time zone and then her quiet hours, then each edit is a fact naming what it changed', async () => {
    const ada = await care.as(ann)(
      'care.seniors.create',
      createSeniorRequestSchema.parse({ firstName: 'Ada', lastName: 'Byrne', careTeamId: team }),
    );
    await care.as(ann)('care.seniors.update', {
      seniorId: ada.id,
      changes: updateSeniorRequestSchema.parse({ timeZone: 'America/New_York' }),
    });
    await expectEventually(async () => expect(changesOf(ada.id)).toEqual([['timeZone']]));
    await care.as(ann)('care.seniors.update', {
      seniorId: ada.id,
      changes: updateSeniorRequestSchema.parse({ quietHours: { from: '16:00', to: '08:00' } }),
    });
    await expectEventually(async () => expect(changesOf(ada.id)).toEqual([['timeZone'], ['quietHours']]));
    const [moved] = heard.filter((f) => (f.data as { seniorId: string }).seniorId === ada.id);
    expect(moved).toMatchObject({ subject: 'care.loved-one-changed', data: { careTeamId: team } });
  });
});
