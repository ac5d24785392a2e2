import { randomBytes, randomUUID } from 'node:crypto';
import { queryDb } from './systems';

// A loved one's long history, written in bulk straight into the games schema as play would leave it:
// `count` completed activities (Family Photo Match, `steps` steps each, one play link), each with its
// play stream in the event store (START, one STEP per step, COMPLETE: the version-2 payloads the
// decider writes), the projector's rows for it (game_events under the same ids, written before the
// streams, so the projector, when it sees the events, finds them recorded and does nothing), its result, and the loved one's
// item_mastery rows for the people the activities ask about. A handful of statements whatever the
// count. Activities are a day apart, the last one yesterday; about one answer in four needed help.
export type HistoryOptions = {
  careTeamId: string;
  seniorId: string;
  // The caregiver who made the activities.
  createdBy: string;
  count: number;
  steps?: number;
};

const PEOPLE = ['Emma', 'Liam', 'Noah', 'Mia', 'Ava', 'Leo'];
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;

export async function seedHistory(databaseUrl: string, options: HistoryOptions): Promise<string[]> {
  const steps = options.steps ?? 4;
  const start = Date.now() - (options.count + 1) * DAY_MS;
  const instances: Row[] = [];
  const links: Row[] = [];
  const events: Row[] = [];
  const results: Row[] = [];
  for (let n = 0; n < options.count; n++) {
    const id = randomUUID();
    const linkId = randomUUID();
    const at = start + n * DAY_MS;
    const config = {
      title: `Family Photo Match ${n + 1}`,
      steps: Array.from({ length: steps }, (_, s) => ({
        id: `s${s}`,
        question: 'Who is this?',
        options: [PEOPLE[s % PEOPLE.length], PEOPLE[(s + 1) % PEOPLE.length]],
        correctAnswer: PEOPLE[s % PEOPLE.length],
      })),
    };
    instances.push({ id, config, sent_at: new Date(at - 3_600_000), created_at: new Date(at - 7_200_000) });
    links.push({
      id: linkId,
      game_instance_id: id,
      token_hash: randomBytes(32).toString('hex'),
      created_at: new Date(at - 3_600_000),
    });
    const helped = (s: number) => (n + s) % 4 === 0;
    const stream: { type: string; data: Row; at: number }[] = [
      { type: 'START', at, data: { gameInstanceId: id, linkId, at, clientAt: at } },
      ...Array.from({ length: steps }, (_, s) => {
        const answeredAt = at + (s + 1) * 20_000;
        const right = PEOPLE[s % PEOPLE.length];
        return {
          type: 'STEP',
          at: answeredAt,
          data: {
            gameInstanceId: id,
            step: s,
            answer: right,
            at: answeredAt,
            clientAt: answeredAt,
            v: 2,
            attempts: helped(s) ? [PEOPLE[(s + 1) % PEOPLE.length]] : [],
            cueLevel: helped(s) ? 1 : 0,
            firstTry: !helped(s),
            latencyMs: 4_000,
          },
        };
      }),
    ];
    const helpedAnswers = stream.filter((e) => e.data.firstTry === false).length;
    const firstTry = {
      firstTryAnswers: steps - helpedAnswers,
      helpedAnswers,
      totalSteps: steps,
      firstTryAccuracy: (steps - helpedAnswers) / steps,
      meanCueLevel: helpedAnswers / steps,
    };
    const doneAt = at + (steps + 1) * 20_000;
    const summary = { totalSteps: steps, correctAnswers: steps, totalTime: doneAt - at, engagement: 'high' };
    stream.push({
      type: 'COMPLETE',
      at: doneAt,
      data: { gameInstanceId: id, summary, accuracy: 1, at: doneAt, v: 2, firstTry },
    });
    stream.forEach((e, revision) =>
      events.push({
        stream_id: `game-${id}`,
        revision,
        event_id: randomUUID(),
        type: e.type,
        data: e.data,
        at: new Date(e.at),
      }),
    );
    results.push({
      game_instance_id: id,
      summary,
      raw: stream
        .filter((e) => e.type === 'STEP')
        .map((e) => ({ step: e.data.step, answer: e.data.answer, timestamp: e.at })),
      accuracy: 1,
      first_try: firstTry,
      completed_at: new Date(doneAt),
    });
  }
  const { careTeamId, seniorId, createdBy } = options;
  const seed = (sql: string, rows: unknown[], ...params: unknown[]) =>
    queryDb(databaseUrl, sql, [JSON.stringify(rows), ...params]);
  await seed(
    `INSERT INTO games.game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at, created_at)
     SELECT id, $2, $3, 'grandkid-match', $4, 'CLOSED', config, sent_at, created_at
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, config jsonb, sent_at timestamptz, created_at timestamptz)`,
    instances,
    seniorId,
    careTeamId,
    createdBy,
  );
  await seed(
    `INSERT INTO games.magic_links (id, game_instance_id, token_hash, expires_at, first_opened_at, created_by, created_at)
     SELECT id, game_instance_id, token_hash, created_at + interval '7 days', created_at + interval '1 hour', $2, created_at
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, game_instance_id uuid, token_hash text, created_at timestamptz)`,
    links,
    createdBy,
  );
  await seed(
    `INSERT INTO games.game_events (id, game_instance_id, type, payload_json, created_at)
     SELECT event_id::uuid, (data->>'gameInstanceId')::uuid, type, data, at
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id text, type text, data jsonb, at timestamptz)`,
    events,
  );
  await seed(
    `INSERT INTO games.results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json)
     SELECT game_instance_id, summary, raw, jsonb_build_object('accuracy', accuracy), completed_at, first_try
       FROM jsonb_to_recordset($1::jsonb)
         AS x(game_instance_id uuid, summary jsonb, raw jsonb, accuracy float8, completed_at timestamptz, first_try jsonb)`,
    results,
  );
  // One row per person asked about, as the mastery projection keys them (mastery.ts).
  const people = [...new Set(Array.from({ length: steps }, (_, s) => PEOPLE[s % PEOPLE.length]!))];
  await seed(
    `INSERT INTO games.item_mastery (senior_id, care_team_id, item_key, kind, label, state, streak, times_played, last_played_at)
     SELECT $2, $3, 'person:' || lower(label) || '|', 'person', label, 'known', 3, $4, now() - interval '1 day'
       FROM jsonb_array_elements_text($1::jsonb) AS label`,
    people,
    seniorId,
    careTeamId,
    options.count,
  );
  // The streams last: a projector that sees them then finds everything already recorded.
  await seed(
    `INSERT INTO games.events (stream_id, revision, event_id, type, data, created_at)
     SELECT stream_id, revision, event_id, type, data, at
       FROM jsonb_to_recordset($1::jsonb) AS x(stream_id text, revision bigint, event_id text, type text, data jsonb, at timestamptz)`,
    events,
  );
  return instances.map((i) => i.id as string);
}
