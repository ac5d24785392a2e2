import { createHash, randomUUID } from 'node:crypto';
import { addActivity, addPhoto, anActivity, playLinkWithId, useSystem } from '../../support/fixtures';
import { queryDb } from '../../support/systems';
import { appTables, rowCount } from './db-snapshot';

// Play links are capability URLs: the token in /play/<token> is the only key to one activity. It must
// be unguessable, kept only as a hash, end when it expires or is revoked, open nothing else, and never
// leak through Referer or search engines.
jest.setTimeout(120_000);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('play links (embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Paula Links' },
    lovedOne: { firstName: 'Grace', lastName: 'Private' },
  });
  let photoRef: string;
  let photoId: string;

  const newGame = async (title: string, withPhoto = false) =>
    (
      await addActivity(
        world.api,
        anActivity({
          title,
          seniorId: world.lovedOne.id,
          steps: [
            {
              id: 'a',
              question: 'Who is this?',
              options: ['Emma', 'Liam'],
              correctAnswer: 'Emma',
              ...(withPhoto ? { photo: photoRef } : {}),
            },
            { id: 'b', question: 'And this?', options: ['Noah', 'Mia'], correctAnswer: 'Mia' },
          ],
        }),
      )
    ).id;
  const newLink = (gameId: string) => playLinkWithId(world.api, gameId);
  // The loved one's phone: no account, no cookie.
  const open = (token: string) => fetch(`${world.system.url}/api/play/${token}`);
  const post = (token: string, what: 'event' | 'complete', body: unknown, query = '') =>
    fetch(`${world.system.url}/api/play/${token}/${what}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const start = () => ({ eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } });
  const completion = () => ({
    eventId: randomUUID(),
    summary: { totalSteps: 2, correctAnswers: 2, totalTime: 1000, engagement: 'high' },
    rawData: [],
    computedScores: { accuracy: 1 },
  });
  const eventsOf = (gameId: string) =>
    rowCount(world.system.databaseUrl, 'games.events', 'stream_id LIKE $1', [`%${gameId}%`]);

  beforeAll(async () => {
    ({ photoId, ref: photoRef } = await addPhoto(world.api));
  });

  it('issues tokens of at least 128 random bits, and stores only their SHA-256, nowhere the token', async () => {
    const gameId = await newGame('Entropy');
    const links = [await newLink(gameId), await newLink(gameId), await newLink(gameId)];
    for (const { token, linkId } of links) {
      // base64url, decoding to at least 16 bytes (128 bits).
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const rows = await queryDb<{ token_hash: string; row: string }>(
        world.system.databaseUrl,
        'SELECT token_hash, row_to_json(l)::text AS row FROM games.magic_links l WHERE id = $1',
        [linkId],
      );
      expect(rows[0]!.token_hash).toBe(sha256(token));
      expect(rows[0]!.row).not.toContain(token);
    }
    expect(new Set(links.map((l) => l.token)).size).toBe(links.length);
    // Opened and played, the token still appears in no row of any table.
    const { token } = links[0]!;
    expect((await open(token)).status).toBe(200);
    expect((await post(token, 'event', start())).status).toBe(200);
    const found: string[] = [];
    for (const table of await appTables(world.system.databaseUrl)) {
      if ((await rowCount(world.system.databaseUrl, `${table} x`, 'x::text LIKE $1', [`%${token}%`])) > 0)
        found.push(table);
    }
    expect(found).toEqual([]);
  });

  it('refuses expired, revoked, unknown and malformed links on every play endpoint, and records nothing', async () => {
    const gameId = await newGame('Lifetime', true);
    const expired = await newLink(gameId);
    const revoked = await newLink(gameId);
    // Both work before they end.
    for (const link of [expired, revoked]) {
      expect((await open(link.token)).status).toBe(200);
      expect((await fetch(`${world.system.url}/api/play/${link.token}/photos/${photoId}`)).status).toBe(200);
    }
    await queryDb(
      world.system.databaseUrl,
      "UPDATE games.magic_links SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expired.linkId],
    );
    expect((await world.api.json('POST', `/api/games/${gameId}/links/${revoked.linkId}/revoke`)).status).toBe(200);
    const before = await eventsOf(gameId);
    const got: Record<string, unknown>[] = [];
    for (const [kind, token] of [
      ['expired', expired.token],
      ['revoked', revoked.token],
      ['unknown', 'A'.repeat(43)],
      ['malformed', 'short'],
    ] as const) {
      const page = await open(token);
      got.push({
        kind,
        open: page.status,
        message: ((await page.json()) as { message: string }).message,
        event: (await post(token, 'event', start())).status,
        complete: (await post(token, 'complete', completion())).status,
        photo: (await fetch(`${world.system.url}/api/play/${token}/photos/${photoId}`)).status,
      });
    }
    expect(got).toEqual(
      ['expired', 'revoked', 'unknown', 'malformed'].map((kind) => ({
        kind,
        open: 404,
        message: 'Activity Not Found',
        event: 404,
        complete: 404,
        photo: 404,
      })),
    );
    expect(await eventsOf(gameId)).toBe(before);
  });

  it("keeps a token to its own activity: another activity's ids in the path, query or body reach nothing", async () => {
    const gameA = await newGame('Activity A');
    const gameB = await newGame('Activity B', true);
    const a = await newLink(gameA);
    const b = await newLink(gameB);
    const read = (await (await open(a.token)).json()) as { gameInstance: { configJSON: { title: string } } };
    expect(read.gameInstance.configJSON.title).toBe('Activity A');
    expect(JSON.stringify(read)).not.toContain(gameB);
    // B's photo through A's token: A does not use it.
    expect((await fetch(`${world.system.url}/api/play/${a.token}/photos/${photoId}`)).status).toBe(404);
    expect((await fetch(`${world.system.url}/api/play/${b.token}/photos/${photoId}`)).status).toBe(200);
    // Events and a completion with B's ids slipped into the body and the query string.
    const foreign = { gameInstanceId: gameB, gameId: gameB, linkId: b.linkId, id: gameB };
    const query = `?gameInstanceId=${gameB}&gameId=${gameB}`;
    for (const res of [
      await post(a.token, 'event', { ...start(), ...foreign }, query),
      await post(
        a.token,
        'event',
        { ...start(), type: 'STEP', payload: { step: 0, answer: 'Emma', ...foreign } },
        query,
      ),
      await post(a.token, 'complete', { ...completion(), ...foreign }, query),
    ])
      // Either refused, or recorded on A: never B.
      expect(res.status).toBeLessThan(500);
    expect(await eventsOf(gameA)).toBeGreaterThan(0);
    // A step A does not have is refused, not looked up elsewhere.
    expect((await post(a.token, 'event', { ...start(), type: 'STEP', payload: { step: 7, answer: 'x' } })).status).toBe(
      400,
    );
    expect(await eventsOf(gameB)).toBe(0);
    expect(await rowCount(world.system.databaseUrl, 'games.game_events', 'game_instance_id = $1', [gameB])).toBe(0);
    expect(await rowCount(world.system.databaseUrl, 'games.results', 'game_instance_id = $1', [gameB])).toBe(0);
    const detailB = await world.api.json<{ gameInstance: { status: string } }>('GET', `/api/games/${gameB}`);
    expect(detailB.body.gameInstance.status).not.toBe('CLOSED');
    // B's token still plays B.
    expect((await post(b.token, 'event', start())).status).toBe(200);
  });

  it('serves the play page and its API with Referrer-Policy no-referrer and noindex, and without a session', async () => {
    const gameId = await newGame('Headers', true);
    const { token } = await newLink(gameId);
    const seen: Record<string, unknown>[] = [];
    for (const [what, path] of [
      ['page', `/play/${token}`],
      ['page, unknown link', `/play/${'B'.repeat(43)}`],
      ['api', `/api/play/${token}`],
      ['api, unknown link', `/api/play/${'B'.repeat(43)}`],
    ] as const) {
      const res = await fetch(`${world.system.url}${path}`);
      seen.push({
        what,
        referrer: res.headers.get('referrer-policy'),
        robots: /noindex/.test(res.headers.get('x-robots-tag') ?? ''),
        session: res.headers.getSetCookie().some((c) => /^(__Host-)?sid=/.test(c)),
      });
      if (what.startsWith('page')) {
        const html = await res.text();
        expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
        expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
      } else {
        // The activity's content is not kept by shared caches.
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(seen).toEqual(
      ['page', 'page, unknown link', 'api', 'api, unknown link'].map((what) => ({
        what,
        referrer: 'no-referrer',
        robots: true,
        session: false,
      })),
    );
    const photo = await fetch(`${world.system.url}/api/play/${token}/photos/${photoId}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('referrer-policy')).toBe('no-referrer');
    const event = await post(token, 'event', start());
    expect(event.status).toBe(200);
    expect(event.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
