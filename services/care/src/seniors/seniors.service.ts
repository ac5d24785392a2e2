import { Injectable } from '@nestjs/common';
import {
  BusReplyData,
  CreateSeniorRequest,
  DomainError,
  ErasureSummary,
  LovedOneChange,
  SeniorAccess,
  SeniorProfileExport,
  SeniorView,
  UpdateSeniorRequest,
} from '@carewith/contracts';
import { BusClient, createLogger, FactBus } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { TeamAccessService } from '../teams/team-access.service';
import { requireAbility, TeamNeed, teamNameIn } from '../teams/team-rules';
import { SeniorEntity } from './senior.entity';
import { SeniorStore } from './senior-store';
import {
  changedKinds,
  languageOf,
  newSeniorFields,
  pausedUntilFor,
  profileChanges,
  toSenior,
  toSeniorView,
} from './senior-profile';

// Removing queued texts may wait for one being sent (up to 15 s in the queue adapters).
const ERASE_TIMEOUT_MS = 30_000;

@Injectable()
export class SeniorsService {
  private readonly log = createLogger(SeniorsService.name);

  constructor(
    private readonly store: SeniorStore,
    private readonly access: TeamAccessService,
    private readonly audit: AuditService,
    private readonly bus: BusClient,
    private readonly facts: FactBus,
  ) {}

  async create(actorId: string, request: CreateSeniorRequest): Promise<SeniorView> {
    const careTeamId = request.careTeamId ?? (await this.defaultTeam(actorId));
    await this.access.requireOwner(actorId, careTeamId);
    const senior = await this.store.add(newSeniorFields(careTeamId, request));
    this.log.info({ seniorId: senior.id }, 'loved one added');
    return toSeniorView(senior, await this.access.requireMemberAccess(actorId, careTeamId));
  }

  async get(actorId: string, seniorId: string): Promise<SeniorView> {
    const { senior, access } = await this.load(actorId, seniorId);
    return toSeniorView(senior, access);
  }

  async update(actorId: string, seniorId: string, changes: UpdateSeniorRequest): Promise<SeniorView> {
    const { senior, access } = await this.load(actorId, seniorId, 'manage');
    Object.assign(senior, profileChanges(changes));
    return toSeniorView(await this.saveChanged(senior, changedKinds(changes)), access);
  }

  // The change and its fact in one transaction: games re-plans the loved one's texts from the fact.
  private saveChanged(senior: SeniorEntity, changes: LovedOneChange[]): Promise<SeniorEntity> {
    return this.store.transaction(async (em) => {
      const saved = await this.store.save(em, senior);
      await this.facts.record(em, 'care.loved-one-changed', {
        seniorId: saved.id,
        careTeamId: saved.careTeamId,
        changes,
      });
      return saved;
    });
  }

  // "Pause for a few days": no scheduled text until the start of the loved one's local day
  // `days` from today; null resumes at once. Co-Caregivers only, like every other change.
  async pause(actorId: string, seniorId: string, days: number | null, now = new Date()): Promise<SeniorView> {
    const { senior, access } = await this.load(actorId, seniorId, 'manage');
    senior.pausedUntil = pausedUntilFor(days, now, senior.timeZone);
    const saved = await this.saveChanged(senior, ['pause']);
    this.log.info({ seniorId: senior.id, paused: days !== null }, days === null ? 'texts resumed' : 'texts paused');
    return toSeniorView(saved, access);
  }

  // For sending an activity: only someone who may manage the loved one gets the phone.
  async contact(actorId: string, seniorId: string): Promise<BusReplyData<'care.seniors.contact'>> {
    const { senior } = await this.load(actorId, seniorId, 'manage');
    return { firstName: senior.firstName, phone: senior.phone, language: languageOf(senior) };
  }

  // The archive's profile part (owners only); the download itself is audited here, before any data leaves.
  async exportProfile(actorId: string, seniorId: string): Promise<SeniorProfileExport> {
    const { senior } = await this.load(actorId, seniorId, 'manage');
    const team = await this.store.team(senior.careTeamId);
    await this.audit.record(actorId, {
      action: 'export.senior_archive',
      careTeamId: senior.careTeamId,
      targetType: 'senior',
      targetId: senior.id,
    });
    // The archive's words are English (decision 132), a name the product gave the team too.
    return { ...toSenior(senior), careTeamName: teamNameIn(team) };
  }

  // Erasure (the Primary Caregiver only): every service removes what it holds, then the profile goes,
  // with an audit entry in the same transaction. Each step is idempotent: after a failure, erasing
  // again finishes.
  async erase(actorId: string, seniorId: string): Promise<ErasureSummary> {
    const { senior } = await this.load(actorId, seniorId, 'erase');
    return this.eraseLoaded(actorId, senior);
  }

  async eraseLoaded(actorId: string, senior: SeniorEntity): Promise<ErasureSummary> {
    const games = await this.bus.request(
      'games.erase.bySenior',
      { seniorId: senior.id, careTeamId: senior.careTeamId },
      { timeoutMs: ERASE_TIMEOUT_MS },
    );
    const reports = await this.bus.request('insights.erase.bySenior', { seniorId: senior.id, gameIds: games.gameIds });
    const conversation = await this.bus.request(
      'insights.conversation.erase',
      { seniorId: senior.id, gameIds: games.gameIds },
      { timeoutMs: ERASE_TIMEOUT_MS },
    );
    const messages = await this.bus.request(
      'messaging.erase',
      // The loved one's id: their weekly family letters are sent with it as their ref.
      { phones: senior.phone ? [senior.phone] : [], emails: [], refIds: [...games.gameIds, senior.id] },
      { timeoutMs: ERASE_TIMEOUT_MS },
    );
    // Facts about them that care recorded (a change of their profile).
    await this.facts.forget([senior.id]);
    const summary: ErasureSummary = {
      activities: games.gameIds.length,
      photos: games.photos,
      voiceClips: games.voiceClips,
      reports: reports.rows,
      conversation: conversation.rows,
      messages: messages.rows,
      jobs: messages.jobs + reports.jobs + conversation.jobs,
    };
    await this.store.transaction(async (em) => {
      // A care-home resident leaves their home with their profile (the row goes by its foreign key):
      // games forgets them as a resident too.
      for (const { residentId, homeId } of await this.store.residences(em, senior.id))
        await this.facts.record(em, 'care.resident-removed', {
          residentId,
          homeId,
          seniorId: senior.id,
          careTeamId: senior.careTeamId,
        });
      await this.store.remove(em, senior.id);
      await this.audit.record(
        actorId,
        {
          action: 'senior.erased',
          careTeamId: senior.careTeamId,
          targetType: 'senior',
          targetId: senior.id,
          meta: summary,
        },
        em,
      );
    });
    this.log.info({ seniorId: senior.id, ...summary }, 'loved one erased');
    return summary;
  }

  // The play page's greeting and language (no actor: the play link is the capability).
  async handover(seniorId: string): Promise<BusReplyData<'care.seniors.handover'>> {
    const senior = await this.store.byId(seniorId);
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    return {
      firstName: senior.firstName,
      lastName: senior.lastName,
      careTeamId: senior.careTeamId,
      timeZone: senior.timeZone,
    };
  }

  async firstName(seniorId: string): Promise<BusReplyData<'care.seniors.firstName'>> {
    const senior = await this.store.byId(seniorId);
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    return { firstName: senior.firstName, language: languageOf(senior) };
  }

  // Where and when a loved one may be texted, for the scheduled texts and reminders that run with no
  // actor. Internal: the gateway has no route to it.
  async sendInfo(seniorId: string): Promise<BusReplyData<'care.seniors.sendInfo'>> {
    const senior = await this.store.byId(seniorId);
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    return sendInfoOf(senior);
  }

  // The same for a member, checked as authorize checks: one request for a schedule's screen.
  async sendInfoFor(actorId: string, seniorId: string, need: 'view' | 'manage') {
    const { senior } = await this.load(actorId, seniorId, need);
    return sendInfoOf(senior);
  }

  async accessible(actorId: string): Promise<SeniorAccess[]> {
    return this.store.accessible(actorId);
  }

  async authorize(actorId: string, seniorId: string, need: 'view' | 'manage'): Promise<SeniorAccess> {
    const { senior, access } = await this.load(actorId, seniorId, need);
    return { seniorId: senior.id, careTeamId: senior.careTeamId, role: access.role };
  }

  // Outsiders get 404 (they learn nothing); a Family Helper asking to manage gets 403, and so does
  // anyone but the Primary Caregiver asking to erase.
  private async load(actorId: string, seniorId: string, need: TeamNeed = 'view') {
    const senior = await this.store.byId(seniorId);
    const access = senior && (await this.access.accessOf(actorId, senior.careTeamId));
    if (!senior || !access) throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
    requireAbility(access, need);
    return { senior, access };
  }

  // The team a loved one joins when the form names none: the caller's own (first) team as OWNER.
  private async defaultTeam(actorId: string): Promise<string> {
    const owned = await this.store.firstOwnedTeam(actorId);
    if (!owned) throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can add a loved one.');
    return owned;
  }
}

function sendInfoOf(senior: SeniorEntity): BusReplyData<'care.seniors.sendInfo'> {
  const { firstName, phone, careTeamId, timeZone, quietHours, pausedUntil, language } = toSenior(senior);
  return { firstName, phone, careTeamId, timeZone, quietHours, pausedUntil, language };
}
