import { Inject, Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { DomainError, NewPlayLink, PlayLink } from '@carewith/contracts';
import { BaseConfig, CONFIG, createLogger, FactBus } from '@carewith/platform';
import { GameAccessService } from '../activities/game-access.service';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { LinkStore } from './link-store';
import { hashPlayToken, newPlayToken } from './play-token';

const DAY_MS = 86_400_000;

// A link that opens, and its activity, as the play path needs them.
export type PlayLinkRef = { id: string; gameInstanceId: string; opened: boolean };
export type PlayInstance = Pick<
  GameInstanceEntity,
  'id' | 'seniorId' | 'careTeamId' | 'templateId' | 'status' | 'startedAt' | 'configJSON'
>;
type Resolved = { link: PlayLinkRef; instance: PlayInstance };
const MAX_RESOLVE_BATCH = 256;
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
    private readonly store: LinkStore,
    private readonly access: GameAccessService,
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly facts: FactBus,
  ) {}

  // A new link; its token is returned this once and never stored.
  async create(actorId: string, gameId: string): Promise<NewPlayLink> {
    await this.access.load(gameId, 'manage');
    return this.issue(actorId, gameId);
  }

  async issue(actorId: string, gameId: string): Promise<NewPlayLink> {
    const token = newPlayToken();
    const link = await this.store.insert({
      gameInstanceId: gameId,
      tokenHash: hashPlayToken(token),
      expiresAt: new Date(Date.now() + this.config.PLAY_LINK_TTL_DAYS * DAY_MS),
      createdBy: actorId,
    });
    this.log.info({ gameId, linkId: link.id }, 'play link created');
    return { link: toPlayLink(link), playUrl: new URL(`/play/${token}`, this.config.PUBLIC_URL).toString() };
  }

  // A caregiver turning a link off is audited; the send flow dropping a spare link is not.
  // A spare link the send flow issued and did not use (no access check: the caller already decided,
  // and a scheduled send has no actor). Not audited.
  async dropUnused(gameId: string, linkId: string): Promise<void> {
    await this.store.dropUnused(gameId, linkId);
  }

  async revoke(gameId: string, linkId: string, options: { audit: boolean } = { audit: true }): Promise<PlayLink> {
    const { instance } = await this.access.load(gameId, 'manage');
    const link = await this.store.link(gameId, linkId);
    if (!link) throw new DomainError('NOT_FOUND', 'Link not found');
    if (link.revokedAt) return toPlayLink(link);
    link.revokedAt = new Date();
    const saved = await this.store.transaction(async (em) => {
      const revoked = await this.store.save(em, link);
      if (options.audit)
        await this.facts.record(em, 'games.play-link-revoked', {
          linkId: link.id,
          gameInstanceId: gameId,
          careTeamId: instance.careTeamId,
        });
      return revoked;
    });
    return toPlayLink(saved);
  }

  // The loved one's capability: unknown, expired or revoked tokens all read "Activity Not Found".
  // Checked against the database on every play request, never cached (a revocation counts at once on
  // every replica). One resolution is in flight at a time and the requests that come meanwhile go
  // together in the next, so under load one statement serves many requests (as appends do).
  async resolve(token: string): Promise<Resolved> {
    const resolved = await this.resolver.load(hashPlayToken(token));
    if (!resolved) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND);
    return resolved;
  }

  // Batches in flight: more than one when DataLoader split the requests of one turn at its size limit.
  private resolving = 0;
  // Batches waiting for those in flight (DataLoader starts another when one reaches its size limit).
  private readonly waiting: (() => void)[] = [];
  private readonly resolver = new DataLoader<string, Resolved | undefined>((hashes) => this.resolveMany(hashes), {
    cache: false,
    maxBatchSize: MAX_RESOLVE_BATCH,
    // A batch leaves after the I/O callbacks of this turn (every request a NATS read brought), or, while
    // others are in flight, when they are all answered.
    batchScheduleFn: (dispatch) => {
      if (this.resolving > 0) this.waiting.push(dispatch);
      else setImmediate(dispatch);
    },
  });

  private async resolveMany(hashes: readonly string[]): Promise<(Resolved | undefined)[]> {
    this.resolving++;
    try {
      const rows = await this.store.resolve(hashes);
      const opening = rows.filter((row) => row.open);
      const configs = await this.store.configs(opening);
      const byHash = new Map<string, Resolved>();
      for (const row of opening) {
        const configJSON = configs.get(row.id);
        // The activity was deleted between the two reads: as if the link had not been found.
        if (!configJSON) continue;
        byHash.set(row.token_hash, {
          link: { id: row.link_id, gameInstanceId: row.id, opened: row.opened },
          instance: {
            id: row.id,
            seniorId: row.senior_id,
            careTeamId: row.care_team_id,
            templateId: row.template_id,
            status: row.status,
            startedAt: row.started_at,
            configJSON,
          },
        });
      }
      return hashes.map((hash) => byHash.get(hash));
    } finally {
      // The last one in flight lets the next waiting batch go (which lets the one after it go, ...).
      if (--this.resolving === 0) {
        const next = this.waiting.shift();
        if (next) setImmediate(next);
      }
    }
  }

  async markOpened(link: PlayLinkRef) {
    if (link.opened) return;
    await this.store.markOpened(link.id);
  }
}
