import { GameConfig, stepsFor, TemplateSlug } from '@carewith/contracts';
import { itemOfStep } from '../mastery/mastery';
import type { Queryable } from '../read-model/queryable';

// completed_items: for each item a loved one's completed activities have authored (played or not),
// the newest of those activities (created_at, then id, as the Review reads them). The Review reads
// the configs of these activities and of the ones not completed yet, never every config of the loved
// one. Written when an activity is completed, in the projection's transaction; the rows
// go with the activities (ON DELETE CASCADE: activities are only ever deleted all of a loved one's
// or a team's at once) and with a rebuild.

export type CompletedActivity = {
  id: string;
  senior_id: string | null;
  template_id: TemplateSlug;
  config_json: GameConfig;
};

export const authoredItemKeys = (templateId: TemplateSlug, config: GameConfig) => [
  ...new Set(stepsFor(templateId, config.steps, config.language).map((s) => itemOfStep(s).key)),
];

// Each of the activities' items now points at the newest completed activity that has it.
export async function recordCompletedItems(db: Queryable, activities: CompletedActivity[]): Promise<void> {
  const rows = activities.flatMap((a) =>
    a.senior_id ? authoredItemKeys(a.template_id, a.config_json).map((key) => ({ id: a.id, key })) : [],
  );
  if (!rows.length) return;
  await db.query(
    `INSERT INTO completed_items (senior_id, item_key, game_id, created_at)
     SELECT DISTINCT ON (g.senior_id, x.key) g.senior_id, x.key, g.id, g.created_at
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, key text) JOIN game_instances g ON g.id = x.id
      ORDER BY g.senior_id, x.key, g.created_at DESC, g.id
     ON CONFLICT (senior_id, item_key) DO UPDATE SET game_id = EXCLUDED.game_id, created_at = EXCLUDED.created_at
      WHERE completed_items.created_at < EXCLUDED.created_at
         OR (completed_items.created_at = EXCLUDED.created_at AND completed_items.game_id > EXCLUDED.game_id)`,
    [JSON.stringify(rows)],
  );
}
