// The dashboard's reads: bounded by time windows and limits, never by a team's history.
// $1 the caller's teams, $2 the loved ones they may see, $3 now.

// Activity created in the last 90 days or completed in them: the dashboard's window. Its result (one at
// most) is looked up by key for each activity the rest leaves in: written as EXISTS, PostgreSQL would
// rather hash every result of the 90 days, of every family, once.
const IN_WINDOW = `(g.created_at > $3::timestamptz - interval '90 days'
  OR (SELECT w.completed_at FROM results w WHERE w.game_instance_id = g.id) > $3::timestamptz - interval '90 days')`;
// The same test written so that no index serves it: a filter on the few rows of a window, never a
// reason for PostgreSQL to read every activity of the loved ones ($2 holds no NULL).
const visibleRow = (alias: 'g' | 'r') => `coalesce(${alias}.senior_id = ANY($2::uuid[]), true)`;

// The window's ids are matched as an array, read by primary key: joined to the CTE, PostgreSQL judged
// the ids by the team's share of the table and hash-joined every activity and result of it (8.4 against
// 5.1 ms for a family of 1,000 activities among 4,000).
// Of an activity's config only its own title is read: the steps (a few kB each) were fetched and parsed
// for every row of the window and never used.
// Only the rows dashboardFigures can tell apart from the whole window: the activities sent (or, never
// texted, opened from a play link) in the last 30 days, those completed in them, and per loved one and
// UTC day of the 90 the latest completed (the streak and the latest completion), so the figures are the
// same as from every row of the window.
// Who may see a loved one is checked in each part of the window (a result carries its activity's loved
// one), not on the rows joined at the end: there PostgreSQL would read every activity of the loved ones
// to match them against the window's few.
export const DASHBOARD_ROWS = `
  WITH ids AS (
    SELECT g.id FROM game_instances g
     WHERE g.care_team_id = ANY($1::uuid[]) AND g.sent_at > $3::timestamptz - interval '30 days' AND ${IN_WINDOW}
       AND ${visibleRow('g')}
    UNION
    SELECT g.id FROM game_instances g
     WHERE g.care_team_id = ANY($1::uuid[]) AND g.sent_at IS NULL AND ${IN_WINDOW} AND ${visibleRow('g')}
       AND EXISTS (SELECT 1 FROM magic_links l
                    WHERE l.game_instance_id = g.id AND l.first_opened_at > $3::timestamptz - interval '30 days')
    UNION
    SELECT r.game_instance_id FROM unnest($1::uuid[]) AS team(id)
     CROSS JOIN LATERAL (
       SELECT r.game_instance_id FROM results r
        WHERE r.care_team_id = team.id AND r.completed_at > $3::timestamptz - interval '30 days'
          AND ${visibleRow('r')}) r
    UNION
    (SELECT DISTINCT ON (r.senior_id, (r.completed_at AT TIME ZONE 'UTC')::date) r.game_instance_id
       FROM unnest($1::uuid[]) AS team(id)
      CROSS JOIN LATERAL (
        SELECT r.game_instance_id, r.senior_id, r.completed_at FROM results r
         WHERE r.care_team_id = team.id AND r.completed_at > $3::timestamptz - interval '90 days'
           AND ${visibleRow('r')}) r
      ORDER BY r.senior_id, (r.completed_at AT TIME ZONE 'UTC')::date, r.completed_at DESC))
  SELECT g.id, g.senior_id, g.template_id, g.config_json->>'title' AS title, g.sent_at,
         (SELECT min(l.first_opened_at) FROM magic_links l WHERE l.game_instance_id = g.id) AS opened_at,
         r.id AS result_id, r.summary_json, r.computed_scores_json, r.completed_at, r.first_try_json
    FROM game_instances g LEFT JOIN results r ON r.game_instance_id = g.id
   WHERE g.id = ANY(ARRAY(SELECT id FROM ids))
   ORDER BY g.created_at DESC`;

// The ten newest activities of the window: at most ten per team, each read from the team's index.
export const RECENT_INSTANCES = `
  SELECT recent.* FROM unnest($1::uuid[]) AS team(id)
   CROSS JOIN LATERAL (
     SELECT g.* FROM game_instances g
      WHERE g.care_team_id = team.id AND ${visibleRow('g')} AND ${IN_WINDOW}
      ORDER BY g.created_at DESC LIMIT 10) recent
   ORDER BY recent.created_at DESC LIMIT 10`;
