import { Injectable } from '@nestjs/common';
import type { MasteryItem, SeniorMastery } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { playedSteps } from '../play/play-steps';
import { itemOfStep } from './mastery';
import { MasteryStore } from './mastery-store';

// "What Margaret knows": every item the loved one has played, with its state, and the items of
// their activities not played yet as new. Most recently played first, then the new ones by name.
@Injectable()
export class MasteryReadService {
  constructor(
    private readonly store: MasteryStore,
    private readonly bus: BusClient,
  ) {}

  async bySenior(seniorId: string): Promise<SeniorMastery> {
    // The same check as reading results: any member of the loved one's team.
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    const [rows, activities] = await Promise.all([this.store.items(seniorId), this.store.openActivities(seniorId)]);
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
