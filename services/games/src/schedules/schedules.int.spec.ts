import { CreateScheduleRequest, pauseUntil, SeniorSchedule, SlotJob } from '@carewith/contracts';
import { expectEventually, testClock } from '@carewith/platform/testing';
import { GamesDeployment, Member, refusalOf, startGames } from '../testing/games-deployment';
import { activityRow, seedPlayedSession, writeGames } from '../testing/games-seed';
import { LovedOne } from '../testing/loved-ones';
import { ScheduleJobHandler } from './schedule.job';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (t: number) => new Date(t).toISOString();
const utcDate = (t: number) => iso(t).slice(0, 10);
const hhmm = (t: number) => iso(t).slice(11, 16);
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

// Schedules per loved one and "Coming up", asked of games over the real bus as the gateway
// asks (a Co-Caregiver as the actor), with care and messaging as stand-ins and the test's clock: a
// Monday at 08:00 UTC, at least a week after the real clock (the queue's delays count from it).
describe('schedules and Coming up (games on the real bus)', () => {
  let games: GamesDeployment;
  let drafts = 0;
  let day = Math.floor(Date.now() / DAY) + 7;
  day += (7 - ((day + 3) % 7)) % 7;
  const MONDAY_8AM = day * DAY + 8 * HOUR;
  const clock = testClock(MONDAY_8AM);

  beforeAll(async () => {
    games = await startGames('games_schedules', { clock });
  });
  afterAll(async () => {
    await games?.stop();
  });
  beforeEach(() => {
    clock.at = MONDAY_8AM;
  });

  // A loved one of a team of their own, and a Co-Caregiver of that team.
  const family = (overrides: Partial<LovedOne> = {}) => {
    const lovedOne = games.lovedOnes.add(overrides);
    return { lovedOne, cat: games.memberOf(lovedOne) };
  };
  // A draft activity of theirs, made after the ones before.
  const draft = async (lovedOne: LovedOne, by: Member, title: string, templateId = 'places-flashcards') => {
    drafts += 1;
    const row = activityRow({
      seniorId: lovedOne.id,
      careTeamId: lovedOne.careTeamId,
      createdBy: by.id,
      templateId,
      config: { title },
      createdAt: new Date(clock.at - DAY + drafts * MINUTE),
    });
    await writeGames(games.db, { activities: [row] });
    return row.id;
  };
  const schedule = (cat: Member, lovedOne: LovedOne) =>
    games.as(cat)('games.schedule.bySenior', { seniorId: lovedOne.id });
  const addSchedule = (cat: Member, lovedOne: LovedOne, added: CreateScheduleRequest) =>
    games.as(cat)('games.schedule.create', { seniorId: lovedOne.id, schedule: added });
  const states = async (cat: Member, lovedOne: LovedOne) =>
    (await schedule(cat, lovedOne)).comingUp.map((s) => s.state);
  const count = async (table: string, seniorId: string) =>
    (
      await games.rows<{ n: number }>(`SELECT count(*)::int AS n FROM games.${table} WHERE senior_id = $1`, [seniorId])
    )[0]!.n;

  it('creates, lists and deletes schedules; Coming up lists the next slots and what each sends', async () => {
    const { lovedOne: rose, cat } = family({ firstName: 'Rose' });
    const first = await draft(rose, cat, 'Old places');
    const created = await addSchedule(cat, rose, { repeat: 'weekly', days: [7, 1, 2, 3, 4, 5, 6], time: '10:00' });
    expect(created.timeZone).toBe('UTC');
    expect(created.quietHours).toEqual({ from: '15:00', to: '09:00' });
    expect(created.schedules).toEqual([
      { id: expect.any(String), repeat: 'weekly', days: EVERY_DAY, time: '10:00', createdAt: expect.any(String) },
    ]);
    // Every day at 10:00 UTC: five slots (the most Coming up shows), one a day, from today's 10:00 on.
    const next10 = MONDAY_8AM + 2 * HOUR;
    const { comingUp } = created;
    expect(comingUp.map((s) => s.at)).toEqual([0, 1, 2, 3, 4].map((i) => iso(next10 + i * DAY)));
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
    expect(created.recent).toEqual([]);

    const tomorrow = utcDate(MONDAY_8AM + DAY);
    const once = await addSchedule(cat, rose, { repeat: 'once', date: tomorrow, time: '09:30' });
    expect(once.schedules.map((s) => s.repeat)).toEqual(['weekly', 'once']);
    // The one-off is earlier that day: it is that day's one slot.
    expect(once.comingUp.find((s) => s.localDate === tomorrow)).toMatchObject({ localTime: '09:30' });
    expect(await schedule(cat, rose)).toEqual(once);

    const onceId = once.schedules[1]!.id;
    const removed = await games.as(cat)('games.schedule.delete', { seniorId: rose.id, scheduleId: onceId });
    expect(removed.schedules.map((s) => s.id)).toEqual([created.schedules[0]!.id]);
    expect(removed.comingUp.find((s) => s.localDate === tomorrow)).toMatchObject({ localTime: '10:00' });
    expect(
      await refusalOf(games.as(cat)('games.schedule.delete', { seniorId: rose.id, scheduleId: onceId })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'This schedule could not be found.' });
  });

  it('refuses bad schedules and slot changes with field and reason, and writes nothing', async () => {
    const { lovedOne: ann, cat } = family({ firstName: 'Ann' });
    const refused = async (work: Promise<unknown>, field: string, message: string) =>
      expect(await refusalOf(work)).toEqual({ code: 'VALIDATION', message, details: [{ field, message }] });
    const outsideHours = 'Texts go to Ann only between 09:00 and 15:00. Choose a time in between.';
    await refused(addSchedule(cat, ann, { repeat: 'weekly', days: [1], time: '16:00' }), 'time', outsideHours);
    await refused(addSchedule(cat, ann, { repeat: 'weekly', days: [1], time: '08:59' }), 'time', outsideHours);
    await refused(
      addSchedule(cat, ann, { repeat: 'once', date: utcDate(clock.at - DAY), time: '10:00' }),
      'date',
      'That day has passed. Choose today or a later day.',
    );
    // Texts all day long (00:00 to 23:59), so that only "it has passed" can refuse 00:00 today.
    games.lovedOnes.change(ann.id, { quietHours: { from: '23:59', to: '00:00' } });
    await refused(
      addSchedule(cat, ann, { repeat: 'once', date: utcDate(clock.at), time: '00:00' }),
      'time',
      'That time has passed today. Choose a later time.',
    );
    expect(await count('schedules', ann.id)).toBe(0);

    // At most 10 schedules.
    for (let i = 0; i < 10; i++) await addSchedule(cat, ann, { repeat: 'weekly', days: [1], time: `1${i}:00` });
    await refused(
      addSchedule(cat, ann, { repeat: 'weekly', days: [2], time: '10:00' }),
      'repeat',
      'Ann already has 10 schedules. Remove one before adding another.',
    );
    expect(await count('schedules', ann.id)).toBe(10);

    // A slot that is not coming, an activity that is not a draft of hers, a Review with nothing due.
    const { comingUp } = await schedule(cat, ann);
    const first = comingUp[0]!.at;
    await refused(
      games.as(cat)('games.schedule.slot', {
        seniorId: ann.id,
        slot: { at: iso(Date.parse(first) + MINUTE), skip: true, gameId: null },
      }),
      'at',
      'At must be the time of a coming slot',
    );
    const { lovedOne: otto, cat: ottosCat } = family({ firstName: 'Otto' });
    const othersDraft = await draft(otto, ottosCat, 'Not hers');
    await refused(
      games.as(cat)('games.schedule.slot', { seniorId: ann.id, slot: { at: first, skip: false, gameId: othersDraft } }),
      'gameId',
      'Choose a draft activity of Ann.',
    );
    await refused(
      games.as(cat)('games.schedule.draft', { seniorId: ann.id, at: first }),
      'at',
      'Nothing is due for Ann to review yet, so there is no Review to edit.',
    );
    expect(await count('schedule_slot_choices', ann.id)).toBe(0);
  });

  it('shows each coming slot’s state: skipped, paused, stopped, no phone, and a chosen draft', async () => {
    const { lovedOne: walt, cat } = family({ firstName: 'Walt' });
    const chosen = await draft(walt, cat, 'Chosen one');
    await draft(walt, cat, 'Another');
    const added = await addSchedule(cat, walt, { repeat: 'weekly', days: EVERY_DAY, time: '11:00' });
    const ats = added.comingUp.map((s) => s.at);
    const slot = (at: string, skip: boolean, gameId: string | null) =>
      games.as(cat)('games.schedule.slot', { seniorId: walt.id, slot: { at, skip, gameId } });

    const skipped = await slot(ats[1]!, true, null);
    expect(skipped.comingUp.map((s) => s.state)).toEqual(['planned', 'skipped', 'planned', 'planned', 'planned']);

    // Paused for 3 days (care's pause): the slots before the pause ends are paused (a skip stays a skip).
    const until = pauseUntil(new Date(clock.at), 3, 'UTC').getTime();
    games.lovedOnes.change(walt.id, { pausedUntil: iso(until) });
    expect(await states(cat, walt)).toEqual(['paused', 'skipped', 'paused', 'planned', 'planned']);
    expect((await schedule(cat, walt)).pausedUntil).toBe(iso(until));
    games.lovedOnes.change(walt.id, { pausedUntil: null });
    expect(await states(cat, walt)).toEqual(['planned', 'skipped', 'planned', 'planned', 'planned']);

    // Taking the skip back, and choosing a draft for the first slot.
    await slot(ats[1]!, false, null);
    const picked = await slot(ats[0]!, false, chosen);
    expect(picked.comingUp.map((s) => s.state)).toEqual(['planned', 'planned', 'planned', 'planned', 'planned']);
    expect(picked.comingUp[0]!.send).toEqual({
      kind: 'activity',
      gameId: chosen,
      title: 'Chosen one',
      templateId: 'places-flashcards',
    });
    // The other draft goes to the next slot.
    expect(picked.comingUp[1]!.send).toMatchObject({ kind: 'activity', title: 'Another' });

    // The phone replied STOP (messaging).
    games.lovedOnes.change(walt.id, { optedOut: true });
    expect(await states(cat, walt)).toEqual(['stopped', 'stopped', 'stopped', 'stopped', 'stopped']);

    const { lovedOne: nell, cat: nellsCat } = family({ firstName: 'Nell', phone: null });
    const noPhone = await addSchedule(nellsCat, nell, { repeat: 'weekly', days: EVERY_DAY, time: '11:00' });
    expect(noPhone.comingUp.map((s) => s.state)).toEqual(['no-phone', 'no-phone', 'no-phone', 'no-phone', 'no-phone']);
  });

  it('makes the Review a slot would send into a draft to edit, chosen for that slot', async () => {
    const { lovedOne: mae, cat } = family({ firstName: 'Mae' });
    const steps = [
      { id: 'l', question: 'Who is this?', options: ['Liam', 'Someone else'], correctAnswer: 'Liam' },
      { id: 'e', question: 'Who is this?', options: ['Emma', 'Someone else'], correctAnswer: 'Emma' },
    ];
    const played = activityRow({
      seniorId: mae.id,
      careTeamId: mae.careTeamId,
      createdBy: cat.id,
      status: 'SENT',
      config: { title: 'Photos', steps },
      createdAt: new Date(clock.at - 3 * DAY),
      sentAt: new Date(clock.at - 3 * DAY),
    });
    await writeGames(games.db, { activities: [played] });
    // Liam was missed two days ago: he is due again.
    await seedPlayedSession(games.db, played.id, {
      at: clock.at - 2 * DAY,
      steps: [{ step: 0, answer: 'Someone else' }],
      totalSteps: 2,
      totalTime: 60_000,
    });
    const added = await addSchedule(cat, mae, { repeat: 'weekly', days: EVERY_DAY, time: '12:00' });
    await expectEventually(async () =>
      expect((await schedule(cat, mae)).comingUp[0]!.send).toMatchObject({
        kind: 'review',
        title: 'Review: Family Photo Match',
        items: ['Liam'],
      }),
    );
    const made = await games.as(cat)('games.schedule.draft', { seniorId: mae.id, at: added.comingUp[0]!.at });
    expect(made.schedule.comingUp[0]!.send).toEqual({
      kind: 'activity',
      gameId: made.gameId,
      title: 'Review: Family Photo Match',
      templateId: 'grandkid-match',
    });
    expect(
      await games.rows('SELECT status, senior_id, created_by FROM games.game_instances WHERE id = $1', [made.gameId]),
    ).toEqual([{ status: 'DRAFT', senior_id: mae.id, created_by: cat.id }]);
  });

  it('re-plans after a time zone change: Coming up and the queued slot jobs move to the new instants', async () => {
    const { lovedOne: kit, cat } = family({ firstName: 'Kit' });
    const added = await addSchedule(cat, kit, { repeat: 'weekly', days: EVERY_DAY, time: '10:00' });
    expect(added.comingUp.every((s) => s.at.endsWith('T10:00:00.000Z'))).toBe(true);
    // The slot jobs are queued for the next days' 10:00 UTC.
    const queued = await games.slotJobs(kit.id);
    expect(queued.map((at) => iso(at).slice(11))).toEqual(queued.map(() => '10:00:00.000Z'));
    expect(queued.map(iso)).toEqual(expect.arrayContaining(added.comingUp.map((s) => s.at)));

    // Care changes the time zone and says so (its care.loved-one-changed fact).
    await games.lovedOneChanged(games.lovedOnes.change(kit.id, { timeZone: 'Asia/Tokyo' }), ['timeZone']);
    const moved = await schedule(cat, kit);
    expect(moved.timeZone).toBe('Asia/Tokyo');
    // 10:00 in Tokyo is 01:00 UTC.
    expect(moved.comingUp.map((s) => [s.localTime, s.at.slice(11)])).toEqual(
      moved.comingUp.map(() => ['10:00', '01:00:00.000Z']),
    );
    // The slot jobs are queued again from the fact, moments after the change.
    await expectEventually(async () =>
      expect((await games.slotJobs(kit.id)).map(iso)).toEqual(expect.arrayContaining(moved.comingUp.map((s) => s.at))),
    );
  });

  it('sends a one-off as one text when its slot job runs at its time, and Coming up moves it to the last texts', async () => {
    const { lovedOne: ada, cat } = family({ firstName: 'Ada', quietHours: { from: '23:59', to: '00:00' } });
    const gameId = await draft(ada, cat, 'For Ada');
    // A minute ahead of the clock.
    const slotAt = clock.at + MINUTE;
    const created = await addSchedule(cat, ada, { repeat: 'once', date: utcDate(slotAt), time: hhmm(slotAt) });
    expect(created.comingUp).toEqual([
      expect.objectContaining({ at: iso(slotAt), state: 'planned', send: expect.objectContaining({ gameId }) }),
    ]);
    expect(await games.slotJobs(ada.id)).toEqual([slotAt]);

    // The minute passes; the slot job runs as the queue runs it, twice at once (two replicas), then again.
    clock.at = slotAt;
    const jobs = games.get(ScheduleJobHandler);
    const job = { id: `slot-${ada.id}-${slotAt}`, name: 'slot', data: { seniorId: ada.id, at: slotAt } as SlotJob };
    await Promise.all([jobs.slot({ ...job, attempt: 1 }), jobs.slot({ ...job, attempt: 1 })]);
    await jobs.slot({ ...job, attempt: 2 });

    const textsToAda = () => games.texts.filter((t) => t.to === ada.phone);
    await expectEventually(() => expect(textsToAda()).toHaveLength(1));
    const [text] = textsToAda();
    expect(text!.body).toMatch(
      /^Hi Ada! Your family made a short activity for you\. Tap the link whenever you like\. Love, your family\nhttp.*\/play\/\S+\nReply STOP to opt out\.$/,
    );
    expect(text).toMatchObject({ kind: 'activity', refId: gameId, seniorId: ada.id });
    const after = await schedule(cat, ada);
    expect(after.comingUp).toEqual([]);
    expect(after.recent).toEqual<SeniorSchedule['recent']>([
      { at: iso(slotAt), localDate: utcDate(slotAt), outcome: 'sent', gameId, title: 'For Ada' },
    ]);
    // Still one text once the queue has handed out every text queued.
    await expectEventually(async () => expect(await games.waitingTexts()).toBe(0));
    expect(textsToAda()).toHaveLength(1);
  });

  it('erasing a loved one deletes their schedules, choices and sent days, and their queued slot jobs', async () => {
    const { lovedOne: eve, cat } = family({ firstName: 'Eve' });
    const added = await addSchedule(cat, eve, { repeat: 'weekly', days: EVERY_DAY, time: '13:00' });
    await games.as(cat)('games.schedule.slot', {
      seniorId: eve.id,
      slot: { at: added.comingUp[0]!.at, skip: true, gameId: null },
    });
    // Today's slot comes (skipped): its day is kept.
    clock.at = Date.parse(added.comingUp[0]!.at);
    await games.get(ScheduleJobHandler).slot({
      id: `slot-${eve.id}-${clock.at}`,
      name: 'slot',
      data: { seniorId: eve.id, at: clock.at },
      attempt: 1,
    });
    const rows = async () => [
      await count('schedules', eve.id),
      await count('schedule_slot_choices', eve.id),
      await count('scheduled_sends', eve.id),
      (await games.slotJobs(eve.id)).length,
    ];
    const [schedules, choices, sentDays, jobs] = await rows();
    expect({ schedules, choices, sentDays }).toEqual({ schedules: 1, choices: 1, sentDays: 1 });
    expect(jobs).toBeGreaterThan(0);
    await games.as(cat)('games.erase.bySenior', { seniorId: eve.id, careTeamId: eve.careTeamId });
    expect(await rows()).toEqual([0, 0, 0, 0]);
  });
});
