import { expectEventually, testClock } from '@carewith/platform/testing';
import { GamesDeployment, refusalOf, startGames } from '../testing/games-deployment';
import { TestHome, TestResident } from '../testing/care-homes';

jest.setTimeout(120_000);

const START = Date.parse('2026-03-14T10:00:00Z');
// Bytes as the gateway sends them (already a JPEG there; games keeps what it is given).
const jpeg = (n: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n, 0xff, 0xd9]).toString('base64');
const photo = (n: number) => ({ jpegBase64: jpeg(n), width: 300, height: 400 });

// A care home resident's portrait in games on the real bus and Postgres: care's answer about the home's
// staff stood in by the deployment (care.homes.sessionResidents), care's facts about residents
// published as care publishes them, and games' own facts read off the stream.
describe("a resident's portrait (games on the real bus)", () => {
  let games: GamesDeployment;
  let home: TestHome;
  let manager: string;
  let coordinator: string;
  let elsewhere: string;
  let grace: TestResident;
  const clock = testClock(START);

  const ids = () => ({ homeId: home.id, residentId: grace.id });
  const portraits = () => games.count('SELECT count(*) AS n FROM resident_photos');
  const photoRows = () => games.count('SELECT count(*) AS n FROM photos');
  const changes = async () =>
    (await games.factsHeard(['games.resident-photo-changed'])).filter(
      (f) => (f.data as { residentId: string }).residentId === grace.id,
    );

  // A resident added in care, as care's fact tells games.
  async function seat(name: string): Promise<TestResident> {
    const resident = games.homes.resident(home, name);
    await games.publishFact('care.resident-added', {
      residentId: resident.id,
      homeId: home.id,
      seniorId: resident.seniorId,
      careTeamId: resident.careTeamId,
    });
    await expectEventually(async () =>
      expect(await games.count('SELECT count(*) AS n FROM home_residents WHERE resident_id = $1', [resident.id])).toBe(
        1,
      ),
    );
    return resident;
  }

  beforeAll(async () => {
    games = await startGames('games_resident_photos', { clock });
    home = games.homes.add('Rosewood House');
    manager = games.homes.staff(home, 'MANAGER');
    coordinator = games.homes.staff(home, 'COORDINATOR');
    elsewhere = games.homes.staff(games.homes.add('Elm Lodge'), 'MANAGER');
    grace = await seat('Grace');
    await changes();
  });
  afterAll(async () => {
    await games?.stop();
  });

  it('given a Home Manager, when they put a photo, then the staff read it and its version is a fact', async () => {
    expect(await games.as(manager)('games.residentPhoto.put', { ...ids(), ...photo(1) })).toEqual({
      photoUrl: `/api/homes/${home.id}/residents/${grace.id}/photo?v=${START}`,
    });
    for (const reader of [manager, coordinator])
      expect(await games.as(reader)('games.residentPhoto.read', ids())).toEqual({ jpegBase64: jpeg(1) });
    await expectEventually(async () =>
      expect((await changes()).map((f) => f.data)).toEqual([{ ...ids(), version: START }]),
    );
    expect((await changes())[0]!.actorId).toBe(manager);
  });

  it('refuses a coordinator a change with a sentence, and tells another home nothing; nothing is written', async () => {
    const before = { portraits: await portraits(), photos: await photoRows() };
    expect(await refusalOf(games.as(coordinator)('games.residentPhoto.put', { ...ids(), ...photo(2) }))).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only a Home Manager can change a resident's photo.",
    });
    expect(await refusalOf(games.as(coordinator)('games.residentPhoto.remove', ids()))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Another home's manager is told the resident does not exist, whatever they ask.
    for (const attempt of [
      games.as(elsewhere)('games.residentPhoto.read', ids()),
      games.as(elsewhere)('games.residentPhoto.put', { ...ids(), ...photo(3) }),
      games.as(elsewhere)('games.residentPhoto.remove', ids()),
    ])
      expect(await refusalOf(attempt)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(games.as(null)('games.residentPhoto.read', ids()))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    // Another home's resident asked through this home: care refuses it too.
    const theirs = games.homes.resident(games.homes.add('Ash Court'), 'Ada');
    expect(
      await refusalOf(games.as(manager)('games.residentPhoto.read', { homeId: home.id, residentId: theirs.id })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect({ portraits: await portraits(), photos: await photoRows() }).toEqual(before);
    expect(await games.as(coordinator)('games.residentPhoto.read', ids())).toEqual({ jpegBase64: jpeg(1) });
  });

  it('replaces the photo: the old bytes go, the new version is a fact', async () => {
    const photos = await photoRows();
    clock.advance(60_000);
    expect(await games.as(manager)('games.residentPhoto.put', { ...ids(), ...photo(4) })).toEqual({
      photoUrl: `/api/homes/${home.id}/residents/${grace.id}/photo?v=${START + 60_000}`,
    });
    expect(await games.as(coordinator)('games.residentPhoto.read', ids())).toEqual({ jpegBase64: jpeg(4) });
    expect(await photoRows()).toBe(photos);
    await expectEventually(async () =>
      expect((await changes()).map((f) => f.data)).toEqual([
        { ...ids(), version: START },
        { ...ids(), version: START + 60_000 },
      ]),
    );
  });

  it('removes the photo: their initials again (null as a fact), and a second removal tells nothing more', async () => {
    const photos = await photoRows();
    expect(await games.as(manager)('games.residentPhoto.remove', ids())).toEqual({ photoUrl: null });
    expect(await refusalOf(games.as(coordinator)('games.residentPhoto.read', ids()))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This resident has no photo.',
    });
    expect(await photoRows()).toBe(photos - 1);
    await expectEventually(async () => expect((await changes()).at(-1)!.data).toEqual({ ...ids(), version: null }));
    expect(await games.as(manager)('games.residentPhoto.remove', ids())).toEqual({ photoUrl: null });
    // The next photo's fact follows the removal's with none between (facts keep their commit order).
    clock.advance(60_000);
    await games.as(manager)('games.residentPhoto.put', { ...ids(), ...photo(6) });
    await expectEventually(async () =>
      expect((await changes()).map((f) => (f.data as { version: number | null }).version)).toEqual([
        START,
        START + 60_000,
        null,
        START + 120_000,
      ]),
    );
  });

  it("given care's removal of a resident (leaving, or their family's erasure), then their portrait goes", async () => {
    const hal = await seat('Hal');
    const hals = { homeId: home.id, residentId: hal.id };
    await games.as(manager)('games.residentPhoto.put', { ...hals, ...photo(5) });
    const photos = await photoRows();
    games.homes.remove(home, hal.id);
    await games.publishFact('care.resident-removed', {
      ...hals,
      seniorId: hal.seniorId,
      careTeamId: hal.careTeamId,
    });
    await expectEventually(async () =>
      expect(await games.count('SELECT count(*) AS n FROM resident_photos WHERE resident_id = $1', [hal.id])).toBe(0),
    );
    expect(await photoRows()).toBe(photos - 1);
  });
});
