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
