import { Injectable } from '@nestjs/common';
import {
  BOX_HAS_NOTHING_YET,
  CreateGameRequest,
  DEFAULT_ACCESSIBILITY,
  DifficultyLevel,
  DomainError,
  GameConfig,
  GameInstance,
  SeniorLanguage,
  TEMPLATE_SLUGS,
  TemplateSlug,
  voiceRefOf,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { ActivitiesService } from '../activities/activities.service';
import { DifficultyService } from '../difficulty/difficulty.service';
import { BoxCandidate, pickFromBox } from './box-selection';
import { boxActivitySteps, boxCandidates, BoxContent, ItemProgress } from './box-steps';
import { reviewStateOf } from '../review/review.projection';
import { BoxStore, StoredBox } from './box-store';

// The next activity from the memory box: the box, what mastery and review know of its
// items, the loved one's levels and the last activity made from the box, through the pure rules
// (box-selection.ts, box-steps.ts). Nothing is saved here: the "make an activity" request saves it as
// a draft, a scheduled slot as the activity it sends.
// items: the picked items' labels, in the steps' order (Coming up shows them).
export type BoxActivityPlan = { templateId: TemplateSlug; configJSON: GameConfig; items: string[] };

// The last activity made from the box, as the next pick avoids it: its template, item keys and song.
type LastBoxActivity = { templateId: TemplateSlug; keys: string[]; song: GameConfig['song'] | null };

// The box's next activities, from one read of the box, its items' progress, the levels and the last
// activity made from it. Each activity built becomes the "last" of the next one, so Coming up can
// preview several slots in a row, each a different set from the one before (the items' review states
// stay as they are now: the loved one has not played the earlier ones yet).
export class BoxActivityBuilder {
  constructor(
    private readonly box: StoredBox,
    private readonly content: BoxContent,
    private readonly candidates: BoxCandidate[],
    private readonly levels: Partial<Record<TemplateSlug, DifficultyLevel>>,
    private readonly language: SeniorLanguage,
    private last: LastBoxActivity | null,
  ) {}

  // Templates this builder has given so far: a preview of several slots counts them as played.
  private readonly introduced: TemplateSlug[] = [];
  // Items this builder has given so far: a preview brings each new item in at its turn (decision 252).
  private readonly given: string[] = [];

  // The activity the box gives at `now`, or null when it has nothing to practise (an empty box).
  // advance: false previews it without making it the last (a slot that will not send it).
  at(now: number, advance = true): BoxActivityPlan | null {
    const pick = pickFromBox(this.candidates, {
      now,
      levels: this.levels,
      last: this.last,
      introduced: this.introduced,
      given: this.given,
    });
    if (!pick) return null;
    const activity = boxActivitySteps(this.content, pick, this.language);
    const song = nextSong(this.box, this.last?.song ?? null);
    if (advance) {
      this.introduced.push(pick.templateId);
      this.given.push(...pick.items.map((i) => i.key));
      this.last = { templateId: pick.templateId, keys: pick.items.map((i) => i.key), song };
    }
    return {
      templateId: activity.templateId,
      items: pick.items.map((i) => i.label),
      configJSON: {
        title: activity.title,
        steps: activity.steps,
        level: activity.level,
        gentle: true,
        language: this.language,
        accessibility: { ...DEFAULT_ACCESSIBILITY },
        ...(song ? { song } : {}),
      },
    };
  }
}

@Injectable()
export class BoxActivities {
  constructor(
    private readonly store: BoxStore,
    private readonly difficulty: DifficultyService,
  ) {}

  // Null when the box has nothing that can be practised yet (an empty box: today's behaviour).
  async next(seniorId: string, language: SeniorLanguage, now: number): Promise<BoxActivityPlan | null> {
    return (await this.builder(seniorId, language)).at(now);
  }

  async builder(seniorId: string, language: SeniorLanguage): Promise<BoxActivityBuilder> {
    const [stored, progress, last] = await Promise.all([
      this.store.box(seniorId),
      this.progress(seniorId),
      this.last(seniorId),
    ]);
    const content = contentOf(stored);
    const candidates = boxCandidates(content, progress);
    const templates = TEMPLATE_SLUGS.filter((t) => candidates.some((c) => c.templateId === t));
    const levels = await this.difficulty.levelsFor(seniorId, templates);
    return new BoxActivityBuilder(stored, content, candidates, levels, language, last);
  }

  private async progress(seniorId: string): Promise<Map<string, ItemProgress>> {
    const rows = await this.store.itemProgress(seniorId);
    return new Map(rows.map((r) => [r.item_key, { known: r.state === 'known', review: reviewStateOf(r) }]));
  }

  private async last(seniorId: string): Promise<LastBoxActivity | null> {
    const row = await this.store.lastBoxActivity(seniorId);
    if (!row) return null;
    const keys = row.steps.flatMap((s) => (s.boxItem ? [`box:${s.boxItem}`] : []));
    return { templateId: row.template_id, keys, song: row.song ?? null };
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
    return this.activities.create(actorId, draftRequestOf(plan, seniorId));
  }
}

// A built activity (from the box, or the Review) as the usual creation takes it, to save it as a
// draft of the loved one that the usual form edits.
export function draftRequestOf(
  plan: { templateId: TemplateSlug; configJSON: GameConfig },
  seniorId: string,
): CreateGameRequest {
  const { title, accessibility = { ...DEFAULT_ACCESSIBILITY }, gentle = true, steps, song } = plan.configJSON;
  return {
    title,
    templateId: plan.templateId,
    seniorId,
    configJSON: { title, accessibility, gentle, steps, ...(song ? { song } : {}) },
  };
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

// A song to end on, one the loved one can hear: the family's clip of it, else their link to where they
// listen to it, opened on a tap with its title and artist (decision 254); a title alone gives nothing to
// hear. The one after the last activity's, in the box's order.
function nextSong(box: StoredBox, last: GameConfig['song'] | null): GameConfig['song'] | null {
  const songs = box.songs.filter((s) => s.clipId || s.link).map(songOf);
  if (!songs.length) return null;
  const after = last ? songs.findIndex((s) => sameSong(s, last)) + 1 : 0;
  return songs[after % songs.length]!;
}

const songOf = (song: StoredBox['songs'][number]): NonNullable<GameConfig['song']> => ({
  title: song.title,
  ...(song.clipId ? { voice: voiceRefOf(song.clipId) } : {}),
  ...(song.artist ? { artist: song.artist } : {}),
  ...(song.link ? { link: song.link } : {}),
});
const sameSong = (a: NonNullable<GameConfig['song']>, b: NonNullable<GameConfig['song']>) =>
  a.voice || b.voice ? a.voice === b.voice : a.title === b.title && a.artist === b.artist && a.link === b.link;
