import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountDeletion, QUEUE_NAMES, ReflectionJob } from '@carewith/contracts';
import { BusClient, createLogger, JOB_QUEUE, JobQueue } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { CheckInEntity } from '../check-ins/check-in.entity';
import { SeniorEntity } from '../seniors/senior.entity';
import { SeniorsService } from '../seniors/seniors.service';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { heirOf, isOnlyMember } from './succession';

// A caregiver deleting their own account: what care holds about them goes. Teams they share carry
// on (an heir takes over as Primary Caregiver or only Co-Caregiver); a team where they are the only
// member is erased with its loved ones (decision 37).
@Injectable()
export class AccountService {
  private readonly log = createLogger(AccountService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly seniors: SeniorsService,
    private readonly audit: AuditService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async deleteAccount(actorId: string): Promise<AccountDeletion> {
    const result: AccountDeletion = { teamsDeleted: 0, teamsLeft: 0, seniorsErased: 0 };
    const memberships = await this.dataSource.getRepository(CareTeamMemberEntity).findBy({ userId: actorId });
    for (const membership of memberships) {
      const members = await this.dataSource
        .getRepository(CareTeamMemberEntity)
        .find({ where: { careTeamId: membership.careTeamId }, order: { createdAt: 'ASC' } });
      if (isOnlyMember(actorId, members)) {
        result.seniorsErased += await this.eraseTeam(actorId, membership.careTeamId);
        result.teamsDeleted += 1;
      } else {
        await this.leaveTeam(actorId, membership.careTeamId);
        result.teamsLeft += 1;
      }
    }

    // Check-ins are private to the caregiver: the rows and any reflection still queued.
    const checkIns = await this.dataSource.getRepository(CheckInEntity).findBy({ userId: actorId });
    const checkInIds = new Set(checkIns.map((c) => c.id));
    if (checkInIds.size) {
      await this.queue.removeJobs<ReflectionJob>(QUEUE_NAMES.ai, (job) => checkInIds.has(job.data.checkInId));
    }
    await this.dataSource.transaction(async (em) => {
      await em.delete(CheckInEntity, { userId: actorId });
      // Invitations they accepted carry their address; pending ones they sent can no longer name them.
      await em.query('DELETE FROM invitations WHERE accepted_by = $1', [actorId]);
      await em.query(`UPDATE invitations SET status = 'cancelled' WHERE invited_by = $1 AND status = 'pending'`, [
        actorId,
      ]);
      await this.audit.record(actorId, { action: 'account.deleted', targetType: 'user', targetId: actorId }, em);
    });
    this.log.info({ ...result }, 'account deleted from care');
    return result;
  }

  private async eraseTeam(actorId: string, careTeamId: string): Promise<number> {
    const seniors = await this.dataSource.getRepository(SeniorEntity).findBy({ careTeamId });
    for (const senior of seniors) await this.seniors.eraseLoaded(actorId, senior);
    // Activities without a loved one, and the team's photos.
    const games = await this.bus.request('games.erase.bySenior', { seniorId: null, careTeamId }, { timeoutMs: 30_000 });
    await this.bus.request('messaging.erase', { phones: [], emails: [], refIds: games.gameIds }, { timeoutMs: 30_000 });
    await this.dataSource.transaction(async (em) => {
      await em.delete(CareTeamEntity, { id: careTeamId });
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
    await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`team-roles:${careTeamId}`]);
      const team = await em.findOneByOrFail(CareTeamEntity, { id: careTeamId });
      const members = await em.find(CareTeamMemberEntity, { where: { careTeamId }, order: { createdAt: 'ASC' } });
      const succession = heirOf(actorId, team.primaryCaregiverId, members);
      if (succession) {
        const { heir, becomesPrimary } = succession;
        const from = heir.roleInTeam;
        heir.roleInTeam = 'OWNER';
        await em.save(heir);
        if (becomesPrimary) await em.update(CareTeamEntity, { id: careTeamId }, { primaryCaregiverId: heir.userId });
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
      await em.delete(CareTeamMemberEntity, { careTeamId, userId: actorId });
      await this.audit.record(
        actorId,
        { action: 'account.deleted', careTeamId, targetType: 'user', targetId: actorId },
        em,
      );
    });
  }
}
