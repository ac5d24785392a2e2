import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ResidentPhoto, residentPhotoUrl, SessionResidents } from '@carewith/contracts';
import { BusClient, Clock, CLOCK, createLogger, FactBus } from '@carewith/platform';
import { ResidentPhotoStore } from './resident-photo-store';

const ONLY_MANAGERS = "Only a Home Manager can change a resident's photo.";
const NO_PHOTO = 'This resident has no photo.';

type Ids = { homeId: string; residentId: string };

// A care home resident's portrait, for the staff to know them by. Care says who may (asked as the
// actor, care.homes.sessionResidents): staff of the resident's home read it, its Home Managers change
// it; anyone else is told the resident does not exist. Each change is a fact, for the Residents list.
@Injectable()
export class ResidentPhotosService {
  private readonly log = createLogger(ResidentPhotosService.name);

  constructor(
    private readonly bus: BusClient,
    private readonly store: ResidentPhotoStore,
    private readonly facts: FactBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async put(
    ids: Ids,
    actorId: string,
    photo: { jpegBase64: string; width: number; height: number },
  ): Promise<ResidentPhoto> {
    // Kept as a photo of their own team's, so the family's erasure of the team takes it too.
    const { careTeamId } = await this.manager(ids);
    if (!careTeamId)
      throw new DomainError('UNAVAILABLE', 'The photo could not be saved. Please try again in a minute.');
    const version = this.clock.now();
    await this.store.transaction(async (em) => {
      await this.store.put(em, {
        ...ids,
        careTeamId,
        jpeg: Buffer.from(photo.jpegBase64, 'base64'),
        width: photo.width,
        height: photo.height,
        addedBy: actorId,
        at: new Date(version),
      });
      await this.facts.record(em, 'games.resident-photo-changed', { ...ids, version });
    });
    this.log.info(ids, 'resident photo put');
    return { photoUrl: residentPhotoUrl(ids.homeId, ids.residentId, version) };
  }

  // Their initials again; removing a photo that is not there changes nothing.
  async remove(ids: Ids): Promise<ResidentPhoto> {
    await this.manager(ids);
    const removed = await this.store.transaction(async (em) => {
      const gone = await this.store.remove(em, ids.residentId);
      if (gone) await this.facts.record(em, 'games.resident-photo-changed', { ...ids, version: null });
      return gone;
    });
    if (removed) this.log.info(ids, 'resident photo removed');
    return { photoUrl: null };
  }

  async read(ids: Ids): Promise<{ jpegBase64: string }> {
    await this.staff(ids);
    const jpeg = await this.store.jpeg(ids.homeId, ids.residentId);
    if (!jpeg) throw new DomainError('NOT_FOUND', NO_PHOTO);
    return { jpegBase64: jpeg.toString('base64') };
  }

  // They left the home, or their family erased them: the portrait goes with them (care forgets its
  // address with the resident's row).
  async forget(residentId: string): Promise<void> {
    await this.store.transaction((em) => this.store.remove(em, residentId));
  }

  private staff({ homeId, residentId }: Ids): Promise<SessionResidents> {
    return this.bus.request('care.homes.sessionResidents', { homeId, residentIds: [residentId] });
  }

  // The resident as care answers a Home Manager of their home.
  private async manager(ids: Ids): Promise<SessionResidents['residents'][number]> {
    const { actorRole, residents } = await this.staff(ids);
    if (actorRole !== 'MANAGER') throw new DomainError('FORBIDDEN', ONLY_MANAGERS);
    return residents[0]!;
  }
}
