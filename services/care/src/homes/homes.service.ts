import { Inject, Injectable } from '@nestjs/common';
import {
  CreateHomeRequest,
  DomainError,
  HomeRole,
  HomeSummary,
  HomeView,
  InviteStaffRequest,
  StaffInvitation,
  StaffInvitationPreview,
} from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  Clock,
  CLOCK,
  CONFIG,
  createLogger,
  JOB_QUEUE,
  JobQueue,
  queueEmail,
} from '@carewith/platform';
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import { checkAcceptance, displayName, invitationExpiresAt, requireValidLink } from '../invitations/invitation-rules';
import { HomeInvitationEntity } from './care-home.entity';
import { homeInvitationEmail } from './home-invitation-email';
import { HomeStore } from './home-store';
import { checkStaffRemoval, requireManager, requireStaff, staffRoleOnJoining } from './home-rules';

// A care home and its staff: creating one (its creator its Home Manager), the staff's view of it,
// inviting staff by a link (its token hashed, valid INVITATION_TTL_DAYS days, e-mailed, like a care
// team's), and
// taking someone off the staff. Anyone not on a home's staff is told it does not exist.
@Injectable()
export class HomesService {
  private readonly log = createLogger(HomesService.name);

  constructor(
    private readonly store: HomeStore,
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async create(actorId: string, request: CreateHomeRequest): Promise<HomeSummary> {
    const home = await this.store.createHome(request.name, actorId);
    this.log.info({ homeId: home.id }, 'care home created');
    return { id: home.id, name: home.name, myRole: 'MANAGER', residents: 0 };
  }

  async listMine(actorId: string): Promise<HomeSummary[]> {
    const rows = await this.store.myHomes(actorId);
    return rows.map((r) => ({ id: r.id, name: r.name, myRole: r.role, residents: r.residents }));
  }

  // The home, its staff and (for Home Managers only) their addresses and the invitations not yet taken.
  async get(actorId: string, homeId: string): Promise<HomeView> {
    const myRole = requireStaff(await this.store.roleOf(actorId, homeId));
    const manager = myRole === 'MANAGER';
    const [home, staff, pending] = await Promise.all([
      this.store.home(homeId),
      this.store.staff(homeId),
      manager ? this.store.pendingInvitations(homeId, new Date(this.clock.now())) : [],
    ]);
    const users = await this.bus.request('identity.users.getMany', { userIds: staff.map((s) => s.userId) });
    const byId = new Map(users.map((u) => [u.id, u]));
    return {
      id: home.id,
      name: home.name,
      myRole,
      residents: home.residents,
      staff: staff.map((s) => {
        const user = byId.get(s.userId);
        return {
          userId: s.userId,
          name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || null : null,
          email: manager ? (user?.email ?? null) : null,
          role: s.role,
          joinedAt: s.createdAt.toISOString(),
        };
      }),
      pendingInvitations: pending.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  }

  // Home Managers invite staff. Inviting the same address again refreshes its pending invitation
  // (a new link, the role asked for now) instead of piling up links.
  async inviteStaff(actorId: string, homeId: string, request: InviteStaffRequest): Promise<StaffInvitation> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const token = newInvitationToken();
    const now = new Date(this.clock.now());
    const saved = await this.store.transaction(async (em) => {
      const invitation =
        (await this.store.lockPendingInvitation(em, homeId, request.email)) ??
        this.store.draftInvitation(em, homeId, request.email);
      invitation.role = request.role;
      invitation.tokenHash = hashInvitationToken(token);
      invitation.status = 'pending';
      invitation.invitedBy = actorId;
      invitation.expiresAt = invitationExpiresAt(now);
      return this.store.saveInvitation(em, invitation);
    });
    const link = new URL(`/home-invitations/${token}`, this.config.PUBLIC_URL).toString();
    const [inviter, home] = await Promise.all([
      this.bus.request('identity.users.get', { userId: actorId }),
      this.store.home(homeId),
    ]);
    // One e-mail per issued link: a retried request does not send twice.
    await queueEmail(this.queue, `home-invitation-${saved.id}-${saved.expiresAt.getTime()}`, {
      to: saved.email,
      ...homeInvitationEmail({
        inviterName: displayName(inviter),
        homeName: home.name,
        role: saved.role,
        link,
        language: inviter.language,
      }),
      kind: 'invitation',
      refId: saved.id,
    });
    this.log.info({ homeId, invitationId: saved.id, role: saved.role }, 'staff invited');
    return { id: saved.id, link, expiresAt: saved.expiresAt.toISOString() };
  }

  async cancelInvitation(actorId: string, homeId: string, invitationId: string): Promise<{ cancelled: boolean }> {
    requireManager(await this.store.roleOf(actorId, homeId));
    const invitation = await this.store.invitation(homeId, invitationId);
    if (!invitation || invitation.status === 'cancelled')
      throw new DomainError('NOT_FOUND', 'This invitation could not be found.');
    if (invitation.status === 'accepted')
      throw new DomainError('CONFLICT', 'This invitation has already been accepted.');
    invitation.status = 'cancelled';
    await this.store.transaction((em) => this.store.saveInvitation(em, invitation));
    return { cancelled: true };
  }

  // What a staff invitation link is about, for the person who follows it (signed in).
  async preview(token: string): Promise<StaffInvitationPreview> {
    const invitation = requireValidLink(await this.store.invitationByTokenHash(hashInvitationToken(token)));
    const [home, inviter] = await Promise.all([
      this.store.home(invitation.homeId),
      this.bus.request('identity.users.getMany', { userIds: [invitation.invitedBy] }),
    ]);
    return {
      homeName: home.name,
      role: invitation.role,
      invitedByName: inviter[0] ? displayName(inviter[0]) : null,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  // The invitee, signed in with the invited address, joins the home's staff. The link is single-use.
  async accept(actorId: string, token: string): Promise<HomeSummary> {
    const actor = await this.bus.request('identity.users.get', { userId: actorId });
    const homeId = await this.store.transaction(async (em) => {
      const invitation = requireValidLink(await this.store.invitationByTokenHash(hashInvitationToken(token), em));
      if (checkAcceptance(invitation, actor, new Date(this.clock.now())) === 'accepted already')
        return invitation.homeId;
      await this.store.lockStaff(em, invitation.homeId);
      const current = await this.store.staffMember(em, invitation.homeId, actorId);
      const role: HomeRole = staffRoleOnJoining(invitation.role, current?.role);
      await this.store.joinStaff(em, invitation.homeId, actorId, role, current);
      this.markAccepted(invitation, actorId);
      await this.store.saveInvitation(em, invitation);
      return invitation.homeId;
    });
    this.log.info({ homeId }, 'staff invitation accepted');
    const [summary] = (await this.listMine(actorId)).filter((h) => h.id === homeId);
    return summary!;
  }

  // A Home Manager takes someone off the staff (themselves too); a home keeps one Home Manager.
  async removeStaff(actorId: string, homeId: string, userId: string): Promise<{ removed: boolean }> {
    requireManager(await this.store.roleOf(actorId, homeId));
    await this.store.transaction(async (em) => {
      await this.store.lockStaff(em, homeId);
      const removed = await this.store.staffMember(em, homeId, userId);
      checkStaffRemoval(removed, await this.store.managers(em, homeId));
      await this.store.removeStaff(em, homeId, userId);
    });
    this.log.info({ homeId }, 'staff member removed');
    return { removed: true };
  }

  private markAccepted(invitation: HomeInvitationEntity, actorId: string) {
    invitation.status = 'accepted';
    invitation.acceptedAt = new Date(this.clock.now());
    invitation.acceptedBy = actorId;
  }
}
