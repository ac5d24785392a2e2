import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { GameConfig, GameTemplate, TEMPLATE_SLUGS } from '@carewith/contracts';
import { configEndingOnKnownItem } from '../mastery/end-on-known';
import { MasteryStore } from '../mastery/mastery-store';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { ResultEntity } from '../read-model/result.entity';

type TemplateRow = {
  id: string;
  slug: GameTemplate['slug'];
  title: string;
  category: GameTemplate['category'];
  schema_json: Record<string, unknown>;
  is_active: boolean;
  created_at: Date;
};

// The activities' tables as their use cases read and change them (game_instances, and the templates
// seeded at start-up): every statement of templates, access, building, editing and sending one.
@Injectable()
export class ActivityStore {
  // The known items a new activity ends on are mastery's statement (item_mastery), read over this
  // store's DataSource.
  private readonly mastery: MasteryStore;

  constructor(private readonly dataSource: DataSource) {
    this.mastery = new MasteryStore(dataSource);
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---------- templates ----------

  // Replicas starting together seed the same rows: one at a time (an upsert on the id alone still
  // meets the other's row on the slug's unique index, and a replica stopped on the duplicate key).
  async seedTemplate(template: { slug: string; title: string; category: string; schemaJSON: unknown }) {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['games:templates']);
      await manager.query(
        `INSERT INTO game_templates (id, slug, title, category, schema_json) VALUES ($1, $1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, category = EXCLUDED.category, schema_json = EXCLUDED.schema_json`,
        [template.slug, template.title, template.category, JSON.stringify(template.schemaJSON)],
      );
    });
  }

  // The active templates, in the contracts' order.
  async templates(): Promise<TemplateRow[]> {
    return this.dataSource.query<TemplateRow[]>(
      'SELECT * FROM game_templates WHERE is_active ORDER BY array_position($1::text[], slug)',
      [[...TEMPLATE_SLUGS]],
    );
  }

  // ---------- activities ----------

  async instance(gameId: string): Promise<GameInstanceEntity | null> {
    return this.dataSource.getRepository(GameInstanceEntity).findOneBy({ id: gameId });
  }

  async insert(row: DeepPartial<GameInstanceEntity>): Promise<GameInstanceEntity> {
    const repo = this.dataSource.getRepository(GameInstanceEntity);
    return repo.save(repo.create(row));
  }

  // A new or edited activity's config with its session ending on an item the loved one knows.
  endingOnKnownItem<C extends Pick<GameConfig, 'steps' | 'level'>>(seniorId: string | null | undefined, config: C) {
    return configEndingOnKnownItem(this.mastery, seniorId, config);
  }

  // A draft's config, only while it is still a draft: false when a send claimed it meanwhile.
  async updateDraftConfig(em: EntityManager, gameId: string, configJSON: GameConfig): Promise<boolean> {
    const [rows] = (await em.query(
      `UPDATE game_instances SET config_json = $2 WHERE id = $1 AND status = 'DRAFT' RETURNING id`,
      [gameId, JSON.stringify(configJSON)],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  // The activity's links, newest first.
  async links(gameId: string): Promise<MagicLinkEntity[]> {
    return this.dataSource
      .getRepository(MagicLinkEntity)
      .find({ where: { gameInstanceId: gameId }, order: { createdAt: 'DESC' } });
  }

  async result(gameId: string): Promise<ResultEntity | null> {
    return this.dataSource.getRepository(ResultEntity).findOneBy({ gameInstanceId: gameId });
  }

  // Every answer given, in the order given.
  async stepAnswers(gameId: string) {
    return this.dataSource.query<{ payload_json: { step: number; answer: unknown }; created_at: Date }[]>(
      `SELECT payload_json, created_at FROM game_events WHERE game_instance_id = $1 AND type = 'STEP' ORDER BY created_at`,
      [gameId],
    );
  }

  // ---------- sending ----------

  // Claims the draft atomically (DRAFT -> SENT): of two simultaneous requests, one gets true.
  async claimDraft(gameId: string): Promise<boolean> {
    const [claimed] = (await this.dataSource.query(
      `UPDATE game_instances SET status = 'SENT', sent_at = now() WHERE id = $1 AND status = 'DRAFT' RETURNING id`,
      [gameId],
    )) as [unknown[], number];
    return claimed.length > 0;
  }

  // A claimed draft whose text could not be queued is a draft again.
  async releaseDraft(gameId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE game_instances SET status = 'DRAFT', sent_at = NULL WHERE id = $1 AND status = 'SENT'`,
      [gameId],
    );
  }
}
