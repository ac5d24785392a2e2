import { countRows } from '../support/systems';
import { addActivity, addLovedOne, aLovedOne, anActivity, useSystem } from '../support/fixtures';

jest.setTimeout(300_000);

type Refusal = { errors: { field: string; message: string }[] };
type SlotSend =
  | { kind: 'review'; title: string; templateId: string; items: string[] }
  | { kind: 'activity'; gameId: string; title: string; templateId: string }
  | { kind: 'nothing' };
type Schedule = {
  timeZone: string;
  quietHours: { from: string; to: string };
  pausedUntil: string | null;
  schedules: (
    | { id: string; repeat: 'weekly'; days: number[]; time: string }
    | { id: string; repeat: 'once'; date: string; time: string }
  )[];
  comingUp: { at: string; localDate: string; localTime: string; scheduleId: string; state: string; send: SlotSend }[];
  recent: { at: string; localDate: string; outcome: string; gameId: string | null; title: string | null }[];
};

const newPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

// Schedules per loved one and "Coming up", through the gateway's routes.
describe('schedules and Coming up (embedded)', () => {
  const world = useSystem({ shared: true, caregiver: { name: 'Nora Planner' } });

  const schedulesCount = async (seniorId: string) =>
    countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.schedules WHERE senior_id = $1', [seniorId]);
  const choicesCount = async (seniorId: string) =>
    countRows(world.system.databaseUrl, 'SELECT count(*) AS n FROM games.schedule_slot_choices WHERE senior_id = $1', [
      seniorId,
    ]);

  const lovedOne = async (firstName: string, extra: Record<string, unknown> = {}) =>
    (await addLovedOne(world.api, aLovedOne({ firstName, ...extra }))).id;
  const draft = async (seniorId: string, title: string) =>
    (await addActivity(world.api, anActivity({ title, templateId: 'places-flashcards', seniorId }))).id;
  const schedule = async (seniorId: string) => {
    const res = await world.api.json<Schedule>('GET', `/api/seniors/${seniorId}/schedule`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const addSchedule = (seniorId: string, body: unknown) =>
    world.api.json<Schedule & Refusal>('POST', `/api/seniors/${seniorId}/schedules`, body);

  // The rules behind these routes (Coming up's slots and what each sends, every refusal, each slot's
  // state, the Review made a draft, re-planning, the send at a slot, erasure) are games' integration
  // tests (services/games/src/schedules/schedules.int.spec.ts); a scheduled slot sent end to end is
  // scaling.e2e.spec.ts's, and the Review edited before it goes is schedule-screens.e2e.spec.ts's.
  it('serves each schedule route: created, read, a slot skipped and a schedule deleted, then 404', async () => {
    const rose = await lovedOne('Rose', { phone: newPhone() });
    const first = await draft(rose, 'Old places');
    const created = await addSchedule(rose, { repeat: 'weekly', days: [7, 1, 2, 3, 4, 5, 6], time: '10:00' });
    expect(created.status).toBe(201);
    expect(created.body.schedules).toEqual([
      {
        id: expect.any(String),
        repeat: 'weekly',
        days: [1, 2, 3, 4, 5, 6, 7],
        time: '10:00',
        createdAt: expect.any(String),
      },
    ]);
    expect(created.body.comingUp).toHaveLength(5);
    expect(created.body.comingUp[0]!.send).toEqual({
      kind: 'activity',
      gameId: first,
      title: 'Old places',
      templateId: 'places-flashcards',
    });
    expect(await schedule(rose)).toEqual(created.body);

    const at = created.body.comingUp[1]!.at;
    const skipped = await world.api.json<Schedule>('PUT', `/api/seniors/${rose}/coming-up`, {
      at,
      skip: true,
      gameId: null,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body.comingUp.map((s) => s.state)).toEqual(['planned', 'skipped', 'planned', 'planned', 'planned']);

    const scheduleId = created.body.schedules[0]!.id;
    const removed = await world.api.json<Schedule>('DELETE', `/api/seniors/${rose}/schedules/${scheduleId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.schedules).toEqual([]);
    expect(removed.body.comingUp).toEqual([]);
    const again = await world.api.json<{ message: string }>('DELETE', `/api/seniors/${rose}/schedules/${scheduleId}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This schedule could not be found.');
  });

  it('refuses bad schedules and slot changes with field and reason (400), and writes nothing', async () => {
    const ann = await lovedOne('Ann', { phone: newPhone() });
    const refused = async (res: Promise<{ status: number; body: Refusal }>, field: string, message: string) => {
      const { status, body } = await res;
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field, message }]);
    };
    // The request's shape (the gateway's check) and games' own rule (the texting window).
    await refused(addSchedule(ann, { repeat: 'weekly', days: [], time: '10:00' }), 'days', 'Choose at least one day');
    await refused(addSchedule(ann, { repeat: 'daily', time: '10:00' }), 'repeat', 'Repeat must be weekly or once');
    await refused(
      addSchedule(ann, { repeat: 'weekly', days: [1], time: '16:00' }),
      'time',
      'Texts go to Ann only between 09:00 and 15:00. Choose a time in between.',
    );
    expect(await schedulesCount(ann)).toBe(0);

    expect((await addSchedule(ann, { repeat: 'weekly', days: [1], time: '10:00' })).status).toBe(201);
    const { comingUp } = await schedule(ann);
    await refused(
      world.api.json('PUT', `/api/seniors/${ann}/coming-up`, {
        at: new Date(Date.parse(comingUp[0]!.at) + 60_000).toISOString(),
        skip: true,
        gameId: null,
      }),
      'at',
      'At must be the time of a coming slot',
    );
    await refused(
      world.api.json('POST', `/api/seniors/${ann}/coming-up/draft`, { at: comingUp[0]!.at }),
      'at',
      'Nothing is due for Ann to review yet, so there is no Review to edit.',
    );
    expect(await choicesCount(ann)).toBe(0);
  });
});
