import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  GameConfig,
  MasteryItem,
  MasteryItemKind,
  MasteryState,
  SeniorMastery,
  TemplateSlug,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { playedSteps } from '../play/play-steps';
import { itemOfStep } from './mastery';

type Row = {
  item_key: string;
  kind: MasteryItemKind;
  label: string;
  photo: string | null;
  state: MasteryState;
  times_played: number;
  last_played_at: Date | null;
};

// Only activities not completed yet can hold a new item: a completed one's played steps were all
// answered (a completion records the steps the stream lacks), so their items are in item_mastery.
// Reading every config of the loved one made this read grow with their history (issue #25).
export const OPEN_ACTIVITIES_SQL = `SELECT template_id, config_json FROM game_instances
  WHERE senior_id = $1 AND status <> 'CLOSED' ORDER BY created_at`;

// "What Margaret knows": every item the loved one has played, with its state, and the items of
// their activities not played yet as new. Most recently played first, then the new ones by name.
@Injectable()
export class MasteryReadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
  ) {}

  async bySenior(seniorId: string): Promise<SeniorMastery> {
    // The same check as reading results: any member of the loved one's team.
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const [rows, activities] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT item_key, kind, label, photo, state, times_played, last_played_at FROM item_mastery
          WHERE senior_id = $1 ORDER BY last_played_at DESC NULLS LAST, label`,
        [seniorId],
      ),
      this.dataSource.query<{ template_id: TemplateSlug; config_json: GameConfig }[]>(OPEN_ACTIVITIES_SQL, [seniorId]),
    ]);
    const items: MasteryItem[] = rows.map((r) => ({
      key: r.item_key,
      kind: r.kind,
      label: r.label,
      photo: r.photo,
      state: r.state,
      lastPlayedAt: r.last_played_at ? r.last_played_at.toISOString() : null,
      timesPlayed: r.times_played,
    }));
    const seen = new Set(items.map((i) => i.key));
    const fresh: MasteryItem[] = [];
    for (const a of activities)
      for (const step of playedSteps({ templateId: a.template_id, configJSON: a.config_json })) {
        const item = itemOfStep(step);
        if (seen.has(item.key)) continue;
        seen.add(item.key);
        fresh.push({ ...item, state: 'new', lastPlayedAt: null, timesPlayed: 0 });
      }
    fresh.sort((a, b) => a.label.localeCompare(b.label));
    return { items: [...items, ...fresh] };
  }
}
