import type { GameConfig } from '@carewith/contracts';

import type { Queryable } from './queryable';

const MAX_ACTIVITIES = 10_000;
const CONFIG_SQL = `SELECT id, xmin::text AS version, config_json FROM game_instances WHERE id = ANY($1::uuid[])`;

// Activities' configs (their steps, a few kB of JSON each) as this process last read them, per version:
// a row's xmin changes with every update of the row, so an entry whose version still matches is what
// the row holds. The play path and the projection read an activity on every answer; they read its
// version with the row's other columns and its config only when the version is new here.
export class ActivityConfigs {
  private readonly entries = new Map<string, { version: string; config: GameConfig }>();

  constructor(private readonly max = MAX_ACTIVITIES) {}

  // Each activity's config at (at least) the version given, read from the database where this process
  // lacks it. An activity gone from the database is missing from the result.
  async load(db: Queryable, wanted: readonly { id: string; version: string }[]): Promise<Map<string, GameConfig>> {
    const configs = new Map<string, GameConfig>();
    const stale: string[] = [];
    for (const { id, version } of wanted) {
      const entry = this.entries.get(id);
      if (entry?.version === version) {
        configs.set(id, entry.config);
        this.keep(id, version, entry.config); // most recently used now
      } else if (!stale.includes(id)) stale.push(id);
    }
    if (stale.length) {
      const rows = await db.query<{ id: string; version: string; config_json: GameConfig }[]>(CONFIG_SQL, [stale]);
      for (const row of rows) {
        this.keep(row.id, row.version, row.config_json);
        configs.set(row.id, row.config_json);
      }
    }
    return configs;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(id: string, version: string, config: GameConfig) {
    this.entries.delete(id);
    this.entries.set(id, { version, config });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

// One per process: the play path and the projection share what they read.
export const activityConfigs = new ActivityConfigs();
