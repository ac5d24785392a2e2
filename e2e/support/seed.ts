import { randomUUID } from 'node:crypto';
import { queryDb } from './systems';

type SeedActivity = {
  careTeamId: string;
  seniorId: string | null;
  createdBy: string;
  templateId?: string;
  title?: string;
  sentDaysAgo?: number | null;
  // Completed this many days ago with this accuracy and duration; omit for an activity not played.
  completedDaysAgo?: number;
  accuracy?: number;
  minutes?: number;
  totalSteps?: number;
};

// Writes activities and results straight into the games read tables, as the projector would.
export async function seedActivity(databaseUrl: string, a: SeedActivity): Promise<string> {
  const id = randomUUID();
  const templateId = a.templateId ?? 'grandkid-match';
  const status = a.completedDaysAgo !== undefined ? 'CLOSED' : a.sentDaysAgo != null ? 'SENT' : 'DRAFT';
  await queryDb(
    databaseUrl,
    `INSERT INTO games.game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::float IS NULL THEN NULL ELSE now() - make_interval(secs => $8::float * 86400) END,
             now() - make_interval(secs => coalesce($8::float, 0) * 86400 + 60))`,
    [
      id,
      a.seniorId,
      a.careTeamId,
      templateId,
      a.createdBy,
      status,
      JSON.stringify({ title: a.title ?? 'Family Photo Match' }),
      a.sentDaysAgo ?? null,
    ],
  );
  if (a.completedDaysAgo !== undefined) {
    const steps = a.totalSteps ?? 4;
    const accuracy = a.accuracy ?? 0.75;
    await queryDb(
      databaseUrl,
      `INSERT INTO games.results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at)
       VALUES ($1, $2, '[]', $3, now() - make_interval(secs => $4::float * 86400))`,
      [
        id,
        JSON.stringify({
          totalSteps: steps,
          correctAnswers: Math.round(accuracy * steps),
          totalTime: (a.minutes ?? 10) * 60_000,
          engagement: 'high',
        }),
        JSON.stringify({ accuracy }),
        a.completedDaysAgo,
      ],
    );
  }
  return id;
}

// Many completed activities for one loved one in two statements (issue #25's long histories): the
// i-th (0-based) has accuracy (i % 7) / 6 and takes (i % 13) + 1 minutes. Completion moments step back
// an hour for every three; of each three, two share the same moment exactly and the third is one
// microsecond later, so paging must break ties by id and keep the microseconds.
export async function seedResults(
  databaseUrl: string,
  a: { careTeamId: string; seniorId: string; createdBy: string; count: number },
): Promise<void> {
  const ids = Array.from({ length: a.count }, () => randomUUID());
  const series = 'unnest($1::uuid[]) WITH ORDINALITY AS s(id, n), LATERAL (SELECT (s.n - 1)::int AS i) x';
  await queryDb(
    databaseUrl,
    `INSERT INTO games.game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at, created_at)
     SELECT s.id, $2, $3, 'grandkid-match', $4, 'CLOSED', jsonb_build_object('title', 'Match ' || i),
            now() - interval '400 days', now() - interval '400 days'
       FROM ${series}`,
    [ids, a.seniorId, a.careTeamId, a.createdBy],
  );
  await queryDb(
    databaseUrl,
    `INSERT INTO games.results (game_instance_id, summary_json, computed_scores_json, completed_at)
     SELECT s.id, jsonb_build_object('totalSteps', 6, 'correctAnswers', i % 7, 'totalTime', (i % 13 + 1) * 60000,
                                     'engagement', 'high'),
            jsonb_build_object('accuracy', (i % 7) / 6.0),
            date_trunc('second', now()) - (i / 3) * interval '1 hour' + (i % 3 / 2) * interval '1 microsecond'
       FROM ${series}`,
    [ids],
  );
}
