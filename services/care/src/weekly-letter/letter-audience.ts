import { letterWeekAt, type LetterAudience, type MemberLanguage } from '@carewith/contracts';

// The weekly family letter's rules on care's side, without the database: whose letters
// are due, and who gets one and whose turn it is to write.

// The loved ones for whom it is Sunday from 17:00 in their own time zone at `at`, with that Sunday. A
// zone this build cannot read is skipped (its loved one's letter waits) rather than failing the rest.
export function dueLetters(
  seniors: readonly { id: string; time_zone: string }[],
  at: Date,
): { seniorId: string; sunday: string }[] {
  // Loved ones share a handful of zones: each zone is worked out once.
  const weeks = new Map<string, ReturnType<typeof letterWeekAt> | null>();
  const due: { seniorId: string; sunday: string }[] = [];
  for (const row of seniors) {
    if (!weeks.has(row.time_zone)) {
      try {
        weeks.set(row.time_zone, letterWeekAt(at, row.time_zone));
      } catch {
        weeks.set(row.time_zone, null);
      }
    }
    const week = weeks.get(row.time_zone);
    if (week?.due) due.push({ seniorId: row.id, sunday: week.sunday });
  }
  return due;
}

export type LetterMember = { user_id: string; role_in_team: string; letter: boolean };
export type LetterUser = { id: string; email: string; firstName: string | null; language: MemberLanguage };

// Members (in rota order: who joined first, then by id) who want the letter and whose account still
// exists, with their e-mail and language; and every Co-Caregiver in that order, whose turn it is to add a word.
export function letterAudience(
  senior: { firstName: string; careTeamId: string; timeZone: string },
  members: readonly LetterMember[],
  users: readonly LetterUser[],
): LetterAudience {
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    firstName: senior.firstName,
    careTeamId: senior.careTeamId,
    timeZone: senior.timeZone,
    recipients: members
      .filter((m) => m.letter && byId.has(m.user_id))
      .map((m) => ({
        userId: m.user_id,
        email: byId.get(m.user_id)!.email,
        firstName: byId.get(m.user_id)!.firstName,
        language: byId.get(m.user_id)!.language,
      })),
    coCaregivers: members
      .filter((m) => m.role_in_team === 'OWNER')
      .map((m) => ({ userId: m.user_id, firstName: byId.get(m.user_id)?.firstName ?? null })),
  };
}
