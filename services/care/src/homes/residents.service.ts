import { Inject, Injectable } from '@nestjs/common';
import {
  AddResidentRequest,
  addResidentRequestSchema,
  BusReplyData,
  DomainError,
  FamilyInvitation,
  RecordConsentRequest,
  Resident,
  residentPhotoUrl,
  UpdateResidentRequest,
} from '@carewith/contracts';
import { BusClient, Clock, CLOCK, createLogger, FactBus } from '@carewith/platform';
import { FamilyInvitations } from './family-invitations';
import { HomeStore, ResidentRow } from './home-store';
import { isInactive, requireManager, requireStaff, RESIDENT_NOT_FOUND, residentTeamName } from './home-rules';

// A home's residents: each a loved one with a care team of their own ("<First name>'s family"), which
// the home's staff never join, so the family's routes answer them 404. Staff read
// the list; Home Managers add, change and remove residents, record their consent and invite their
// family. Each change is recorded as a fact in its own transaction, for games' copy of the residents.
@Injectable()
export class ResidentsService {
  private readonly log = createLogger(ResidentsService.name);

  constructor(
    private readonly store: HomeStore,
    private readonly facts: FactBus,
    private readonly family: FamilyInvitations,
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(actorId: string, homeId: string): Promise<Resident[]> {
    requireStaff(await this.store.roleOf(actorId, homeId));
    return this.view(await this.store.residents(homeId));
  }

  async add(actorId: string, homeId: string, request: AddResidentRequest): Promise<Resident> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const fields = addResidentRequestSchema.parse(request);
    const row = await this.store.transaction(async (em) => {
      const resident = await this.store.addResident(em, {
        homeId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        room: fields.room || null,
        activeDaysTarget: fields.activeDaysTarget,
        teamName: residentTeamName(fields.firstName),
        addedBy: actorId,
        joinedAt: new Date(this.clock.now()),
      });
      await this.facts.record(em, 'care.resident-added', {
        residentId: resident.id,
        homeId,
        seniorId: resident.seniorId,
        careTeamId: resident.careTeamId,
      });
      return (await this.store.resident(homeId, resident.id, em))!;
    });
    this.log.info({ homeId, residentId: row.id }, 'resident added');
    return (await this.view([row]))[0]!;
  }

  async update(actorId: string, homeId: string, residentId: string, changes: UpdateResidentRequest): Promise<Resident> {
    requireManager(await this.store.roleOf(actorId, homeId));
    await this.requireResident(homeId, residentId);
    const patch: { room?: string | null; activeDaysTarget?: number } = {};
    if (changes.room !== undefined) patch.room = changes.room || null;
    if (changes.activeDaysTarget !== undefined) patch.activeDaysTarget = changes.activeDaysTarget;
    await this.store.transaction((em) => this.store.updateResident(em, residentId, patch));
    return this.one(homeId, residentId);
  }

  // They leave the home; their family keeps their team and everything of theirs.
  async remove(actorId: string, homeId: string, residentId: string): Promise<{ removed: boolean }> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const resident = await this.requireResident(homeId, residentId);
    await this.store.transaction(async (em) => {
      await this.store.removeResident(em, residentId);
      await this.facts.record(em, 'care.resident-removed', {
        residentId,
        homeId,
        seniorId: resident.seniorId,
        careTeamId: resident.careTeamId,
      });
    });
    this.log.info({ homeId, residentId }, 'resident removed');
    return { removed: true };
  }

  // A new consent record (the older ones are kept as its history), and its fact for games.
  async recordConsent(
    actorId: string,
    homeId: string,
    residentId: string,
    consent: RecordConsentRequest,
  ): Promise<Resident> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const resident = await this.requireResident(homeId, residentId);
    await this.store.transaction(async (em) => {
      await this.store.recordConsent(em, {
        residentId,
        photos: consent.photos,
        songs: consent.songs,
        familyLine: consent.familyLine ?? false,
        basis: consent.basis,
        agreedBy: consent.by,
        consulted: consent.consulted?.trim() || null,
        agreedOn: consent.date,
        recordedBy: actorId,
        recordedAt: new Date(this.clock.now()),
      });
      await this.facts.record(em, 'care.resident-consent-changed', {
        residentId,
        homeId,
        seniorId: resident.seniorId,
        photos: consent.photos,
        songs: consent.songs,
        familyLine: consent.familyLine ?? false,
      });
    });
    this.log.info({ homeId, residentId }, 'consent recorded');
    return this.one(homeId, residentId);
  }

  async inviteFamily(actorId: string, homeId: string, residentId: string, email: string): Promise<FamilyInvitation> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const resident = await this.requireResident(homeId, residentId);
    const invitation = await this.family.invite(actorId, resident.careTeamId, email, new Date(this.clock.now()));
    this.log.info({ homeId, residentId, invitationId: invitation.id }, 'family invited');
    return invitation;
  }

  // Games, starting a group session or keeping a record: these residents, if every one lives in a home
  // the actor works in, with what of theirs may reach a shared screen (nothing without consent).
  async sessionResidents(
    actorId: string,
    homeId: string,
    residentIds: readonly string[],
  ): Promise<BusReplyData<'care.homes.sessionResidents'>> {
    const actorRole = requireStaff(await this.store.roleOf(actorId, homeId));
    const wanted = [...new Set(residentIds)];
    const rows = await this.store.residentsAmong(homeId, wanted);
    if (rows.length !== wanted.length) throw new DomainError('NOT_FOUND', RESIDENT_NOT_FOUND);
    const home = await this.store.home(homeId);
    return {
      homeId,
      homeName: home.name,
      actorRole,
      residents: rows.map((r) => ({
        id: r.id,
        seniorId: r.seniorId,
        firstName: r.firstName,
        lastName: r.lastName,
        room: r.room,
        activeDaysTarget: r.activeDaysTarget,
        photos: r.consent?.photos ?? false,
        songs: r.consent?.songs ?? false,
        careTeamId: r.careTeamId,
      })),
    };
  }

  private async requireResident(homeId: string, residentId: string): Promise<ResidentRow> {
    const resident = await this.store.resident(homeId, residentId);
    if (!resident) throw new DomainError('NOT_FOUND', RESIDENT_NOT_FOUND);
    return resident;
  }

  private async one(homeId: string, residentId: string): Promise<Resident> {
    return (await this.view([await this.requireResident(homeId, residentId)]))[0]!;
  }

  // The residents as the home's pages show them, with the names of who recorded their consent.
  private async view(rows: ResidentRow[]): Promise<Resident[]> {
    const recorders = [...new Set(rows.flatMap((r) => (r.consent ? [r.consent.recordedBy] : [])))];
    const users = recorders.length ? await this.bus.request('identity.users.getMany', { userIds: recorders }) : [];
    const names = new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || null]));
    const now = this.clock.now();
    return rows.map((r) => ({
      id: r.id,
      seniorId: r.seniorId,
      firstName: r.firstName,
      lastName: r.lastName,
      room: r.room,
      // Their portrait, kept by games (null: the page shows their initials).
      photoUrl: r.photoVersion === null ? null : residentPhotoUrl(r.homeId, r.id, r.photoVersion),
      activeDaysTarget: r.activeDaysTarget,
      lastActiveAt: r.lastActiveAt ? r.lastActiveAt.toISOString() : null,
      inactive: isInactive(r, now),
      consent: r.consent && {
        photos: r.consent.photos,
        songs: r.consent.songs,
        familyLine: r.consent.familyLine,
        basis: r.consent.basis,
        by: r.consent.agreedBy,
        consulted: r.consent.consulted,
        date: r.consent.agreedOn,
        recordedAt: r.consent.recordedAt.toISOString(),
        recordedByName: names.get(r.consent.recordedBy) ?? null,
      },
      familyLinked: r.familyLinked,
      joinedAt: r.joinedAt.toISOString(),
    }));
  }
}
