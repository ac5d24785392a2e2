import { randomUUID } from 'node:crypto';
import { DomainError } from '@carewith/contracts';
import { GamesDeployment, refusalOf, startGames } from '../testing/games-deployment';

jest.setTimeout(120_000);

// Things to talk about (the memory box's topics) over the bus: any member sends one with their first
// name; only its sender or a Co-Caregiver takes it back; a care home's staff read a resident's topics
// and nothing else of the box, and another home's staff read nothing (care's answer).
describe('things to talk about in the memory box (games deployment)', () => {
  let games: GamesDeployment;
  const HOME = randomUUID();
  const OTHER_HOME = randomUUID();
  // The home's one coordinator and, by resident, the loved one they are (care's stand-in).
  const coordinator = randomUUID();
  const residents = new Map<string, string>();

  beforeAll(async () => {
    games = await startGames('games_topics', {
      answers: {
        'care.homes.sessionResidents': ({ homeId, residentIds }, meta) => {
          if (homeId !== HOME || meta.actorId !== coordinator || residentIds.some((id) => !residents.has(id)))
            throw new DomainError('NOT_FOUND', 'This care home could not be found.');
          return {
            homeId,
            homeName: 'Oak House',
            actorRole: 'COORDINATOR' as const,
            residents: residentIds.map((id) => ({
              id,
              seniorId: residents.get(id)!,
              firstName: 'Grace',
              lastName: 'Family',
              room: null,
              activeDaysTarget: 5,
              photos: false,
              songs: false,
            })),
          };
        },
      },
    });
  });
  afterAll(async () => {
    await games.stop();
  });

  it('keeps what any member sends with their name; its sender or a Co-Caregiver takes it back, no one else', async () => {
    const { owner, helper, outsider, lovedOne } = games.seatFamily();
    const seniorId = lovedOne.id;
    const mill = await games.as(helper)('games.memoryBox.addTopic', {
      seniorId,
      topic: { text: 'Ask him about the mill' },
    });
    expect(mill).toMatchObject({
      text: 'Ask him about the mill',
      addedBy: helper.id,
      addedByName: 'Hal',
      canEdit: true,
    });
    const dance = await games.as(owner)('games.memoryBox.addTopic', { seniorId, topic: { text: 'The Palais dances' } });
    // Newest first; the helper may not take back the Co-Caregiver's.
    const seen = await games.as(helper)('games.memoryBox.get', { seniorId });
    expect(seen.topics.map((t) => [t.text, t.addedByName, t.canEdit])).toEqual([
      ['The Palais dances', 'Paula', false],
      ['Ask him about the mill', 'Hal', true],
    ]);
    expect(await refusalOf(games.as(helper)('games.memoryBox.removeTopic', { seniorId, id: dance.id }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Someone outside the family learns nothing, and adds nothing.
    expect(
      await refusalOf(games.as(outsider)('games.memoryBox.addTopic', { seniorId, topic: { text: 'Hello' } })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(games.as(outsider)('games.memoryBox.get', { seniorId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await games.as(owner)('games.memoryBox.removeTopic', { seniorId, id: mill.id });
    expect(await games.count('SELECT count(*) AS n FROM box_topics WHERE senior_id = $1', [seniorId])).toBe(1);
  });

  it("lets the resident's home read the topics, and nothing of them to another home or to its staff elsewhere", async () => {
    const { helper, lovedOne } = games.seatFamily();
    const residentId = randomUUID();
    residents.set(residentId, lovedOne.id);
    await games.as(helper)('games.memoryBox.addTopic', {
      seniorId: lovedOne.id,
      topic: { text: 'Ask him about the mill' },
    });
    const read = await games.as(coordinator)('games.memoryBox.residentTopics', { homeId: HOME, residentId });
    expect(read).toEqual({
      residentId,
      topics: [
        { id: expect.any(String), text: 'Ask him about the mill', addedByName: 'Hal', createdAt: expect.any(String) },
      ],
    });
    // Another home, a resident not theirs, someone not on the home's staff: 404 from care, nothing read.
    for (const [who, homeId, resident] of [
      [coordinator, OTHER_HOME, residentId],
      [coordinator, HOME, randomUUID()],
      [helper.id, HOME, residentId],
    ] as const)
      expect(
        await refusalOf(games.as(who)('games.memoryBox.residentTopics', { homeId, residentId: resident })),
      ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
