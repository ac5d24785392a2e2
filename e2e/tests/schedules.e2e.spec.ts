import { expectEventually } from '@carewith/platform/testing';
import { countRows, queryDb } from '../support/systems';
import { addActivity, addLovedOne, aLovedOne, anActivity, useSystem } from '../support/fixtures';
import { seedPlayedSession } from '../support/seed';

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

const DAY = 86_400_000;
const utcDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
const newPhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

// Issue #15: schedules per loved one, "Coming up" and the slot runner, through the gateway.
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

  it('creates, lists and deletes schedules; Coming up lists the next slots and what each sends', async () => {
    const rose = await lovedOne('Rose', { phone: newPhone() });
    const first = await draft(rose, 'Old places');
    const created = await addSchedule(rose, { repeat: 'weekly', days: [7, 1, 2, 3, 4, 5, 6], time: '10:00' });
    expect(created.status).toBe(201);
    expect(created.body.timeZone).toBe('UTC');
    expect(created.body.quietHours).toEqual({ from: '15:00', to: '09:00' });
    expect(created.body.schedules).toEqual([
      {
        id: expect.any(String),
        repeat: 'weekly',
        days: [1, 2, 3, 4, 5, 6, 7],
        time: '10:00',
        createdAt: expect.any(String),
      },
    ]);
    // Every day at 10:00 UTC: five slots (the most Coming up shows), one a day, from the next 10:00 on.
    const now = Date.now();
    const next10 =
      Date.parse(`${utcDate(now)}T10:00:00Z`) > now
        ? Date.parse(`${utcDate(now)}T10:00:00Z`)
        : Date.parse(`${utcDate(now + DAY)}T10:00:00Z`);
    const comingUp = created.body.comingUp;
    expect(comingUp.map((s) => s.at)).toEqual([0, 1, 2, 3, 4].map((i) => new Date(next10 + i * DAY).toISOString()));
    expect(comingUp.map((s) => [s.localDate, s.localTime, s.state])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [utcDate(next10 + i * DAY), '10:00', 'planned']),
    );
    // Nothing is due: the first slot sends the oldest draft, the next ones nothing (one draft, one slot).
    expect(comingUp.map((s) => s.send)).toEqual([
      { kind: 'activity', gameId: first, title: 'Old places', templateId: 'places-flashcards' },
      { kind: 'nothing' },
      { kind: 'nothing' },
      { kind: 'nothing' },
      { kind: 'nothing' },
    ]);
    expect(created.body.recent).toEqual([]);

    const tomorrow = utcDate(now + DAY);
    const once = await addSchedule(rose, { repeat: 'once', date: tomorrow, time: '09:30' });
    expect(once.status).toBe(201);
    expect(once.body.schedules.map((s) => s.repeat)).toEqual(['weekly', 'once']);
    // The one-off is earlier that day: it is that day's one slot.
    expect(once.body.comingUp.find((s) => s.localDate === tomorrow)).toMatchObject({ localTime: '09:30' });
    expect(await schedule(rose)).toEqual(once.body);

    const onceId = once.body.schedules[1]!.id;
    const removed = await world.api.json<Schedule>('DELETE', `/api/seniors/${rose}/schedules/${onceId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.schedules.map((s) => s.id)).toEqual([created.body.schedules[0]!.id]);
    expect(removed.body.comingUp.find((s) => s.localDate === tomorrow)).toMatchObject({ localTime: '10:00' });
    const again = await world.api.json<{ message: string }>('DELETE', `/api/seniors/${rose}/schedules/${onceId}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This schedule could not be found.');
  });

  it('refuses bad schedules and slot changes with field and reason, and writes nothing', async () => {
    const ann = await lovedOne('Ann', { phone: newPhone() });
    const refused = async (res: Promise<{ status: number; body: Refusal }>, field: string, message: string) => {
      const { status, body } = await res;
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field, message }]);
    };
    await refused(
      addSchedule(ann, { repeat: 'weekly', days: [1], time: '16:00' }),
      'time',
      'Texts go to Ann only between 09:00 and 15:00. Choose a time in between.',
    );
    await refused(
      addSchedule(ann, { repeat: 'weekly', days: [1], time: '08:59' }),
      'time',
      'Texts go to Ann only between 09:00 and 15:00. Choose a time in between.',
    );
    await refused(addSchedule(ann, { repeat: 'weekly', days: [], time: '10:00' }), 'days', 'Choose at least one day');
    await refused(addSchedule(ann, { repeat: 'daily', time: '10:00' }), 'repeat', 'Repeat must be weekly or once');
    await refused(
      addSchedule(ann, { repeat: 'once', date: utcDate(Date.now() - DAY), time: '10:00' }),
      'date',
      'That day has passed. Choose today or a later day.',
    );
    // Texts all day long (00:00 to 23:59), so that only "it has passed" can refuse 00:00 today.
    expect(
      (await world.api.json('PATCH', `/api/seniors/${ann}`, { quietHours: { from: '23:59', to: '00:00' } })).status,
    ).toBe(200);
    await refused(
      addSchedule(ann, { repeat: 'once', date: utcDate(Date.now()), time: '00:00' }),
      'time',
      'That time has passed today. Choose a later time.',
    );
    expect(await schedulesCount(ann)).toBe(0);

    // At most 10 schedules.
    for (let i = 0; i < 10; i++)
      expect((await addSchedule(ann, { repeat: 'weekly', days: [1], time: `1${i}:00` })).status).toBe(201);
    await refused(
      addSchedule(ann, { repeat: 'weekly', days: [2], time: '10:00' }),
      'repeat',
      'Ann already has 10 schedules. Remove one before adding another.',
    );
    expect(await schedulesCount(ann)).toBe(10);

    // A slot that is not coming, an activity that is not a draft of hers.
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
    const other = await lovedOne('Otto');
    const othersDraft = await draft(other, 'Not hers');
    await refused(
      world.api.json('PUT', `/api/seniors/${ann}/coming-up`, { at: comingUp[0]!.at, skip: false, gameId: othersDraft }),
      'gameId',
      'Choose a draft activity of Ann.',
    );
    await refused(
      world.api.json('POST', `/api/seniors/${ann}/coming-up/draft`, { at: comingUp[0]!.at }),
      'at',
      'Nothing is due for Ann to review yet, so there is no Review to edit.',
    );
    expect(await choicesCount(ann)).toBe(0);
  });

  it('shows each coming slot’s state: skipped, paused, stopped, no phone, and a chosen draft', async () => {
    const phone = newPhone();
    const walt = await lovedOne('Walt', { phone });
    const chosen = await draft(walt, 'Chosen one');
    await draft(walt, 'Another');
    const { body } = await addSchedule(walt, { repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '11:00' });
    const ats = body.comingUp.map((s) => s.at);
    const states = async () => (await schedule(walt)).comingUp.map((s) => s.state);

    const skipped = await world.api.json<Schedule>('PUT', `/api/seniors/${walt}/coming-up`, {
      at: ats[1],
      skip: true,
      gameId: null,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body.comingUp.map((s) => s.state)).toEqual(['planned', 'skipped', 'planned', 'planned', 'planned']);

    // Paused for 3 days: the slots before the pause ends are paused (a skip stays a skip).
    const paused = await world.api.json<{ pausedUntil: string }>('POST', `/api/seniors/${walt}/pause`, { days: 3 });
    expect(paused.status).toBe(200);
    const until = Date.parse(paused.body.pausedUntil);
    expect(await states()).toEqual(
      ats.map((at, i) => (i === 1 ? 'skipped' : Date.parse(at) < until ? 'paused' : 'planned')),
    );
    expect((await schedule(walt)).pausedUntil).toBe(paused.body.pausedUntil);
    expect((await world.api.json('DELETE', `/api/seniors/${walt}/pause`)).status).toBe(200);
    expect(await states()).toEqual(['planned', 'skipped', 'planned', 'planned', 'planned']);

    // Taking the skip back, and choosing a draft for the first slot.
    await world.api.json('PUT', `/api/seniors/${walt}/coming-up`, { at: ats[1], skip: false, gameId: null });
    const picked = await world.api.json<Schedule>('PUT', `/api/seniors/${walt}/coming-up`, {
      at: ats[0],
      skip: false,
      gameId: chosen,
    });
    expect(picked.body.comingUp.map((s) => s.state)).toEqual(['planned', 'planned', 'planned', 'planned', 'planned']);
    expect(picked.body.comingUp[0]!.send).toEqual({
      kind: 'activity',
      gameId: chosen,
      title: 'Chosen one',
      templateId: 'places-flashcards',
    });
    // The other draft goes to the next slot.
    expect(picked.body.comingUp[1]!.send).toMatchObject({ kind: 'activity', title: 'Another' });

    // The phone replied STOP.
    await queryDb(world.system.databaseUrl, 'INSERT INTO messaging.sms_opt_outs (phone) VALUES ($1)', [phone]);
    expect(await states()).toEqual(['stopped', 'stopped', 'stopped', 'stopped', 'stopped']);

    const nell = await lovedOne('Nell');
    const noPhone = await addSchedule(nell, { repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '11:00' });
    expect(noPhone.body.comingUp.map((s) => s.state)).toEqual([
      'no-phone',
      'no-phone',
      'no-phone',
      'no-phone',
      'no-phone',
    ]);
  });

  it('makes the Review a slot would send into a draft to edit, chosen for that slot', async () => {
    const mae = await lovedOne('Mae', { phone: newPhone() });
    const steps = [
      { id: 'l', question: 'Who is this?', options: ['Liam', 'Someone else'], correctAnswer: 'Liam' },
      { id: 'e', question: 'Who is this?', options: ['Emma', 'Someone else'], correctAnswer: 'Emma' },
    ];
    const game = await world.api.json<{ id: string }>('POST', '/api/games', {
      title: 'Photos',
      templateId: 'grandkid-match',
      seniorId: mae,
      configJSON: { title: 'Photos', steps },
    });
    // Liam was missed two days ago: he is due again.
    const at = Date.now() - 2 * DAY;
    await seedPlayedSession(world.system.databaseUrl, game.body.id, {
      at,
      steps: [{ step: 0, answer: 'Someone else' }],
      totalSteps: 2,
      totalTime: 60_000,
    });
    const { body } = await addSchedule(mae, { repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '12:00' });
    await expectEventually(async () =>
      expect((await schedule(mae)).comingUp[0]!.send).toMatchObject({
        kind: 'review',
        title: 'Review: Family Photo Match',
        items: ['Liam'],
      }),
    );
    const made = await world.api.json<{ gameId: string; schedule: Schedule }>(
      'POST',
      `/api/seniors/${mae}/coming-up/draft`,
      {
        at: body.comingUp[0]!.at,
      },
    );
    expect(made.status).toBe(201);
    expect(made.body.schedule.comingUp[0]!.send).toEqual({
      kind: 'activity',
      gameId: made.body.gameId,
      title: 'Review: Family Photo Match',
      templateId: 'grandkid-match',
    });
    const detail = await world.api.json<{ gameInstance: { status: string; seniorId: string } }>(
      'GET',
      `/api/games/${made.body.gameId}`,
    );
    expect(detail.body.gameInstance).toMatchObject({ status: 'DRAFT', seniorId: mae });
  });

  it('re-plans after a time zone change: Coming up and the queued slot jobs move to the new instants', async () => {
    const kit = await lovedOne('Kit', { phone: newPhone() });
    const { body } = await addSchedule(kit, { repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '10:00' });
    expect(body.comingUp.every((s) => s.at.endsWith('T10:00:00.000Z'))).toBe(true);
    expect((await world.api.json('PATCH', `/api/seniors/${kit}`, { timeZone: 'Asia/Tokyo' })).status).toBe(200);
    const moved = await schedule(kit);
    expect(moved.timeZone).toBe('Asia/Tokyo');
    // 10:00 in Tokyo is 01:00 UTC.
    expect(moved.comingUp.map((s) => [s.localTime, s.at.slice(11)])).toEqual(
      moved.comingUp.map(() => ['10:00', '01:00:00.000Z']),
    );
    // The slot jobs are queued again from the care.loved-one-changed fact, moments after the change.
    await expectEventually(async () => {
      const jobs = await queryDb<{ id: string }>(
        world.system.databaseUrl,
        `SELECT id FROM job_queue.jobs WHERE queue = 'schedule' AND id LIKE $1`,
        [`slot-${kit}-%`],
      );
      const ids = new Set(jobs.map((j) => j.id));
      for (const s of moved.comingUp) expect(ids.has(`slot-${kit}-${Date.parse(s.at)}`)).toBe(true);
    });
  });

  it('sends a one-off a minute ahead as one text through the outbox', async () => {
    const phone = newPhone();
    const ada = await lovedOne('Ada', { phone, quietHours: { from: '23:59', to: '00:00' } });
    const gameId = await draft(ada, 'For Ada');
    // The next whole minute at least 20 s away.
    const slot = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const created = await addSchedule(ada, { repeat: 'once', date: utcDate(slot), time: hhmm(slot) });
    expect(created.status).toBe(201);
    expect(created.body.comingUp).toEqual([
      expect.objectContaining({
        at: new Date(slot).toISOString(),
        state: 'planned',
        send: expect.objectContaining({ gameId }),
      }),
    ]);
    type Entry = { channel: string; to: string; body: string; kind: string };
    const textsToAda = async () =>
      (await world.api.json<Entry[]>('GET', '/api/dev/outbox')).body.filter(
        (m) => m.channel === 'sms' && m.to === phone,
      );
    await expectEventually(async () => expect(await textsToAda()).toHaveLength(1), {
      timeoutMs: 150_000,
      intervalMs: 1000,
    });
    const [text] = await textsToAda();
    expect(text!.body).toMatch(
      /^Hi Ada! Your family made a short activity for you\. Tap the link whenever you like\. Love, your family\nhttp.*\/play\/\S+\nReply STOP to opt out\.$/,
    );
    expect(text!.kind).toBe('activity');
    const after = await schedule(ada);
    expect(after.comingUp).toEqual([]);
    expect(after.recent).toEqual([
      { at: new Date(slot).toISOString(), localDate: utcDate(slot), outcome: 'sent', gameId, title: 'For Ada' },
    ]);
    // Still one text a little later (no second run sends again).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await textsToAda()).toHaveLength(1);
  });

  it('erasing a loved one deletes their schedules, choices and sent days, and their queued slot jobs', async () => {
    const eve = await lovedOne('Eve', { phone: newPhone() });
    const { body } = await addSchedule(eve, { repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '13:00' });
    await world.api.json('PUT', `/api/seniors/${eve}/coming-up`, {
      at: body.comingUp[0]!.at,
      skip: true,
      gameId: null,
    });
    const rows = () =>
      countRows(
        world.system.databaseUrl,
        `SELECT (SELECT count(*) FROM games.schedules WHERE senior_id = $1)
                + (SELECT count(*) FROM games.schedule_slot_choices WHERE senior_id = $1)
                + (SELECT count(*) FROM games.scheduled_sends WHERE senior_id = $1)
                + (SELECT count(*) FROM job_queue.jobs WHERE queue = 'schedule' AND id LIKE 'slot-' || $1 || '-%') AS n`,
        [eve],
      );
    expect(await rows()).toBeGreaterThan(2);
    expect((await world.api.request('DELETE', `/api/seniors/${eve}`)).status).toBe(200);
    expect(await rows()).toBe(0);
  });
});
