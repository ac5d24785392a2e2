import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, writeGames } from '../testing/games-seed';
import { COMPLETION_FACTS } from './completion-facts.reactor';
import { CompletionFactsStore } from './completion-facts-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();

// The completion-facts reactor's reads on real Postgres: since when it announces (the migration's row),
// and the activities a batch of completions names, an erased one left out, on the projector's
// transaction as on the DataSource.
describe('CompletionFactsStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: CompletionFactsStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_completion_facts_store', 2);
    store = new CompletionFactsStore(db.ds);
  });
  afterAll(() => db.drop());

  it('reads since when the reactor announces: the moment its row was made, the epoch without one', async () => {
    const [{ since }] = await db.ds.query<{ since: Date }[]>('SELECT since FROM fact_reactors WHERE name = $1', [
      COMPLETION_FACTS,
    ]);
    expect(await store.since(COMPLETION_FACTS)).toEqual(since);
    expect(since.getTime()).toBeGreaterThan(0);
    expect(await store.since('no-such-reactor')).toEqual(new Date(0));
  });

  it('reads the activities of the ids still there, with whose they are, their kind and title', async () => {
    const rose = randomUUID();
    const photos = activityRow({
      careTeamId: TEAM,
      createdBy: USER,
      seniorId: rose,
      config: { title: 'Photos of the garden' },
    });
    const untitled = activityRow({
      careTeamId: TEAM,
      createdBy: USER,
      templateId: 'recipe-sequencing',
      config: {},
    });
    await writeGames(db.ds, { activities: [photos, untitled] });
    const erased = randomUUID();

    const expected = [
      { id: photos.id, senior_id: rose, template_id: 'grandkid-match', title: 'Photos of the garden' },
      { id: untitled.id, senior_id: null, template_id: 'recipe-sequencing', title: null },
    ];
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await store.instances([photos.id, untitled.id, erased]))).toEqual(byId(expected));
    // On the caller's transaction (the projector's batch), the same rows.
    const inTransaction = await db.ds.transaction((em) => store.instances([photos.id, erased, untitled.id], em));
    expect(byId(inTransaction)).toEqual(byId(expected));
    expect(await store.instances([erased])).toEqual([]);
  });
});
