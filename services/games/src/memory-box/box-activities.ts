import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  BOX_HAS_NOTHING_YET,
  DEFAULT_ACCESSIBILITY,
  DomainError,
  GameConfig,
  GameInstance,
  MasteryState,
  SeniorLanguage,
  TEMPLATE_SLUGS,
  TemplateSlug,
  voiceRefOf,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { pickFromBox } from './box-selection';
import { boxActivitySteps, boxCandidates, BoxContent, ItemProgress } from './box-steps';
import { BoxStore, StoredBox } from './box-store';

// The next activity from the memory box (issue #27): the box, what mastery and review know of its
// items, the loved one's levels and the last activity made from the box, through the pure rules
// (box-selection.ts, box-steps.ts). Nothing is saved here: the "make an activity" request saves it as
// a draft, a scheduled slot as the activity it sends.
export type BoxActivityPlan = { templateId: TemplateSlug; configJSON: GameConfig };

type ProgressRow = {
  item_key: string;
  state: MasteryState;
  review_interval_index: number | null;
  review_due_at: Date | null;
  review_upkeep: boolean | null;
  review_streak: number | null;
};

// The loved one's newest activity made from the box (its first step names a box item), and its song.
const LAST_BOX_ACTIVITY_SQL = `SELECT template_id, config_json->'steps' AS steps, config_json->'song' AS song
   FROM game_instances WHERE senior_id = $1 AND config_json->'steps'->0 ? 'boxItem'
  ORDER BY created_at DESC, id DESC LIMIT 1`;

@Injectable()
export class BoxActivities {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: BoxStore,
    private readonly difficulty: DifficultyService,
  ) {}

  // Null when the box has nothing that can be practised yet (an empty box: today's behaviour).
  async next(seniorId: string, language: SeniorLanguage, now: number): Promise<BoxActivityPlan | null> {
    const stored = await this.store.box(seniorId);
    const box = contentOf(stored);
    const [progress, last] = await Promise.all([this.progress(seniorId), this.last(seniorId)]);
    const candidates = boxCandidates(box, progress);
    if (!candidates.length) return null;
    const templates = TEMPLATE_SLUGS.filter((t) => candidates.some((c) => c.templateId === t));
    const levels = Object.fromEntries(
      await Promise.all(templates.map(async (t) => [t, await this.difficulty.levelFor(seniorId, t)] as const)),
    );
    const pick = pickFromBox(candidates, {
      now,
      levels,
      last: last && { templateId: last.templateId, keys: last.keys },
    });
    if (!pick) return null;
    const activity = boxActivitySteps(box, pick, language);
    const song = nextSong(stored, last?.song ?? null);
    return {
      templateId: activity.templateId,
      configJSON: {
        title: activity.title,
        steps: activity.steps,
        level: activity.level,
        gentle: true,
        language,
        accessibility: { ...DEFAULT_ACCESSIBILITY },
        ...(song ? { song } : {}),
      },
    };
  }

  private async progress(seniorId: string): Promise<Map<string, ItemProgress>> {
    const rows = await this.dataSource.query<ProgressRow[]>(
      `SELECT item_key, state, review_interval_index, review_due_at, review_upkeep, review_streak
         FROM item_mastery WHERE senior_id = $1 AND item_key LIKE 'box:%'`,
      [seniorId],
    );
    return new Map(
      rows.map((r) => [
        r.item_key,
        {
          known: r.state === 'known',
          review: {
            intervalIndex: r.review_interval_index ?? -1,
            dueAt: r.review_due_at ? r.review_due_at.getTime() : null,
            upkeep: r.review_upkeep ?? false,
            streak: r.review_streak ?? 0,
          },
        },
      ]),
    );
  }

  private async last(seniorId: string) {
    const [row] = await this.dataSource.query<
      { template_id: TemplateSlug; steps: { boxItem?: string }[]; song: { voice: string } | null }[]
    >(LAST_BOX_ACTIVITY_SQL, [seniorId]);
    if (!row) return null;
    const keys = row.steps.flatMap((s) => (s.boxItem ? [`box:${s.boxItem}`] : []));
    return { templateId: row.template_id, keys, song: row.song?.voice ?? null };
  }
}

// "Make an activity from the box": the next activity it gives (review first), saved as a draft by
// whoever may make the loved one's activities (ActivitiesService.create decides), in one tap.
@Injectable()
export class BoxActivityMaker {
  constructor(
    private readonly bus: BusClient,
    private readonly next: BoxActivities,
    private readonly activities: ActivitiesService,
  ) {}

  async make(actorId: string, seniorId: string): Promise<GameInstance> {
    const { language } = await this.bus.request('care.seniors.firstName', { seniorId });
    const plan = await this.next.next(seniorId, language, Date.now());
    if (!plan) throw new DomainError('CONFLICT', BOX_HAS_NOTHING_YET);
    const { title, accessibility = { ...DEFAULT_ACCESSIBILITY }, gentle = true, steps, song } = plan.configJSON;
    return this.activities.create(actorId, {
      title,
      templateId: plan.templateId,
      seniorId,
      configJSON: { title, accessibility, gentle, steps, ...(song ? { song } : {}) },
    });
  }
}

// The box as the pure builder takes it: photos newest first (a person's newest photo alone is asked).
export function contentOf(box: StoredBox): BoxContent {
  return {
    people: box.people.map(({ id, name, relation }) => ({ id, name, relation })),
    places: box.places.map(({ id, name }) => ({ id, name })),
    photos: [...box.photos].reverse().map(({ id, personIds, placeId, story }) => ({ id, personIds, placeId, story })),
    recipes: box.recipes.map(({ id, name, steps }) => ({ id, name, steps })),
    shoppingList: box.shoppingList.id ? { id: box.shoppingList.id, items: box.shoppingList.items } : null,
  };
}

// A song with the family's clip to end on: the one after the last activity's, in the box's order.
function nextSong(box: StoredBox, lastVoice: string | null): GameConfig['song'] | null {
  const songs = box.songs.filter((s) => s.clipId);
  if (!songs.length) return null;
  const after = songs.findIndex((s) => voiceRefOf(s.clipId!) === lastVoice) + 1;
  const song = songs[after % songs.length]!;
  return { title: song.title, voice: voiceRefOf(song.clipId!) };
}
