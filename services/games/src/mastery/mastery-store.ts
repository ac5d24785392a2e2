import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GameConfig, MasteryItemKind, MasteryState, TemplateSlug } from '@carewith/contracts';

export type MasteryRow = {
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
// Reading every config of the loved one made this read grow with their history.
export const OPEN_ACTIVITIES_SQL = `SELECT template_id, config_json FROM game_instances
  WHERE senior_id = $1 AND status <> 'CLOSED' ORDER BY created_at`;

// "What Margaret knows" as read from item_mastery and the activities not completed yet: the
// statements of the mastery read (the mastery projection writes the rows).
@Injectable()
export class MasteryStore {
  constructor(private readonly dataSource: DataSource) {}

  // Every item the loved one has played, the most recently played first, then by label.
  async items(seniorId: string): Promise<MasteryRow[]> {
    return this.dataSource.query<MasteryRow[]>(
      `SELECT item_key, kind, label, photo, state, times_played, last_played_at FROM item_mastery
        WHERE senior_id = $1 ORDER BY last_played_at DESC NULLS LAST, label`,
      [seniorId],
    );
  }

  // The keys of the items the loved one knows (item_mastery's state 'known').
  async knownItems(seniorId: string): Promise<Set<string>> {
    const rows = await this.dataSource.query<{ item_key: string }[]>(
      `SELECT item_key FROM item_mastery WHERE senior_id = $1 AND state = 'known'`,
      [seniorId],
    );
    return new Set(rows.map((r) => r.item_key));
  }

  // The loved one's activities not completed yet, oldest first.
  async openActivities(seniorId: string): Promise<{ template_id: TemplateSlug; config_json: GameConfig }[]> {
    return this.dataSource.query<{ template_id: TemplateSlug; config_json: GameConfig }[]>(OPEN_ACTIVITIES_SQL, [
      seniorId,
    ]);
  }
}
