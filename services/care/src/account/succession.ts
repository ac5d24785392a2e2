import type { TeamRole } from '@carewith/contracts';

// Who carries a team on when a caregiver deletes their account (decision 37), without the
// database. Members are given oldest first, as the team's rows are read.
type Member = { userId: string; roleInTeam: TeamRole };

// A team where they are the only member goes with them (its loved ones erased); any other team
// carries on without them.
export const isOnlyMember = (actorId: string, members: readonly Member[]) => members.every((m) => m.userId === actorId);

// The member who takes over when the one leaving was the Primary Caregiver, or the team's last
// Co-Caregiver: the longest-standing other Co-Caregiver, else the longest-standing member (made a
// Co-Caregiver). `becomesPrimary` when the one leaving was the Primary Caregiver. Null when nobody
// needs to take over, or nobody is left to.
export function heirOf<M extends Member>(
  actorId: string,
  primaryCaregiverId: string | null,
  members: readonly M[],
): { heir: M; becomesPrimary: boolean } | null {
  const others = members.filter((m) => m.userId !== actorId);
  const leaving = members.find((m) => m.userId === actorId);
  const needsOwner = leaving?.roleInTeam === 'OWNER' && !others.some((m) => m.roleInTeam === 'OWNER');
  const becomesPrimary = primaryCaregiverId === actorId;
  const heir = others.find((m) => m.roleInTeam === 'OWNER') ?? others[0];
  return heir && (needsOwner || becomesPrimary) ? { heir, becomesPrimary } : null;
}
