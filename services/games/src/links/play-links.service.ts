import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, NewPlayLink, PlayLink } from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { hashPlayToken, newPlayToken } from './play-token';

const DAY_MS = 86_400_000;
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
  async resolve(token: string): Promise<{ link: MagicLinkEntity; instance: GameInstanceEntity }> {
    const link = await this.dataSource.getRepository(MagicLinkEntity).findOneBy({ tokenHash: hashPlayToken(token) });
    if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now())
      throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND);
    const instance = await this.dataSource.getRepository(GameInstanceEntity).findOneBy({ id: link.gameInstanceId });
    if (!instance) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND);
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
