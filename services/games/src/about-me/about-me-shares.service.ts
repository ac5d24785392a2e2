import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import {
  CreateShareRequest,
  createShareRequestSchema,
  DomainError,
  NewShare,
  Share,
  SHARE_GONE,
  SHARE_PIN_NEEDED,
  SHARE_PIN_WRONG,
  SharedAboutMe,
  Shares,
} from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger, FactBus } from '@carewith/platform';
import { hashPlayToken, newPlayToken } from '../links/play-token';
import { memberFirstNames } from '../people/member-names';
import { AboutMeService } from './about-me.service';
import { AboutMeStore, ShareRow } from './about-me-store';
import { shareView } from './share-view';

const scryptAsync = promisify(scrypt) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>;
// Wrong PINs a link takes in WRONG_PIN_MINUTES before it waits (the gateway also limits each address).
export const WRONG_PINS_ALLOWED = 10;
export const WRONG_PIN_MINUTES = 15;
// How long after an open its reader may fetch the page's photos.
export const OPEN_PHOTOS_HOURS = 12;

const GONE = () => new DomainError('GONE', SHARE_GONE);
const pinError = (code: 'UNAUTHENTICATED' | 'FORBIDDEN', message: string) =>
  new DomainError(code, message, [{ field: 'pin', message }]);

async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(pin, salt, 32)).toString('hex')}`;
}
async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  const given = await scryptAsync(pin, Buffer.from(salt!, 'hex'), 32);
  return timingSafeEqual(given, Buffer.from(hash!, 'hex'));
}

// Sharing "About me" with a care home or a hospital: a link that expires (30 days unless the family
// says otherwise), an optional PIN, a log of opens, and "Revoke", which counts at once. The link's token
// and PIN are kept only as hashes; an unknown, expired or revoked link all read SHARE_GONE.
@Injectable()
export class AboutMeSharesService {
  private readonly log = createLogger(AboutMeSharesService.name);

  constructor(
    private readonly store: AboutMeStore,
    private readonly bus: BusClient,
    private readonly aboutMe: AboutMeService,
    private readonly facts: FactBus,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async list(seniorId: string): Promise<Shares> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    return { shares: await this.views(await this.store.shares(seniorId)) };
  }

  async create(actorId: string, seniorId: string, request: CreateShareRequest): Promise<NewShare> {
    const access = await this.owner(seniorId);
    const share = createShareRequestSchema.parse(request);
    if (share.consent.date > new Date().toISOString().slice(0, 10))
      throw new DomainError('VALIDATION', 'The day they agreed cannot be in the future', [
        { field: 'consent.date', message: 'The day they agreed cannot be in the future' },
      ]);
    const token = newPlayToken();
    const id = randomUUID();
    const pinHash = share.pin ? await hashPin(share.pin) : null;
    const row = await this.store.transaction(async (em) => {
      await this.store.insertShare(em, {
        id,
        seniorId,
        careTeamId: access.careTeamId,
        tokenHash: hashPlayToken(token),
        pinHash,
        recipient: share.recipient,
        basis: share.consent.basis,
        by: share.consent.by,
        consulted: share.consent.basis === 'best-interests' ? (share.consent.consulted?.trim() ?? null) : null,
        date: share.consent.date,
        language: share.language,
        createdBy: actorId,
        days: share.days,
      });
      const stored = (await this.store.share(seniorId, id, em))!;
      await this.facts.record(em, 'games.about-me-shared', {
        shareId: id,
        seniorId,
        careTeamId: access.careTeamId,
        basis: share.consent.basis,
        expiresAt: stored.expires_at.toISOString(),
      });
      return stored;
    });
    this.log.info({ seniorId, shareId: id }, 'about me shared');
    const [view] = await this.views([row]);
    return { share: view!, url: new URL(`/shared/about-me/${token}`, this.config.PUBLIC_URL).toString() };
  }

  async revoke(seniorId: string, shareId: string): Promise<Share> {
    const access = await this.owner(seniorId);
    const row = await this.store.transaction(async (em) => {
      const share = await this.store.share(seniorId, shareId, em);
      if (!share) throw new DomainError('NOT_FOUND', 'This share could not be found.');
      if (await this.store.revoke(em, shareId))
        await this.facts.record(em, 'games.about-me-share-revoked', {
          shareId,
          seniorId,
          careTeamId: access.careTeamId,
        });
      return (await this.store.share(seniorId, shareId, em))!;
    });
    const [view] = await this.views([row]);
    return view!;
  }

  // The reader of a link: the page without what the family switched off, once the PIN (if any) is right.
  async open(token: string, pin: string | undefined): Promise<SharedAboutMe> {
    const share = await this.store.shareByToken(hashPlayToken(token));
    if (!share?.active) throw GONE();
    if (share.pin_hash) {
      if (!pin) throw pinError('UNAUTHENTICATED', SHARE_PIN_NEEDED);
      // Counted before it is checked: wrong PINs sent at once cannot all be tried before one is counted.
      if (!(await this.store.pinTry(share.id, WRONG_PIN_MINUTES, WRONG_PINS_ALLOWED)))
        throw new DomainError(
          'RATE_LIMITED',
          `Too many tries. Please wait ${WRONG_PIN_MINUTES} minutes and try again.`,
        );
      if (!(await pinMatches(pin, share.pin_hash))) throw pinError('FORBIDDEN', SHARE_PIN_WRONG);
    }
    const openId = randomUUID();
    await this.store.transaction(async (em) => {
      await this.store.recordOpen(em, share.id, openId);
      await this.facts.record(em, 'games.about-me-opened', {
        shareId: share.id,
        seniorId: share.senior_id,
        careTeamId: share.care_team_id,
      });
    });
    const page = await this.aboutMe.page(share.senior_id, {
      kind: 'link',
      photoUrl: (photoId) => `/api/shared/about-me/${token}/photos/${photoId}?open=${openId}`,
    });
    return { page, language: share.language, recipient: share.recipient, expiresAt: share.expires_at.toISOString() };
  }

  // A photo of a shared page, for the reader of a recent open while the link still opens; never a
  // photo the family switched off.
  async photo(token: string, openId: string, photoId: string): Promise<{ jpegBase64: string }> {
    const share = await this.store.shareByToken(hashPlayToken(token));
    if (!share?.active) throw GONE();
    const notFound = () => new DomainError('NOT_FOUND', 'Photo not found');
    if (!(await this.store.openIsFresh(share.id, openId, OPEN_PHOTOS_HOURS))) throw notFound();
    if (await this.store.isHidden(share.senior_id, `photo:${photoId}`)) throw notFound();
    const jpeg = await this.store.boxPhotoJpeg(share.senior_id, photoId);
    if (!jpeg) throw notFound();
    return { jpegBase64: jpeg.toString('base64') };
  }

  private async owner(seniorId: string) {
    const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
    if (access.role !== 'OWNER')
      throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can share the page or take a share back.');
    return access;
  }

  private async views(rows: ShareRow[]): Promise<Share[]> {
    const names = await memberFirstNames(
      this.bus,
      rows.map((r) => r.created_by),
    );
    return rows.map((r) => shareView(r, names));
  }
}
