import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { addActivity, anActivity, playLink, useSystem } from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(300_000);

// What docker compose promises for `--scale games=3 --scale messaging=2`, proven with real processes:
// requests spread across replicas, one projector, and a killed process loses nothing acknowledged.
describe('scaled distributed profile: 3 games and 2 messaging processes', () => {
  const world = useSystem({
    profile: 'distributed',
    scale: { games: 3, messaging: 2 },
    // Eight processes starting at once on a loaded machine take longer than the launcher's 60 s each.
    readyTimeoutMs: 180_000,
    env: {
      BUS_TIMEOUT_MS: '2000',
      QUEUE_LOCK_MS: '1500',
      SMS_BACKOFF_MS: '100',
      // A scheduled slot waits this long between claiming its day and sending: the slot test kills
      // the processes inside that pause.
      SCHEDULE_FAULT_PAUSE_AFTER_CLAIM_MS: '4000',
    },
    caregiver: { name: 'Sam Scale' },
    lovedOne: { firstName: 'Nell', lastName: 'Scale', phone: '+15550009999' },
  });
  // Set-up through the short bus timeout this system runs with (BUS_TIMEOUT_MS 2 s): a refusal, which a
  // loaded machine gives when a games replica answers a burst late (a 504), is tried again, as a
  // caregiver would, up to five times.
  const retried = async <T>(attempt: () => Promise<T>): Promise<T> => {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (tries >= 5) throw error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const newGame = (title: string) =>
    retried(
      async () =>
        (
          await addActivity(
            world.api,
            anActivity({ title, templateId: 'places-flashcards', seniorId: world.lovedOne.id }),
          )
        ).id,
    );
  const linkFor = (gameId: string) => retried(async () => (await playLink(world.api, gameId)).token);

  // Like the play page: a request that fails for lack of an answer is sent again with the same id.
  async function untilAcknowledged(path: string, body: unknown): Promise<void> {
    const player = new ApiClient(world.system.url);
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await player.request('POST', path, { json: body });
        if (res.status === 200 || res.status === 409) return;
        if (res.status < 500) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      } catch (error) {
        if (attempt > 30 || (error instanceof Error && /: 4\d\d /.test(error.message))) throw error;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const eventsOf = async (gameIds: string[]) =>
    new Set(
      (
        await queryDb<{ id: string }>(
          world.system.databaseUrl,
          'SELECT id FROM games.game_events WHERE game_instance_id = ANY($1::uuid[])',
          [gameIds],
        )
      ).map((r) => r.id),
    );

  async function play(token: string, ids: string[]) {
    await untilAcknowledged(`/api/play/${token}/event`, { eventId: ids[0], type: 'START', payload: {} });
    for (let step = 0; step < 5; step++) {
      await untilAcknowledged(`/api/play/${token}/event`, {
        eventId: ids[step + 1],
        type: 'STEP',
        payload: { step, answer: 'know' },
      });
    }
    await untilAcknowledged(`/api/play/${token}/complete`, {
      eventId: ids[6],
      summary: { totalSteps: 5, correctAnswers: 5, totalTime: 1000, engagement: 'high' },
      rawData: [],
      computedScores: { accuracy: 1 },
    });
  }

  it('spreads the work, keeps one projector, and loses nothing when a games and a messaging process die', async () => {
    const games = await Promise.all(Array.from({ length: 12 }, (_, i) => newGame(`Scale ${i}`)));
    const tokens = await Promise.all(games.map(linkFor));
    const ids = games.map(() => Array.from({ length: 7 }, () => randomUUID()));
    const sends = await Promise.all(Array.from({ length: 6 }, (_, i) => newGame(`Text ${i}`)));

    const playing = Promise.all(tokens.map((token, i) => play(token, ids[i]!)));
    // A caregiver whose send times out (its games process died) presses Send again.
    const texting = (async () => {
      for (const gameId of sends) {
        const first = (await world.api.json('POST', `/api/games/${gameId}/send-sms`, { message: 'Hello Nell' })).status;
        if (first === 200) continue;
        expect(first).toBeGreaterThanOrEqual(500);
        let again = first;
        for (let i = 0; i < 20 && again >= 500; i++)
          again = (await world.api.json('POST', `/api/games/${gameId}/send-sms`, { message: 'Hello Nell' })).status;
        expect([200, 409]).toContain(again);
      }
    })();
    // Mid-run, one games and one messaging process die without warning.
    await expectEventually(async () => expect((await eventsOf(games)).size).toBeGreaterThan(10), {
      timeoutMs: 60_000,
    });
    world.system.kill('games-2', 'SIGKILL');
    world.system.kill('messaging-1', 'SIGKILL');
    await Promise.all([playing, texting]);

    // Every acknowledged event is projected, once.
    const expected = ids.flat();
    await expectEventually(async () => expect([...(await eventsOf(games))].sort()).toEqual([...expected].sort()), {
      timeoutMs: 30_000,
    });
    // One result each, once the projection has written them (moments after the events, later on a
    // loaded machine).
    await expectEventually(
      async () => {
        const results = await queryDb<{ n: number }>(
          world.system.databaseUrl,
          'SELECT count(*)::int AS n FROM games.results WHERE game_instance_id = ANY($1::uuid[])',
          [games],
        );
        expect(results).toEqual([{ n: 12 }]);
      },
      { timeoutMs: 30_000 },
    );

    // Every queued text is delivered (to the outbox) exactly once.
    await expectEventually(
      async () => {
        const rows = await queryDb<{ ref_id: string; status: string }>(
          world.system.databaseUrl,
          'SELECT ref_id, status FROM messaging.messages WHERE ref_id = ANY($1)',
          [sends],
        );
        expect(rows.map((r) => r.ref_id).sort()).toEqual([...sends].sort());
        expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['outbox']));
      },
      { timeoutMs: 30_000 },
    );

    // Every completion e-mails the family (here the owner) exactly once, whichever replica took it and
    // however often the request was retried.
    await expectEventually(
      async () => {
        const rows = await queryDb<{ ref_id: string; status: string }>(
          world.system.databaseUrl,
          `SELECT ref_id, status FROM messaging.messages WHERE kind = 'activity-completed' AND ref_id = ANY($1)`,
          [games],
        );
        expect(rows.map((r) => r.ref_id).sort()).toEqual([...games].sort());
        expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['outbox']));
      },
      { timeoutMs: 30_000 },
    );

    // The surviving games replicas both served play requests (NATS queue group).
    const served = await Promise.all(
      ['games-1', 'games-3'].map(async (name) => {
        const port = world.system.processes.find((p) => p.name === name)!.healthPort;
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        return metrics
          .split('\n')
          .filter(
            (l) =>
              l.startsWith('carewith_bus_handler_duration_seconds_count{') && l.includes('pattern="games.play.event"'),
          )
          .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
      }),
    );
    expect(Math.min(...served)).toBeGreaterThan(0);
    // Operators see append latency, projection lag and queue depth.
    const metricsOf = async (name: string) =>
      (
        await fetch(`http://127.0.0.1:${world.system.processes.find((p) => p.name === name)!.healthPort}/metrics`)
      ).text();
    const gamesMetrics = (await metricsOf('games-1')) + (await metricsOf('games-3'));
    expect(gamesMetrics).toMatch(/carewith_event_store_append_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(gamesMetrics).toMatch(/carewith_projection_lag_seconds\{projection="play-v1"\} /);
    expect(await metricsOf('messaging-2')).toMatch(/carewith_queue_waiting_jobs\{queue="sms"\} \d+/);
    // Exactly one projector: one session holds the projection's advisory lock in this system's
    // database (other systems on the same server hold their own).
    const holders = await queryDb<{ n: number }>(
      world.system.databaseUrl,
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objid = (hashtext('projector:play-v1')::bigint & 4294967295)::oid
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(holders).toEqual([{ n: 1 }]);
  });

  it('exits cleanly on SIGTERM under load, within 10 s, losing no acknowledged event', async () => {
    const games = await Promise.all(Array.from({ length: 6 }, (_, i) => newGame(`Term ${i}`)));
    const tokens = await Promise.all(games.map(linkFor));
    const ids = games.map(() => Array.from({ length: 7 }, () => randomUUID()));
    const playing = Promise.all(tokens.map((token, i) => play(token, ids[i]!)));
    await expectEventually(async () => expect((await eventsOf(games)).size).toBeGreaterThan(5), {
      timeoutMs: 60_000,
    });
    world.system.kill('games-3', 'SIGTERM');
    // Within 10 s as the process counts it: it exits 0 only when its shutdown finished before its own
    // 9 s deadline (exitGracefullyOn exits 1 past it). The test's wall clock, which a loaded machine
    // stretches (the signal's delivery, the exit's news), is not the measure.
    const code = await world.system.exited('games-3');
    expect(code).toBe(0);
    await playing;
    await expectEventually(async () => expect((await eventsOf(games)).size).toBe(ids.flat().length), {
      timeoutMs: 30_000,
    });
  });

  // A scheduled slot survives the death of every games process in the middle of it (and of a
  // messaging process): the slot job is taken up again after its lock, finds its claimed day and the
  // activity it may already have made, and exactly one text goes.
  it('sends exactly one text for a slot whose games processes and a messaging process die in the middle of it', async () => {
    for (const name of ['games-1', 'games-2', 'games-3', 'messaging-1', 'messaging-2'])
      if (!world.system.alive(name)) await world.system.restart(name);
    // Texts from here on (the earlier tests' texts were all stored before this moment).
    const since = new Date();
    // A zone where it is about noon now, so the slot two minutes ahead is inside the texting window
    // (09:00-15:00) on the same local day whatever the hour the test runs.
    const offset = 12 - new Date().getUTCHours();
    const timeZone = offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
    expect((await world.api.json('PATCH', `/api/seniors/${world.lovedOne.id}`, { timeZone })).status).toBe(200);
    // The next whole minute at least 20 s away (time to create the schedule and choose its draft).
    const slotAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const local = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(slotAt)
        .map((p) => [p.type, p.value]),
    );
    const draft = await newGame('Slot text');
    const created = await world.api.json('POST', `/api/seniors/${world.lovedOne.id}/schedules`, {
      repeat: 'once',
      date: `${local.year}-${local.month}-${local.day}`,
      time: `${local.hour}:${local.minute}`,
    });
    expect(created.status).toBe(201);
    // The family chooses the draft for the slot, so what it sends is known.
    expect(
      (
        await world.api.json('PUT', `/api/seniors/${world.lovedOne.id}/coming-up`, {
          at: slotAt.toISOString(),
          skip: false,
          gameId: draft,
        })
      ).status,
    ).toBe(200);

    // The slot's day is claimed (inside the pause between claim and send): kill every games process
    // and a messaging process, then start them again, as an orchestrator would.
    const claims = () =>
      queryDb<{ outcome: string | null; game_id: string | null }>(
        world.system.databaseUrl,
        'SELECT outcome, game_id FROM games.scheduled_sends WHERE senior_id = $1',
        [world.lovedOne.id],
      );
    await expectEventually(async () => expect(await claims()).toEqual([{ outcome: null, game_id: null }]), {
      timeoutMs: 150_000,
      intervalMs: 100,
    });
    for (const name of ['games-1', 'games-2', 'games-3', 'messaging-1']) world.system.kill(name, 'SIGKILL');
    await Promise.all(['games-1', 'games-2', 'games-3', 'messaging-1'].map((name) => world.system.restart(name)));

    await expectEventually(async () => expect(await claims()).toEqual([{ outcome: 'sent', game_id: draft }]), {
      timeoutMs: 60_000,
    });
    await expectEventually(
      async () => {
        const texts = await queryDb<{ ref_id: string; kind: string }>(
          world.system.databaseUrl,
          `SELECT ref_id, kind FROM messaging.messages WHERE channel = 'sms' AND created_at > $1`,
          [since],
        );
        expect(texts).toEqual([{ ref_id: draft, kind: 'activity' }]);
      },
      { timeoutMs: 30_000 },
    );
    // And it stays one: a late retry or a re-plan sends nothing more.
    await new Promise((r) => setTimeout(r, 3000));
    const after = await queryDb<{ n: number }>(
      world.system.databaseUrl,
      `SELECT count(*)::int AS n FROM messaging.messages WHERE channel = 'sms' AND created_at > $1`,
      [since],
    );
    expect(after).toEqual([{ n: 1 }]);
  });
});
