import { DEFAULT_QUIET_HOURS } from '@carewith/contracts';
import { addLovedOne, addMember, aLovedOne, aMember, Member, useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

// Games keeps what care said a member may see for a few seconds (decision 323): a visit's reads do not
// each ask care again, and a change in care (another member's edit, a member taken off the team) is
// heard at once over the live channel, so no read shows what it changed. The distributed profile: care
// and games are processes of their own and the notice goes over NATS.
describe("care's answers kept by games, forgotten at once on a change (distributed profile)", () => {
  const world = useSystem({ profile: 'distributed', caregiver: { name: 'Olive Owner' } });
  let rose: { id: string; firstName: string };
  let hal: Member;

  // How many times care answered the subject, from its own process's metrics.
  const careAnswered = async (pattern: string) => {
    const care = world.system.processes.find((p) => p.name === 'care')!;
    const metrics = await (await fetch(`http://127.0.0.1:${care.healthPort}/metrics`)).text();
    return metrics
      .split('\n')
      .filter((l) => l.startsWith('carewith_bus_handler_duration_seconds_count{') && l.includes(`pattern="${pattern}"`))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  };
  const schedule = (member: { api: Member['api'] }) =>
    member.api.json<{ quietHours: { from: string; to: string } }>('GET', `/api/seniors/${rose.id}/schedule`);
  const dashboardNames = async (member: { api: Member['api'] }) =>
    (await member.api.json<{ seniors: { firstName: string }[] }>('GET', '/api/dashboard')).body.seniors.map(
      (s) => s.firstName,
    );

  beforeAll(async () => {
    rose = await addLovedOne(world.api, aLovedOne({ firstName: 'Rose' }));
    hal = await addMember(world.system, world.caregiver, aMember());
  });

  it("answers a member's reads again from what care said, without asking care each time", async () => {
    expect((await schedule(hal)).status).toBe(200);
    expect(await dashboardNames(hal)).toEqual(['Rose']);
    const asked = await Promise.all(['care.seniors.sendInfoFor', 'care.dashboard'].map(careAnswered));
    for (let i = 0; i < 3; i++) {
      expect((await schedule(hal)).status).toBe(200);
      expect(await dashboardNames(hal)).toEqual(['Rose']);
    }
    expect(await Promise.all(['care.seniors.sendInfoFor', 'care.dashboard'].map(careAnswered))).toEqual(asked);
  });

  it("shows another member's change at once", async () => {
    expect((await schedule(hal)).body.quietHours).toEqual(DEFAULT_QUIET_HOURS);
    const changed = await world.api.json('PATCH', `/api/seniors/${rose.id}`, {
      firstName: 'Rosie',
      quietHours: { from: '16:00', to: '10:00' },
    });
    expect(changed.status).toBe(200);
    expect((await schedule(hal)).body.quietHours).toEqual({ from: '16:00', to: '10:00' });
    expect(await dashboardNames(hal)).toEqual(['Rosie']);
  });

  it('refuses a member taken off the team at once', async () => {
    expect((await schedule(hal)).status).toBe(200);
    expect((await hal.api.json('GET', `/api/seniors/${rose.id}/overview`)).status).toBe(200);
    const removed = await world.api.json('DELETE', `/api/care-teams/${hal.teamId}/members/${hal.id}`);
    expect(removed.status).toBe(200);
    expect((await schedule(hal)).status).toBe(404);
    expect((await hal.api.json('GET', `/api/seniors/${rose.id}/overview`)).status).toBe(404);
    expect(await dashboardNames(hal)).toEqual([]);
  });
});
