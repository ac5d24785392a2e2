// A family's play history written straight into the database, in the shapes the running system writes:
// the PostgreSQL event store's rows (each activity's game-<id> stream, each loved one's difficulty
// stream) and the read tables exactly as the play projector leaves them (activities, projected events,
// results, item_mastery with spaced review), plus the play links and the conversation starters. One
// transaction of set-based statements (generate_series), so a thousand activities take a second.
//
// The history: one activity a day, the last one `lastAt`; photo questions (grandkid-match) about 100
// people, five to eight steps as the loved one's level rises (3, then 4 after three easy activities, 5
// after six), every answer right at once, no cue. Every item the seed writes is thus a run of first-try
// successes, and the mastery columns below are the fold of services/games/src/mastery/mastery.ts and
// review/spaced-review.ts for such a run.

const FIRST = ['Emma', 'Liam', 'Mia', 'Noah', 'Ava', 'Lucas', 'Isla', 'Leo', 'Grace', 'Jack'];
const LAST = ['Baker', 'Hill', 'Moore', 'Reid', 'Shaw', 'Stone', 'Wade', 'Young', 'Ford', 'Lane'];
// The people the activities ask about: a family's items.
export const GROWTH_PEOPLE = LAST.flatMap((last) => FIRST.map((first) => `${first} ${last}`));
export const DAY_MS = 86_400_000;

/**
 * Seeds `families` ({seniorId, careTeamId, userId, activities, lastAt}) and `padding` more families of
 * `paddingActivities` each (random ids: table size only) into a database the distributed profile has
 * migrated (schemas games and insights). `client` is a connected pg Client. Returns the counts written.
 */
export async function seedGrowth(client, { families, padding = 0, paddingActivities = 30, lastAt = Date.now() }) {
  await client.query('BEGIN');
  try {
    await client.query(
      `CREATE TEMP TABLE seed_family ON COMMIT DROP AS
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS f(senior_id uuid, care_team_id uuid, user_id uuid, activities int, last_at bigint)`,
      [
        JSON.stringify(
          families.map((f) => ({
            senior_id: f.seniorId,
            care_team_id: f.careTeamId,
            user_id: f.userId,
            activities: f.activities,
            last_at: f.lastAt ?? lastAt,
          })),
        ),
      ],
    );
    await client.query(
      `INSERT INTO seed_family SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), $2, $3
         FROM generate_series(1, $1)`,
      [padding, paddingActivities, lastAt],
    );
    for (const sql of SEED_SQL) await client.query(sql, sql.includes('$1') ? [GROWTH_PEOPLE] : []);
    const [counts] = (
      await client.query(
        `SELECT (SELECT count(*) FROM seed_game)::int AS activities, (SELECT count(*) FROM seed_event)::int AS events`,
      )
    ).rows;
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const SEED_SQL = [
  // Activity k of a family: made at the level its k-1 earlier easy sessions reached, played a day
  // after the one before, the last one at last_at.
  `CREATE TEMP TABLE seed_game ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, f.senior_id, f.care_team_id, f.user_id, k,
            CASE WHEN k <= 3 THEN 3 WHEN k <= 6 THEN 4 ELSE 5 END AS level,
            CASE WHEN k <= 3 THEN 5 WHEN k <= 6 THEN 6 ELSE 8 END AS steps,
            f.last_at - (f.activities - k)::bigint * ${DAY_MS} AS at
       FROM seed_family f, generate_series(1, f.activities) AS k`,
  // Its answers: step j, four seconds apart, about the next people in the family's list.
  `CREATE TEMP TABLE seed_answer ON COMMIT DROP AS
     SELECT g.id AS game_id, g.senior_id, g.care_team_id, j AS step,
            ($1::text[])[((g.k - 1) * 8 + j) % cardinality($1::text[]) + 1] AS name,
            g.at + (j + 1)::bigint * 4000 AS at
       FROM seed_game g, generate_series(0, g.steps - 1) AS j`,
  `INSERT INTO games.game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json,
                                     sent_at, created_at, started_at)
   SELECT g.id, g.senior_id, g.care_team_id, 'grandkid-match', g.user_id, 'CLOSED',
          jsonb_build_object('title', 'Family photos ' || g.k, 'gentle', true, 'level', g.level, 'steps',
            (SELECT jsonb_agg(jsonb_build_object('id', 's' || j, 'question', 'Who is this?',
                    'options', jsonb_build_array(($1::text[])[((g.k - 1) * 8 + j) % cardinality($1::text[]) + 1], 'Someone else'),
                    'correctAnswer', ($1::text[])[((g.k - 1) * 8 + j) % cardinality($1::text[]) + 1]) ORDER BY j)
               FROM generate_series(0, 7) AS j)),
          to_timestamp((g.at - 3600000) / 1000.0), to_timestamp((g.at - 7200000) / 1000.0), to_timestamp(g.at / 1000.0)
     FROM seed_game g`,
  `INSERT INTO games.magic_links (game_instance_id, token_hash, expires_at, first_opened_at, created_by, created_at)
   SELECT g.id, encode(sha256(g.id::text::bytea), 'hex'), to_timestamp(g.at / 1000.0) + interval '30 days',
          to_timestamp(g.at / 1000.0), g.user_id, to_timestamp((g.at - 3600000) / 1000.0)
     FROM seed_game g`,
  // Every event of every stream, in the order the play endpoints append them (one day after another).
  `CREATE TEMP TABLE seed_event ON COMMIT DROP AS
     SELECT gen_random_uuid() AS event_id, * FROM (
       SELECT g.id AS game_id, 0 AS revision, 'START' AS type, g.at,
              jsonb_build_object('gameInstanceId', g.id, 'linkId', NULL, 'at', g.at, 'clientAt', g.at) AS data
         FROM seed_game g
       UNION ALL
       SELECT a.game_id, a.step + 1, 'STEP', a.at,
              jsonb_build_object('gameInstanceId', a.game_id, 'step', a.step, 'answer', a.name, 'at', a.at,
                'clientAt', a.at, 'v', 2, 'attempts', '[]'::jsonb, 'cueLevel', 0, 'firstTry', true, 'latencyMs', 4000)
         FROM seed_answer a
       UNION ALL
       SELECT g.id, g.steps + 1, 'COMPLETE', g.at + (g.steps + 2)::bigint * 4000,
              jsonb_build_object('gameInstanceId', g.id,
                'summary', jsonb_build_object('totalSteps', g.steps, 'correctAnswers', g.steps,
                  'totalTime', g.steps * 4000, 'engagement', 'high'),
                'accuracy', 1, 'at', g.at + (g.steps + 2)::bigint * 4000, 'v', 2,
                'firstTry', jsonb_build_object('firstTryAnswers', g.steps, 'helpedAnswers', 0, 'totalSteps', g.steps,
                  'firstTryAccuracy', 1, 'meanCueLevel', 0))
         FROM seed_game g) e`,
  `INSERT INTO games.events (stream_id, revision, event_id, type, data, created_at)
   SELECT 'game-' || game_id, revision, event_id::text, type, data, to_timestamp(at / 1000.0)
     FROM seed_event ORDER BY at, game_id, revision`,
  `INSERT INTO games.game_events (id, game_instance_id, type, payload_json, created_at)
   SELECT event_id, game_id, type, data, to_timestamp(at / 1000.0) FROM seed_event`,
  `INSERT INTO games.results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json)
   SELECT e.game_id, e.data->'summary', r.raw, jsonb_build_object('accuracy', 1), to_timestamp(e.at / 1000.0),
          e.data->'firstTry'
     FROM seed_event e
     JOIN (SELECT game_id, jsonb_agg(jsonb_build_object('step', step, 'answer', name, 'timestamp', at) ORDER BY step) AS raw
             FROM seed_answer GROUP BY game_id) r ON r.game_id = e.game_id
    WHERE e.type = 'COMPLETE'`,
  // Each item's fold over its run of first-try successes: known once three answers span two UTC days;
  // spaced review in monthly upkeep from the third answer (1, then 2 days before it).
  `INSERT INTO games.item_mastery (senior_id, care_team_id, item_key, kind, label, photo, state, streak, streak_days,
                                   times_played, last_played_at, review_interval_index, review_due_at, review_upkeep,
                                   review_streak)
   SELECT senior_id, care_team_id, 'person:' || lower(name) || '|', 'person', name, NULL,
          CASE WHEN n >= 3 AND cardinality(days) >= 2 THEN 'known' ELSE 'learning' END,
          n, CASE WHEN cardinality(days) >= 2 THEN ARRAY[days[2], days[1]] ELSE days END, n,
          to_timestamp(last_at / 1000.0), least(n - 1, 5),
          to_timestamp((floor(last_at / ${DAY_MS}.0) * ${DAY_MS}
            + CASE WHEN n >= 3 THEN 30 WHEN n = 2 THEN 2 ELSE 1 END * ${DAY_MS}::bigint) / 1000.0),
          n >= 3, n
     FROM (SELECT senior_id, min(care_team_id::text)::uuid AS care_team_id, name, count(*)::int AS n,
                  max(at) AS last_at, (array_agg(DISTINCT day ORDER BY day DESC))[1:2] AS days
             FROM (SELECT *, to_char(to_timestamp(at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
                     FROM seed_answer) a
            GROUP BY senior_id, name) m`,
  // The Review's source: each item's newest completed activity holding it, as a completion records it.
  `INSERT INTO games.completed_items (senior_id, item_key, game_id, created_at)
   SELECT DISTINCT ON (a.senior_id, lower(a.name)) a.senior_id, 'person:' || lower(a.name) || '|', a.game_id, g.created_at
     FROM seed_answer a JOIN games.game_instances g ON g.id = a.game_id
    ORDER BY a.senior_id, lower(a.name), g.created_at DESC, g.id DESC`,
  // The loved one's level: every completed activity recorded, easy (first-try rate 1), up a level after
  // the third and the sixth.
  `INSERT INTO games.events (stream_id, revision, event_id, type, data, created_at)
   SELECT 'difficulty-' || senior_id || '-grandkid-match', row_number() OVER (PARTITION BY senior_id ORDER BY k, n) - 1,
          gen_random_uuid()::text, type, data, to_timestamp(at / 1000.0)
     FROM (SELECT g.senior_id, g.k, 0 AS n, 'SessionRecorded' AS type, g.at + (g.steps + 2)::bigint * 4000 AS at,
                  jsonb_build_object('v', 1, 'gameId', g.id, 'outcome', 'completed', 'firstTryRate', 1,
                    'at', g.at + (g.steps + 2)::bigint * 4000) AS data
             FROM seed_game g
           UNION ALL
           SELECT g.senior_id, g.k, 1, 'LevelChanged', g.at + (g.steps + 2)::bigint * 4000,
                  jsonb_build_object('v', 1, 'from', g.level, 'to', g.level + 1, 'reason', 'easy-sessions',
                    'gameId', g.id, 'at', g.at + (g.steps + 2)::bigint * 4000)
             FROM seed_game g WHERE g.k IN (3, 6)) d
    ORDER BY senior_id, k, n`,
  // Two conversation starters per activity, as the local writer leaves them.
  `INSERT INTO insights.conversation_starters (game_instance_id, senior_id, care_team_id, position, text, writer, created_at)
   SELECT g.id, g.senior_id, g.care_team_id, p, CASE p
            WHEN 0 THEN 'I was looking at the family photos today.'
            ELSE 'Tell me more about that.' END, 'local', to_timestamp(g.at / 1000.0) + interval '1 minute'
     FROM seed_game g, generate_series(0, 1) AS p`,
];
