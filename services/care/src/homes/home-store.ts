import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_ACCESSIBILITY, DEFAULT_LANGUAGE, DEFAULT_QUIET_HOURS, DEFAULT_TIME_ZONE } from '@carewith/contracts';
import type { CONSENT_BASES, HomeRole } from '@carewith/contracts';
import { SeniorEntity } from '../seniors/senior.entity';
import { CareTeamEntity } from '../teams/care-team.entity';
import {
  CareHomeEntity,
  HomeInvitationEntity,
  HomeResidentEntity,
  HomeStaffEntity,
  ResidentConsentEntity,
} from './care-home.entity';

export type HomeRow = { id: string; name: string; role: HomeRole; residents: number };

export type ConsentRow = {
  photos: boolean;
  songs: boolean;
  familyLine: boolean;
  basis: (typeof CONSENT_BASES)[number];
  agreedBy: string;
  consulted: string | null;
  agreedOn: string;
  recordedBy: string;
  recordedAt: Date;
};

// A resident as the home's pages read them: their place in the home, their name (from their loved
// one's profile), their consent (the newest record) and whether any of their family joined their team.
export type ResidentRow = {
  id: string;
  homeId: string;
  seniorId: string;
  careTeamId: string;
  firstName: string;
  lastName: string;
  room: string | null;
  activeDaysTarget: number;
  lastActiveAt: Date | null;
  joinedAt: Date;
  familyLinked: boolean;
  consent: ConsentRow | null;
  // Their portrait's version (ms), as games last told it; null: none.
  photoVersion: number | null;
};

export type NewResident = {
  homeId: string;
  firstName: string;
  lastName: string;
  room: string | null;
  activeDaysTarget: number;
  teamName: string;
  addedBy: string;
  joinedAt: Date;
};

export type NewConsent = Omit<ConsentRow, 'recordedAt'> & { residentId: string; recordedAt: Date };

const RESIDENT_SELECT = `
  SELECT r.id, r.home_id AS "homeId", r.senior_id AS "seniorId", s.care_team_id AS "careTeamId",
         s.first_name AS "firstName", s.last_name AS "lastName", r.room,
         r.active_days_target AS "activeDaysTarget", r.last_active_at AS "lastActiveAt", r.joined_at AS "joinedAt",
         r.photo_version::float8 AS "photoVersion",
         EXISTS (SELECT 1 FROM care_team_members m WHERE m.care_team_id = s.care_team_id) AS "familyLinked",
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
           'photos', c.photos, 'songs', c.songs, 'familyLine', c.family_line, 'basis', c.basis, 'agreedBy', c.agreed_by,
           'consulted', c.consulted, 'agreedOn', c.agreed_on::text, 'recordedBy', c.recorded_by,
           'recordedAt', c.recorded_at) END AS consent
    FROM home_residents r
    JOIN seniors s ON s.id = r.senior_id
    LEFT JOIN LATERAL (
      SELECT * FROM resident_consents rc WHERE rc.resident_id = r.id ORDER BY rc.recorded_at DESC, rc.created_at DESC
      LIMIT 1) c ON true`;

type RawResident = Omit<ResidentRow, 'consent'> & {
  consent: (Omit<ConsentRow, 'recordedAt'> & { recordedAt: string }) | null;
};
const toResidentRow = (r: RawResident): ResidentRow => ({
  ...r,
  consent: r.consent ? { ...r.consent, recordedAt: new Date(r.consent.recordedAt) } : null,
});

// Care homes, their staff, staff invitations, residents and consent (migration
// 1764500000000-care-homes): every statement of the homes feature. A resident's loved one and care
// team are written here too, in the transaction that makes them a resident.
@Injectable()
export class HomeStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---------- homes and staff ----------

  // A new home with its creator as its Home Manager.
  createHome(name: string, userId: string): Promise<CareHomeEntity> {
    return this.transaction(async (em) => {
      const home = await em.save(em.create(CareHomeEntity, { name, createdBy: userId }));
      await em.save(em.create(HomeStaffEntity, { homeId: home.id, userId, role: 'MANAGER' }));
      return home;
    });
  }

  // The user's role in the home; null when they are not on its staff (or there is no such home).
  async roleOf(userId: string, homeId: string): Promise<HomeRole | null> {
    const staff = await this.dataSource.getRepository(HomeStaffEntity).findOneBy({ homeId, userId });
    return staff?.role ?? null;
  }

  // The homes a user works in, oldest first, with how many residents each has.
  myHomes(userId: string): Promise<HomeRow[]> {
    return this.dataSource.query<HomeRow[]>(
      `SELECT h.id, h.name, st.role, (SELECT count(*)::int FROM home_residents r WHERE r.home_id = h.id) AS residents
         FROM home_staff st JOIN care_homes h ON h.id = st.home_id
        WHERE st.user_id = $1
        ORDER BY h.created_at, h.id`,
      [userId],
    );
  }

  async home(homeId: string): Promise<Omit<HomeRow, 'role'>> {
    const [row] = await this.dataSource.query<Omit<HomeRow, 'role'>[]>(
      `SELECT h.id, h.name, (SELECT count(*)::int FROM home_residents r WHERE r.home_id = h.id) AS residents
         FROM care_homes h WHERE h.id = $1`,
      [homeId],
    );
    return row!;
  }

  // The home's staff, who joined first first.
  staff(homeId: string): Promise<HomeStaffEntity[]> {
    return this.dataSource.getRepository(HomeStaffEntity).find({ where: { homeId }, order: { createdAt: 'ASC' } });
  }

  // Staff invitations not yet accepted, cancelled or expired, newest first.
  pendingInvitations(homeId: string, now: Date): Promise<HomeInvitationEntity[]> {
    return this.dataSource
      .getRepository(HomeInvitationEntity)
      .createQueryBuilder('i')
      .where('i.home_id = :homeId AND i.status = :status AND i.expires_at > :now', { homeId, status: 'pending', now })
      .orderBy('i.created_at', 'DESC')
      .getMany();
  }

  // The pending invitation of an address to a home, the address locked against a simultaneous
  // invitation for the rest of the transaction.
  async lockPendingInvitation(em: EntityManager, homeId: string, email: string): Promise<HomeInvitationEntity | null> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`home-invite:${homeId}:${email}`]);
    return em.findOneBy(HomeInvitationEntity, { homeId, email, status: 'pending' });
  }

  draftInvitation(em: EntityManager, homeId: string, email: string): HomeInvitationEntity {
    return em.create(HomeInvitationEntity, { homeId, email });
  }

  saveInvitation(em: EntityManager, invitation: HomeInvitationEntity): Promise<HomeInvitationEntity> {
    return em.save(invitation);
  }

  invitation(homeId: string, invitationId: string): Promise<HomeInvitationEntity | null> {
    return this.dataSource.getRepository(HomeInvitationEntity).findOneBy({ id: invitationId, homeId });
  }

  // The invitation of a link's token; with `em`, locked for the rest of the transaction.
  invitationByTokenHash(tokenHash: string, em?: EntityManager): Promise<HomeInvitationEntity | null> {
    return em
      ? em.findOne(HomeInvitationEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } })
      : this.dataSource.getRepository(HomeInvitationEntity).findOneBy({ tokenHash });
  }

  // The home's staff held for the rest of the transaction: two removals cannot leave it without a manager.
  async lockStaff(em: EntityManager, homeId: string): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`home-staff:${homeId}`]);
  }

  staffMember(em: EntityManager, homeId: string, userId: string): Promise<HomeStaffEntity | null> {
    return em.findOneBy(HomeStaffEntity, { homeId, userId });
  }

  managers(em: EntityManager, homeId: string): Promise<number> {
    return em.countBy(HomeStaffEntity, { homeId, role: 'MANAGER' });
  }

  // Makes them staff with `role`, or gives the staff member they are `role`.
  async joinStaff(em: EntityManager, homeId: string, userId: string, role: HomeRole, current: HomeStaffEntity | null) {
    if (!current) await em.save(em.create(HomeStaffEntity, { homeId, userId, role }));
    else if (current.role !== role) await em.update(HomeStaffEntity, { id: current.id }, { role });
  }

  async removeStaff(em: EntityManager, homeId: string, userId: string): Promise<void> {
    await em.delete(HomeStaffEntity, { homeId, userId });
  }

  // ---------- residents ----------

  // A loved one and their own care team (held by the home: no member, no Primary Caregiver yet), made
  // a resident of the home.
  async addResident(em: EntityManager, r: NewResident): Promise<HomeResidentEntity & { careTeamId: string }> {
    const team = await em.save(
      em.create(CareTeamEntity, {
        name: r.teamName,
        nameGenerated: false,
        createdBy: r.addedBy,
        primaryCaregiverId: null,
      }),
    );
    const senior = await em.save(
      em.create(SeniorEntity, {
        careTeamId: team.id,
        firstName: r.firstName,
        lastName: r.lastName,
        phone: null,
        prefsJSON: { accessibility: DEFAULT_ACCESSIBILITY },
        timeZone: DEFAULT_TIME_ZONE,
        quietFrom: DEFAULT_QUIET_HOURS.from,
        quietTo: DEFAULT_QUIET_HOURS.to,
        pausedUntil: null,
        language: DEFAULT_LANGUAGE,
      }),
    );
    const resident = await em.save(
      em.create(HomeResidentEntity, {
        homeId: r.homeId,
        seniorId: senior.id,
        room: r.room,
        activeDaysTarget: r.activeDaysTarget,
        lastActiveAt: null,
        joinedAt: r.joinedAt,
      }),
    );
    return Object.assign(resident, { careTeamId: team.id });
  }

  // The home's residents, by name.
  async residents(homeId: string): Promise<ResidentRow[]> {
    const rows = await this.dataSource.query<RawResident[]>(
      `${RESIDENT_SELECT} WHERE r.home_id = $1 ORDER BY s.first_name, s.last_name, r.id`,
      [homeId],
    );
    return rows.map(toResidentRow);
  }

  // A resident of this home (null: none, or one of another home); with `em`, inside its transaction.
  async resident(homeId: string, residentId: string, em?: EntityManager): Promise<ResidentRow | null> {
    const [row] = await (em ?? this.dataSource).query<RawResident[]>(
      `${RESIDENT_SELECT} WHERE r.home_id = $1 AND r.id = $2`,
      [homeId, residentId],
    );
    return row ? toResidentRow(row) : null;
  }

  // These residents of the home (the ones that are), for a group session.
  async residentsAmong(homeId: string, residentIds: readonly string[]): Promise<ResidentRow[]> {
    const rows = await this.dataSource.query<RawResident[]>(
      `${RESIDENT_SELECT} WHERE r.home_id = $1 AND r.id = ANY($2::uuid[]) ORDER BY s.first_name, s.last_name, r.id`,
      [homeId, residentIds],
    );
    return rows.map(toResidentRow);
  }

  async updateResident(
    em: EntityManager,
    residentId: string,
    changes: Partial<Pick<HomeResidentEntity, 'room' | 'activeDaysTarget'>>,
  ): Promise<void> {
    if (Object.keys(changes).length) await em.update(HomeResidentEntity, { id: residentId }, changes);
  }

  // They leave the home (their consent records with them); their loved one and team stay the family's.
  async removeResident(em: EntityManager, residentId: string): Promise<void> {
    await em.delete(HomeResidentEntity, { id: residentId });
  }

  async recordConsent(em: EntityManager, consent: NewConsent): Promise<void> {
    await em.save(em.create(ResidentConsentEntity, consent));
  }

  // Games changed their portrait at `at`: kept unless a later change is already known (a repeated or
  // late fact changes nothing). False when they are no longer a resident of the home.
  async setPhotoVersion(homeId: string, residentId: string, version: number | null, at: Date): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE home_residents SET photo_version = $3, photo_changed_at = $4
        WHERE id = $1 AND home_id = $2 AND (photo_changed_at IS NULL OR photo_changed_at <= $4) RETURNING id`,
      [residentId, homeId, version, at],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  // Games recorded that they took part at `at`: kept when later than what is known (a repeat or an
  // older record changes nothing). False when they are no longer a resident of the home.
  async markActive(homeId: string, residentId: string, at: Date): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE home_residents SET last_active_at = GREATEST(COALESCE(last_active_at, $3), $3)
        WHERE id = $1 AND home_id = $2 RETURNING id`,
      [residentId, homeId, at],
    )) as [unknown[], number];
    return rows.length > 0;
  }
}
