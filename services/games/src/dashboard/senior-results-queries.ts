import { SeniorResultsPageRequest, splitResultsCursor } from '@carewith/contracts';

// A loved one's results read from their own index range (results_senior_completed_idx),
// so the cost follows the page or the figures asked for, not how long the family has played.

// The profile's overview over every result the loved one has, from their index alone (it carries each
// result's accuracy and time: migration 1764000810000); $1 the loved one.
export const OVERVIEW = `
  SELECT count(*)::int AS n, avg(accuracy)::float8 AS accuracy, avg(total_time_ms)::float8 AS total_time,
         max(completed_at) AS last
    FROM results WHERE senior_id = $1`;

// The trend's weeks: only the window's range of the loved one's index; $1 the loved one, $2 its start.
export const TREND = `
  SELECT g.template_id, (r.computed_scores_json->>'accuracy')::float AS accuracy,
         (r.summary_json->>'totalTime')::bigint AS total_time, r.completed_at
    FROM results r JOIN game_instances g ON g.id = r.game_instance_id
   WHERE r.senior_id = $1 AND r.completed_at >= $2`;

// One page, newest first: keyset on (completed_at, id), the cursor keeping the microseconds.
export function resultsPage(request: SeniorResultsPageRequest & { limit: number }) {
  const params: unknown[] = [request.seniorId, request.limit];
  const where = ['r.senior_id = $1'];
  if (request.before) {
    const { completedAt, id } = splitResultsCursor(request.before);
    params.push(completedAt, id);
    where.push(`(r.completed_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  if (request.since) {
    params.push(request.since);
    where.push(`r.completed_at >= $${params.length}::timestamptz`);
  }
  const sql = `
    SELECT r.id, r.game_instance_id, g.template_id, g.config_json->>'title' AS title, r.summary_json,
           r.computed_scores_json, r.completed_at, r.first_try_json, g.config_json->'song'->>'title' AS song_title,
           CASE WHEN g.config_json ? 'song' THEN EXISTS (
             SELECT 1 FROM game_events e WHERE e.game_instance_id = r.game_instance_id AND e.type = 'SONG') END
             AS song_played,
           to_char(r.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z_"') || r.id AS cursor
      FROM results r JOIN game_instances g ON g.id = r.game_instance_id
     WHERE ${where.join(' AND ')}
     ORDER BY r.completed_at DESC, r.id DESC
     LIMIT $2`;
  return { sql, params };
}
