import { DataSource } from 'typeorm';
import { FirstTry, GameEvent, GameStatus, ResultSummary } from '@carewith/contracts';
import { EventStore, ProjectionDefinition, Projector, ProjectorOptions, RecordedEvent } from '@carewith/platform';
import { AnsweredInstance, applyMasterySteps, MasteryStep } from '../mastery/mastery.projection';
import { recordCompletedItems } from '../review/completed-items';
import { playDuration } from '../play/play-duration';
import { activityConfigs } from '../read-model/activity-configs';
import type { Queryable } from '../read-model/queryable';
import { toGameEvent } from '../play/upcast';

export const PROJECTION_NAME = 'play-v1';
// At most one projection transaction this often (the read model lags at most about this
// much, plus a batch's own time, behind under load, in fewer, larger transactions; an idle projector is
// woken at once). 20 ms cost about 6 % of the play path's throughput against 40; 50 put the lag's p99
// at the 100 ms target.
const PROJECT_EVERY_MS = 40;

// A completion recorded before cues existed: every right answer was a first try, with no cue.
export const derivedFirstTry = (summary: ResultSummary): FirstTry => ({
  firstTryAnswers: summary.correctAnswers,
  helpedAnswers: 0,
  totalSteps: summary.totalSteps,
  firstTryAccuracy: summary.totalSteps ? summary.correctAnswers / summary.totalSteps : 0,
  meanCueLevel: 0,
});

type AnsweredRow = AnsweredInstance & { id: string };
type CompleteEvent = Extract<GameEvent, { type: 'COMPLETE' }>;

// Applies a run of play events (in stream order) to the read tables. Idempotent: an event already
// recorded changes nothing. A handful of statements per batch rather than several per event: the
// activities are read once, the events recorded in one insert, the first sign of play moves each
// activity to In Progress in one update, every answer's mastery is read and written once, and only a
// completion (one per activity) has statements of its own. The read tables end exactly as applying
// the events one by one would leave them.
export async function applyPlayEvents(
  em: Queryable,
  batch: readonly (readonly [RecordedEvent, GameEvent])[],
): Promise<void> {
  if (!batch.length) return;
  const instanceIds = [...new Set(batch.map(([, event]) => event.data.gameInstanceId))].sort();
  // An erased activity's late event is dropped (the share lock makes an erasure in flight wait for this
  // batch). The rows read here are also what the answers' mastery needs.
  const rows = await em.query<(Omit<AnsweredRow, 'config_json'> & { version: string; status: GameStatus })[]>(
    `SELECT id, senior_id, care_team_id, template_id, status, xmin::text AS version FROM game_instances
      WHERE id = ANY($1::uuid[]) ORDER BY id FOR KEY SHARE`,
    [instanceIds],
  );
  // Activities that a first answer moves to In Progress (most of a batch's are there already).
  const notStarted = new Set(
    rows.filter((r) => r.status === 'DRAFT' || r.status === 'SENT').map((r) => r.id.toLowerCase()),
  );
  // Their configs (the steps mastery needs) by version: read again only when the row changed.
  const configs = await activityConfigs.load(em, rows);
  const instances = new Map(
    rows.flatMap(({ version: _version, status: _status, ...row }) => {
      const config_json = configs.get(row.id);
      return config_json ? [[row.id.toLowerCase(), { ...row, config_json }] as const] : [];
    }),
  );
  const known = batch.filter(([, event]) => instances.has(event.data.gameInstanceId.toLowerCase()));
  if (!known.length) return;
  const inserted = await em.query<{ id: string }[]>(
    `INSERT INTO game_events (id, game_instance_id, type, payload_json, created_at)
     SELECT id, game_instance_id, type, payload_json, created_at
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id uuid, game_instance_id uuid, type text, payload_json jsonb, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        known.map(([recorded, event]) => ({
          id: recorded.id,
          game_instance_id: event.data.gameInstanceId,
          type: event.type,
          payload_json: event.data,
          created_at: new Date(event.data.at),
        })),
      ),
    ],
  );
  const recordedNow = new Set(inserted.map((row) => row.id.toLowerCase()));
  // Each activity's first START or STEP of the batch (before any completion of it) moves it to In Progress.
  const firstPlay = new Map<string, Date>();
  const completed = new Set<string>();
  const answers: MasteryStep[] = [];
  const completions: CompleteEvent[] = [];
  for (const [recorded, event] of known) {
    if (!recordedNow.has(recorded.id.toLowerCase())) continue;
    const instanceId = event.data.gameInstanceId.toLowerCase();
    switch (event.type) {
      case 'START':
      case 'STEP':
        if (!completed.has(instanceId) && !firstPlay.has(instanceId) && notStarted.has(instanceId))
          firstPlay.set(instanceId, new Date(event.data.at));
        answers.push({ event, instance: instances.get(instanceId)! });
        break;
      case 'COMPLETE':
        completed.add(instanceId);
        completions.push(event);
        break;
      // A SONG is recorded in game_events, where the results read it ("played the song").
      case 'ABANDON':
      case 'SONG':
        break;
      default: {
        const unknownEvent: never = event;
        return unknownEvent;
      }
    }
  }
  if (firstPlay.size)
    await em.query(
      `UPDATE game_instances g SET status = 'ACTIVE', started_at = coalesce(g.started_at, x.at)
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, at timestamptz)
        WHERE g.id = x.id AND g.status IN ('DRAFT', 'SENT')`,
      [JSON.stringify([...firstPlay].map(([id, at]) => ({ id, at })))],
    );
  await applyMasterySteps(em, answers);
  for (const event of completions) await applyCompletion(em, event);
  // Which completed activity the Review finds each item in (review/completed-items.ts).
  await recordCompletedItems(
    em,
    completions.flatMap((e) => instances.get(e.data.gameInstanceId.toLowerCase()) ?? []),
  );
}

// A completion, recorded for the first time: its result from the answers recorded before it, and the
// activity closed.
async function applyCompletion(em: Queryable, event: CompleteEvent): Promise<void> {
  const at = new Date(event.data.at);
  const recorded = await em.query<
    { type: 'START' | 'STEP'; payload_json: { step: number; answer: unknown; at: number; clientAt?: number } }[]
  >(
    `SELECT type, payload_json FROM game_events
      WHERE game_instance_id = $1 AND type IN ('START', 'STEP') ORDER BY created_at, id`,
    [event.data.gameInstanceId],
  );
  const answers = recorded.filter((r) => r.type === 'STEP');
  // The duration is derived from the answers' own moments, so replaying a stream whose COMPLETE
  // counted time offline as play (recorded before the fix) still gives the time actually played.
  const started = recorded.find((r) => r.type === 'START')?.payload_json ?? null;
  const summary = {
    ...event.data.summary,
    totalTime: playDuration(
      started,
      answers.map((a) => a.payload_json),
      event.data.at,
    ),
  };
  await em.query(
    `INSERT INTO results (game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_instance_id) DO NOTHING`,
    [
      event.data.gameInstanceId,
      JSON.stringify(summary),
      JSON.stringify(
        answers.map((a) => ({
          step: a.payload_json.step,
          answer: a.payload_json.answer,
          timestamp: a.payload_json.at,
        })),
      ),
      JSON.stringify({ accuracy: event.data.accuracy }),
      at,
      JSON.stringify(event.data.firstTry ?? derivedFirstTry(event.data.summary)),
    ],
  );
  await em.query(`UPDATE game_instances SET status = 'CLOSED', started_at = coalesce(started_at, $2) WHERE id = $1`, [
    event.data.gameInstanceId,
    at,
  ]);
}

// The play projection: the read tables (game_events, results, the activities' status), mastery and
// spaced review, and the completed items, from the game- streams. The runner (leadership, fencing,
// checkpoint, backoff, rebuild) is the platform's Projector.
export const PLAY_PROJECTION: ProjectionDefinition<GameEvent> = {
  name: PROJECTION_NAME,
  label: 'play projection',
  streamPrefix: 'game-',
  minIntervalMs: PROJECT_EVERY_MS,
  upcast: toGameEvent,
  apply: applyPlayEvents,
  // Rebuild from zero: what the projection wrote cleared, every activity back to before its play.
  clear: async (em) => {
    await em.query('DELETE FROM results');
    await em.query('DELETE FROM game_events');
    await em.query('DELETE FROM item_mastery');
    await em.query('DELETE FROM completed_items');
    await em.query(
      `UPDATE game_instances SET status = CASE WHEN sent_at IS NULL THEN 'DRAFT' ELSE 'SENT' END, started_at = NULL`,
    );
  },
};

export class PlayProjector extends Projector<GameEvent> {
  constructor(dataSource: DataSource, store: EventStore, databaseUrl: string, options?: ProjectorOptions) {
    super(dataSource, store, databaseUrl, PLAY_PROJECTION, options);
  }
}
