import { Inject, Injectable } from '@nestjs/common';
import { AccountDeletion, QUEUE_NAMES, ReflectionJob } from '@carewith/contracts';
import { BusClient, createLogger, JOB_QUEUE, JobQueue } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { SeniorsService } from '../seniors/seniors.service';
import { AccountStore } from './account-store';
import { heirOf, isOnlyMember } from './succession';

// A caregiver deleting their own account: what care holds about them goes. Teams they share carry
// on (an heir takes over as Primary Caregiver or only Co-Caregiver); a team where they are the only
// member is erased with its loved ones (decision 37).
@Injectable()
export class AccountService {
  private readonly log = createLogger(AccountService.name);

  constructor(
    private readonly store: AccountStore,
    private readonly seniors: SeniorsService,
    private readonly audit: AuditService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async deleteAccount(actorId: string): Promise<AccountDeletion> {
    const result: AccountDeletion = { teamsDeleted: 0, teamsLeft: 0, seniorsErased: 0 };
    for (const careTeamId of await this.store.teamsOf(actorId)) {
      const members = await this.store.members(careTeamId);
      // A care-home resident's team stays with the home for the next of their family to join
      // (decision "Care homes: staff reach residents through the home"): never erased with its last member.
      if (isOnlyMember(actorId, members) && !(await this.store.livesInAHome(careTeamId))) {
        result.seniorsErased += await this.eraseTeam(actorId, careTeamId);
        result.teamsDeleted += 1;
      } else {
        await this.leaveTeam(actorId, careTeamId);
        result.teamsLeft += 1;
      }
    }

    // Check-ins are private to the caregiver: the rows and any reflection still queued.
    const checkInIds = new Set(await this.store.checkInIds(actorId));
    if (checkInIds.size) {
      await this.queue.removeJobs<ReflectionJob>(QUEUE_NAMES.ai, (job) => checkInIds.has(job.data.checkInId));
    }
    await this.store.transaction(async (em) => {
      // Invitations they accepted carry their address; pending ones they sent can no longer name them.
      await this.store.forgetCaregiver(em, actorId);
      await this.audit.record(actorId, { action: 'account.deleted', targetType: 'user', targetId: actorId }, em);
    });
    this.log.info({ ...result }, 'account deleted from care');
    return result;
  }

  private async eraseTeam(actorId: string, careTeamId: string): Promise<number> {
    const seniors = await this.store.seniorsOf(careTeamId);
    for (const senior of seniors) await this.seniors.eraseLoaded(actorId, senior);
    // Activities without a loved one, and the team's photos.
    const games = await this.bus.request('games.erase.bySenior', { seniorId: null, careTeamId }, { timeoutMs: 30_000 });
    await this.bus.request('messaging.erase', { phones: [], emails: [], refIds: games.gameIds }, { timeoutMs: 30_000 });
    await this.store.transaction(async (em) => {
      await this.store.deleteTeam(em, careTeamId);
      await this.audit.record(
        actorId,
        { action: 'account.deleted', careTeamId, targetType: 'user', targetId: actorId, meta: { teamErased: true } },
        em,
      );
    });
    return seniors.length;
  }

  // The team carries on without them. If they were its Primary Caregiver, the longest-standing other
  // Co-Caregiver becomes Primary, else the longest-standing member (made a Co-Caregiver); a team
  // always keeps a Co-Caregiver either way.
  private async leaveTeam(actorId: string, careTeamId: string): Promise<void> {
    await this.store.transaction(async (em) => {
      const team = await this.store.lockTeam(em, careTeamId);
      const members = await this.store.members(careTeamId, em);
      const succession = heirOf(actorId, team.primaryCaregiverId, members);
      if (succession) {
        const { heir, becomesPrimary } = succession;
        const from = heir.roleInTeam;
        heir.roleInTeam = 'OWNER';
        await this.store.saveMember(em, heir);
        if (becomesPrimary) await this.store.setPrimary(em, careTeamId, heir.userId);
        await this.audit.record(
          actorId,
          {
            action: 'member.role_changed',
            careTeamId,
            targetType: 'member',
            targetId: heir.userId,
            meta: {
              from,
              to: 'OWNER',
              primary: becomesPrimary,
              reason: 'previous owner deleted their account',
            },
          },
          em,
        );
      }
      // The last of a care-home resident's family leaving: the team is held by the home again.
      if (!succession && team.primaryCaregiverId === actorId) await this.store.setPrimary(em, careTeamId, null);
      await this.store.leave(em, careTeamId, actorId);
      await this.audit.record(
        actorId,
        { action: 'account.deleted', careTeamId, targetType: 'user', targetId: actorId },
        em,
      );
    });
  }
}
