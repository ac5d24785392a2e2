import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GameConfig } from '@carewith/contracts';
import { activityConfigs } from '../read-model/activity-configs';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';

// Links and their activities, for a batch of token hashes: what the play path uses, and whether the
// link still opens (not revoked, not expired: the database's clock decides, as for every replica). The
// activity's config (its steps) is left out: it comes from activityConfigs, by the row's version.
const RESOLVE_SQL = `
  SELECT l.id AS link_id, l.token_hash, l.first_opened_at IS NOT NULL AS opened,
         l.revoked_at IS NULL AND l.expires_at > now() AS open,
         i.id, i.senior_id, i.care_team_id, i.template_id, i.status, i.started_at, i.xmin::text AS version
    FROM magic_links l JOIN game_instances i ON i.id = l.game_instance_id
   WHERE l.token_hash = ANY($1::text[])`;
export type ResolvedRow = {
  link_id: string;
  token_hash: string;
  opened: boolean;
  open: boolean;
  id: string;
  senior_id: string | null;
  care_team_id: string;
  template_id: GameInstanceEntity['templateId'];
  status: GameInstanceEntity['status'];
  started_at: Date | null;
  version: string;
};

// The play links' table (magic_links): every statement of issuing, revoking and resolving a link.
@Injectable()
export class LinkStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(row: { gameInstanceId: string; tokenHash: string; expiresAt: Date; createdBy: string }) {
    const repo = this.dataSource.getRepository(MagicLinkEntity);
    return repo.save(repo.create(row));
  }

  async link(gameId: string, linkId: string): Promise<MagicLinkEntity | null> {
    return this.dataSource.getRepository(MagicLinkEntity).findOneBy({ id: linkId, gameInstanceId: gameId });
  }

  async save(em: EntityManager, link: MagicLinkEntity): Promise<MagicLinkEntity> {
    return em.getRepository(MagicLinkEntity).save(link);
  }

  // A spare link turned off (the activity's own, still open).
  async dropUnused(gameId: string, linkId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE magic_links SET revoked_at = now() WHERE id = $1 AND game_instance_id = $2 AND revoked_at IS NULL',
      [linkId, gameId],
    );
  }

  // The links of these token hashes (each once) with their activities.
  async resolve(hashes: readonly string[]): Promise<ResolvedRow[]> {
    return this.dataSource.query<ResolvedRow[]>(RESOLVE_SQL, [[...new Set(hashes)]]);
  }

  // The activities' configs at the versions read (from this process's cache where it has them).
  configs(rows: readonly { id: string; version: string }[]): Promise<Map<string, GameConfig>> {
    return activityConfigs.load(this.dataSource, rows);
  }

  async markOpened(linkId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE magic_links SET first_opened_at = now() WHERE id = $1 AND first_opened_at IS NULL',
      [linkId],
    );
  }
}
