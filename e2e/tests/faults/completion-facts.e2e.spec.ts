import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../../support/api';
import {
  addActivity,
  addMember,
  aCaregiver,
  aMember,
  anActivity,
  Caregiver,
  Member,
  playLink,
  signUp,
} from '../../support/fixtures';
import { countRows, DistributedSystem, queryDb, startDistributed } from '../../support/systems';

jest.setTimeout(300_000);

// A completion's reactions (the family's e-mails, the difficulty record) follow the stored COMPLETE,
// not the loved one's request: they happen exactly once even when the games process dies the moment
// after the append, or when care is away while loved ones complete activities.
describe('completion reactions from the stored fact (distributed profile)', () => {
  let system: DistributedSystem;
  let nora: Caregiver;
  let hal: Member;
  let seniorId: string;

  beforeAll(async () => {
    system = await startDistributed({ env: { RATE_LIMIT_PLAY_PER_MINUTE: '100000' } });
    nora = await signUp(system, aCaregiver({ name: 'Nora Crash' }));
    hal = await addMember(system, nora, aMember({ name: 'Hal Helper', role: 'SIBLING' }));
    const senior = await nora.api.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Iris',
      lastName: 'Kept',
      phone: '+15550006666',
    });
    seniorId = senior.body.id;
  });
  afterAll(async () => {
    await system?.stop();
  });

  const playable = async (title: string) => {
    const { id } = await addActivity(nora.api, anActivity({ title, templateId: 'places-flashcards', seniorId }));
    return { id, token: (await playLink(nora.api, id)).token };
  };
  const complete = (token: string) =>
    new ApiClient(system.url).request('POST', `/api/play/${token}/complete`, {
      json: {
        eventId: randomUUID(),
        summary: { totalSteps: 5, correctAnswers: 0, totalTime: 1000, engagement: 'high' },
        rawData: [0, 1, 2, 3, 4].map((step) => ({ step, answer: 'know', timestamp: step + 1 })),
        computedScores: { accuracy: 0 },
      },
    });
  const emailsTo = (gameId: string) =>
    queryDb<{ to_address: string }>(
      system.databaseUrl,
      `SELECT to_address FROM messaging.messages WHERE kind = 'activity-completed' AND ref_id = $1 ORDER BY to_address`,
      [gameId],
    ).then((rows) => rows.map((r) => r.to_address));
  const family = () => [nora.email, hal.email].sort();
  const completes = (gameId: string) =>
    countRows(system.databaseUrl, `SELECT count(*) AS n FROM games.events WHERE stream_id = $1 AND type = 'COMPLETE'`, [
      `game-${gameId}`,
    ]);
  const difficultyRecords = (gameId: string) =>
    countRows(
      system.databaseUrl,
      `SELECT count(*) AS n FROM games.events
        WHERE stream_id LIKE 'difficulty-%' AND type = 'SessionRecorded' AND data->>'gameId' = $1`,
      [gameId],
    );
  const restarted = async (name: string, restarts: number) =>
    expectEventually(
      async () => {
        const process = system.processes.find((p) => p.name === name)!;
        expect([system.alive(name), process.restarts]).toEqual([true, restarts]);
        expect((await fetch(`http://127.0.0.1:${process.healthPort}/ready`)).status).toBe(200);
      },
      { timeoutMs: 90_000, intervalMs: 200 },
    );

  it('games killed right after a COMPLETE is appended: after its restart, each member has one e-mail and the difficulty stream one record', async () => {
    const { id, token } = await playable('Kept after a crash');
    const games = () => system.processes.find((p) => p.name === 'games')!;
    // The test holds the completion-facts reactor's lease, so nothing can react before games dies. Taken
    // while games restarts after a first kill (the lease is the reactor's Postgres advisory lock).
    process.kill(games().pid!, 'SIGKILL');
    const lease = new Client({ connectionString: system.databaseUrl });
    await lease.connect();
    await lease.query(`SELECT pg_advisory_lock(hashtext('projector:games-facts-v1'))`);
    try {
      await restarted('games', 1);
      // Killed as soon as the COMPLETE is stored, whatever the request was doing.
      const answer = complete(token).catch(() => undefined);
      await expectEventually(async () => expect(await completes(id)).toBe(1), { timeoutMs: 30_000, intervalMs: 5 });
      process.kill(games().pid!, 'SIGKILL');
      await answer;
      expect(await emailsTo(id)).toEqual([]);
      expect(await difficultyRecords(id)).toBe(0);
      await restarted('games', 2);
    } finally {
      await lease.end();
    }
    await expectEventually(async () => expect(await emailsTo(id)).toEqual(family()), { timeoutMs: 60_000 });
    await expectEventually(async () => expect(await difficultyRecords(id)).toBe(1), { timeoutMs: 30_000 });
    // And nothing more arrives afterwards.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await emailsTo(id)).toEqual(family());
    expect(await difficultyRecords(id)).toBe(1);
  });

  it('care away during completions: each completion answers at once without error, and the e-mails arrive exactly once after care returns', async () => {
    const activities = await Promise.all(['One', 'Two', 'Three'].map((n) => playable(`While care is away ${n}`)));
    const care = system.processes.find((p) => p.name === 'care')!;
    process.kill(care.pid!, 'SIGSTOP');
    try {
      // Answered while care cannot answer anything: a completion that asked care would fail after
      // the bus timeout.
      for (const { token } of activities) expect((await complete(token)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const { id } of activities) expect(await emailsTo(id)).toEqual([]);
    } finally {
      process.kill(care.pid!, 'SIGCONT');
    }
    for (const { id } of activities)
      await expectEventually(async () => expect(await emailsTo(id)).toEqual(family()), { timeoutMs: 90_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const { id } of activities) expect(await emailsTo(id)).toEqual(family());
  });

  it("shows each consumer's lag, redeliveries and dead letters in /metrics and on /ready", async () => {
    const care = system.processes.find((p) => p.name === 'care')!;
    await expectEventually(async () => {
      const ready = (await (await fetch(`http://127.0.0.1:${care.healthPort}/ready`)).json()) as {
        dependencies: Record<string, { status: string; detail?: string }>;
      };
      expect(ready.dependencies.facts).toEqual({
        status: 'up',
        detail: expect.stringMatching(/care\.completion-emails: 0 pending, \d+ redelivered, 0 dead letters/),
      });
    });
    const metrics = await (await fetch(`http://127.0.0.1:${care.healthPort}/metrics`)).text();
    for (const line of [
      'carewith_fact_consumer_lag{consumer="care.completion-emails"} 0',
      'carewith_fact_dead_letters{consumer="care.audit"} 0',
    ])
      expect(metrics).toContain(line);
    // The completions above were handled, counted per consumer.
    expect(metrics).toMatch(/carewith_fact_handled_total\{consumer="care\.completion-emails"\} [1-9]/);
    expect(metrics).toContain('# TYPE carewith_fact_redeliveries_total counter');
  });
});
