import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BaseConfig, FactBus } from '@carewith/platform';
import type { GameAccessService } from '../activities/game-access.service';
import { PlayLinksService } from './play-links.service';
import { hashPlayToken, newPlayToken } from './play-token';
import { gamesTestDataSource } from '../testing/games-database';
import { LinkStore } from './link-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();

// Link resolution on the play path: the requests of one turn of the event loop share one
// round trip, and each is still checked against the database as it is now.
describe('PlayLinksService.resolve (real Postgres)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  let links: PlayLinksService;
  const statements: string[] = [];

  const activity = async (title: string) => {
    const id = randomUUID();
    await ds.query(
      `INSERT INTO game_instances (id, care_team_id, template_id, created_by, status, config_json, sent_at)
       VALUES ($1, $2, 'places-flashcards', $3, 'SENT', $4, now())`,
      [id, TEAM, USER, JSON.stringify({ title, steps: [] })],
    );
    return id;
  };
  const link = async (gameId: string, { expired = false } = {}) => {
    const token = newPlayToken();
    await ds.query(
      `INSERT INTO magic_links (game_instance_id, token_hash, expires_at, created_by)
       VALUES ($1, $2, now() + $3::interval, $4)`,
      [gameId, hashPlayToken(token), expired ? '-1 minute' : '30 days', USER],
    );
    return token;
  };
  const outcome = (token: string) =>
    links.resolve(token).then(
      ({ instance, link: l }) => ({ title: instance.configJSON.title, gameId: l.gameInstanceId }),
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_links', 3));
    // Every statement the service sends is seen here (the real data source, observed).
    const query = ds.query.bind(ds);
    ds.query = ((sql: string, parameters?: unknown[]) => {
      statements.push(sql);
      return query(sql, parameters);
    }) as DataSource['query'];
    links = new PlayLinksService(
      new LinkStore(ds),
      {} as GameAccessService,
      { PLAY_LINK_TTL_DAYS: 30 } as BaseConfig,
      {} as FactBus,
    );
  });
  afterAll(async () => {
    await drop();
  });
  beforeEach(() => statements.splice(0));

  it('resolves the tokens asked for together in one statement, each to its own activity or to Not Found', async () => {
    const games = await Promise.all(['One', 'Two', 'Three'].map((t) => activity(t)));
    const tokens = await Promise.all(games.map((g) => link(g)));
    const expired = await link(games[0], { expired: true });
    const revoked = await link(games[1]);
    await ds.query('UPDATE magic_links SET revoked_at = now() WHERE token_hash = $1', [hashPlayToken(revoked)]);
    statements.splice(0);

    const results = await Promise.all([
      ...tokens.map(outcome),
      outcome(tokens[0]),
      outcome(expired),
      outcome(revoked),
      outcome(newPlayToken()),
    ]);
    expect(results).toEqual([
      { title: 'One', gameId: games[0] },
      { title: 'Two', gameId: games[1] },
      { title: 'Three', gameId: games[2] },
      { title: 'One', gameId: games[0] },
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    // One statement for the links, one for the three configs this process had not read yet.
    expect(statements).toHaveLength(2);
  });

  it('answers every resolution when more come at once than one statement takes', async () => {
    const gameId = await activity('Busy');
    const token = await link(gameId);
    // The first statement takes 256; the next 600 wait for it in three batches.
    const first = Array.from({ length: 256 }, () => outcome(token));
    await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 600 }, (_, i) => outcome(i % 2 ? token : newPlayToken()));
    const results = await Promise.all([...first, ...later]);
    expect(results.filter((r) => r === 'NOT_FOUND')).toHaveLength(300);
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(556);
  });

  it('holds a batch back until every batch in flight is answered, also when one turn started several', async () => {
    const gameId = await activity('Split');
    const token = await link(gameId);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const until = async (done: () => boolean) => {
      while (!done()) await turn();
    };
    // Each resolving statement waits here, in the order they were sent, until it is let go.
    const held: (() => void)[] = [];
    const query = ds.query;
    ds.query = ((sql: string, parameters?: unknown[]) =>
      sql.includes('FROM magic_links l JOIN game_instances i')
        ? new Promise<void>((resolve) => held.push(resolve)).then(() => query(sql, parameters))
        : query(sql, parameters)) as DataSource['query'];
    try {
      // More than one statement takes, in one turn: two batches leave together.
      const first = Array.from({ length: 256 }, () => outcome(token));
      const second = Array.from({ length: 10 }, () => outcome(token));
      await until(() => held.length === 2);
      // Asked while both are in flight: it waits for both, not only for the first answered.
      const third = outcome(token);
      held[0]();
      await Promise.all(first);
      for (let i = 0; i < 5; i++) await turn();
      expect(held).toHaveLength(2);
      held[1]();
      await Promise.all(second);
      await until(() => held.length === 3);
      held[2]();
      expect(await third).toEqual({ title: 'Split', gameId });
    } finally {
      ds.query = query;
      for (const release of held) release();
    }
  });

  it('reads an activity config once per version: again only after the row changed', async () => {
    const gameId = await activity('Before');
    const token = await link(gameId);
    expect(await outcome(token)).toEqual({ title: 'Before', gameId });
    statements.splice(0);
    expect(await outcome(token)).toEqual({ title: 'Before', gameId });
    expect(statements).toHaveLength(1);
    await ds.query(
      `UPDATE game_instances SET config_json = jsonb_set(config_json, '{title}', '"After"') WHERE id = $1`,
      [gameId],
    );
    statements.splice(0);
    expect(await outcome(token)).toEqual({ title: 'After', gameId });
    expect(statements).toHaveLength(2);
  });

  it('sees a revocation at once, however recently the link resolved', async () => {
    const gameId = await activity('Revoked later');
    const token = await link(gameId);
    expect(await outcome(token)).toEqual({ title: 'Revoked later', gameId });
    await ds.query('UPDATE magic_links SET revoked_at = now() WHERE token_hash = $1', [hashPlayToken(token)]);
    expect(await outcome(token)).toBe('NOT_FOUND');
  });

  it('answers Not Found for an activity deleted after its link was read', async () => {
    const gameId = await activity('Gone');
    const token = await link(gameId);
    await ds.query('DELETE FROM game_instances WHERE id = $1', [gameId]);
    expect(await outcome(token)).toBe('NOT_FOUND');
  });
});
