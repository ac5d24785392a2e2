import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, NewPlayLink, PlayLink } from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { hashPlayToken, newPlayToken } from './play-token';

const DAY_MS = 86_400_000;

const RESOLVE_SQL = `
  SELECT l.id AS l_id, l.token_hash AS l_token_hash, l.expires_at AS l_expires_at,
         l.first_opened_at AS l_first_opened_at, l.revoked_at AS l_revoked_at, l.created_by AS l_created_by,
         l.created_at AS l_created_at, i.id, i.senior_id, i.care_team_id, i.template_id, i.created_by, i.status,
         i.config_json, i.sent_at, i.started_at, i.created_at
    FROM magic_links l JOIN game_instances i ON i.id = l.game_instance_id
   WHERE l.token_hash = $1`;
type ResolvedRow = {
  l_id: string;
  l_token_hash: string;
  l_expires_at: Date;
  l_first_opened_at: Date | null;
  l_revoked_at: Date | null;
  l_created_by: string;
  l_created_at: Date;
  id: string;
  senior_id: string | null;
  care_team_id: string;
  template_id: GameInstanceEntity['templateId'];
  created_by: string;
  status: GameInstanceEntity['status'];
  config_json: GameInstanceEntity['configJSON'];
  sent_at: Date | null;
  started_at: Date | null;
  created_at: Date;
};
export const ACTIVITY_NOT_FOUND = 'Activity Not Found';

export const toPlayLink = (l: MagicLinkEntity): PlayLink => ({
  id: l.id,
  createdAt: l.createdAt.toISOString(),
  expiresAt: l.expiresAt.toISOString(),
  firstOpenedAt: l.firstOpenedAt ? l.firstOpenedAt.toISOString() : null,
  revokedAt: l.revokedAt ? l.revokedAt.toISOString() : null,
});

@Injectable()
export class PlayLinksService {
  private readonly log = createLogger(PlayLinksService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: GameAccessService,
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly bus: BusClient,
  ) {}

  // A new link; its token is returned this once and never stored.
  async create(actorId: string, gameId: string): Promise<NewPlayLink> {
    await this.access.load(gameId, 'manage');
    return this.issue(actorId, gameId);
  }

  async issue(actorId: string, gameId: string): Promise<NewPlayLink> {
    const token = newPlayToken();
    const repo = this.dataSource.getRepository(MagicLinkEntity);
    const link = await repo.save(
      repo.create({
        gameInstanceId: gameId,
        tokenHash: hashPlayToken(token),
        expiresAt: new Date(Date.now() + this.config.PLAY_LINK_TTL_DAYS * DAY_MS),
        createdBy: actorId,
      }),
    );
    this.log.info({ gameId, linkId: link.id }, 'play link created');
    return { link: toPlayLink(link), playUrl: new URL(`/play/${token}`, this.config.PUBLIC_URL).toString() };
  }

  // A caregiver turning a link off is audited; the send flow dropping a spare link is not.
  // A spare link the send flow issued and did not use (no access check: the caller already decided,
  // and a scheduled send has no actor). Not audited.
  async dropUnused(gameId: string, linkId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE magic_links SET revoked_at = now() WHERE id = $1 AND game_instance_id = $2 AND revoked_at IS NULL',
      [linkId, gameId],
    );
  }

  async revoke(gameId: string, linkId: string, options: { audit: boolean } = { audit: true }): Promise<PlayLink> {
    const { instance } = await this.access.load(gameId, 'manage');
    const repo = this.dataSource.getRepository(MagicLinkEntity);
    const link = await repo.findOneBy({ id: linkId, gameInstanceId: gameId });
    if (!link) throw new DomainError('NOT_FOUND', 'Link not found');
    if (link.revokedAt) return toPlayLink(link);
    link.revokedAt = new Date();
    const saved = await repo.save(link);
    if (options.audit) {
      await this.bus.request('care.audit.record', {
        action: 'link.revoked',
        careTeamId: instance.careTeamId,
        targetType: 'play_link',
        targetId: link.id,
        meta: { activityId: gameId },
      });
    }
    return toPlayLink(saved);
  }

  // The loved one's capability: unknown, expired or revoked tokens all read "Activity Not Found".
  // On every play request: one round trip, link and activity together, checked fresh each time (a
  // revocation takes effect at once on every replica).
  async resolve(token: string): Promise<{ link: MagicLinkEntity; instance: GameInstanceEntity }> {
    const [row] = await this.dataSource.query<ResolvedRow[]>(RESOLVE_SQL, [hashPlayToken(token)]);
    if (!row || row.l_revoked_at || row.l_expires_at.getTime() <= Date.now())
      throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND);
    const link = Object.assign(new MagicLinkEntity(), {
      id: row.l_id,
      gameInstanceId: row.id,
      tokenHash: row.l_token_hash,
      expiresAt: row.l_expires_at,
      firstOpenedAt: row.l_first_opened_at,
      revokedAt: row.l_revoked_at,
      createdBy: row.l_created_by,
      createdAt: row.l_created_at,
    });
    const instance = Object.assign(new GameInstanceEntity(), {
      id: row.id,
      seniorId: row.senior_id,
      careTeamId: row.care_team_id,
      templateId: row.template_id,
      createdBy: row.created_by,
      status: row.status,
      configJSON: row.config_json,
      sentAt: row.sent_at,
      startedAt: row.started_at,
      createdAt: row.created_at,
    });
    return { link, instance };
  }

  async markOpened(link: MagicLinkEntity) {
    if (link.firstOpenedAt) return;
    await this.dataSource.query(
      'UPDATE magic_links SET first_opened_at = now() WHERE id = $1 AND first_opened_at IS NULL',
      [link.id],
    );
  }
}
