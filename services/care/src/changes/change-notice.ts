import { BUS_PATTERNS, seniorTag, teamTag } from '@carewith/contracts';
import type { ChangeNotice } from '@carewith/platform';

// care's subjects that change nothing: their answers are not announced. Every other care subject is a
// change, so a new one is announced without being listed here.
export const CARE_READS = new Set<string>([
  'care.audit.list',
  'care.checkIns.listMine',
  'care.dashboard',
  'care.health',
  'care.homes.get',
  'care.homes.listMine',
  'care.homes.previewInvitation',
  'care.homes.residents.list',
  'care.homes.sessionResidents',
  'care.invitations.list',
  'care.invitations.preview',
  'care.members.list',
  'care.notifications.get',
  'care.notifications.weeklyLetter.get',
  'care.seniors.accessible',
  'care.seniors.authorize',
  'care.seniors.contact',
  'care.seniors.export',
  'care.seniors.firstName',
  'care.seniors.get',
  'care.seniors.handover',
  'care.seniors.sendInfo',
  'care.seniors.sendInfoFor',
  'care.teams.listMine',
  'care.weeklyLetter.audience',
  'care.weeklyLetter.due',
]);

// Changes that touch only what their member sees of care (their check-ins, their own settings, the
// teams they join or have made for them): nothing of another member's view of a team.
export const CARE_CHANGES_OF_THEIR_OWN = new Set<string>([
  'care.checkIns.create',
  'care.checkIns.setReflection',
  'care.invitations.accept',
  'care.notifications.update',
  'care.notifications.weeklyLetter.update',
  'care.teams.ensureForUser',
]);

const idOf = (data: unknown, field: string) => {
  const value = (data as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
};

// What a care request that was answered changed, as the notice to send; none for a read or for another
// service's subject (in the embedded profile every service answers in one process). A change whose
// request names no team or loved one, and is not of the member's own, may have touched anything: all.
export function careChangeNotice(pattern: string, actorId: string | undefined, data: unknown): ChangeNotice | null {
  if (!pattern.startsWith('care.') || CARE_READS.has(pattern) || !(pattern in BUS_PATTERNS)) return null;
  const careTeamId = idOf(data, 'careTeamId');
  const seniorId = idOf(data, 'seniorId');
  const tags = [...(careTeamId ? [teamTag(careTeamId)] : []), ...(seniorId ? [seniorTag(seniorId)] : [])];
  if (tags.length || CARE_CHANGES_OF_THEIR_OWN.has(pattern)) return { actorId, tags };
  return { actorId, all: true };
}
