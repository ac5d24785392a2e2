import { isLanguage, type Language, type SessionUser } from '@carewith/contracts';

// What the server writes for a member (a report, a check-in's reflection) is in the language the
// request names (the member's screens), else the one the member chose, else none (English).
export const inLanguage = <T extends { language?: Language }>(body: T, user: SessionUser): T => ({
  ...body,
  language: body.language ?? user.language ?? undefined,
});

// The language a read is said in for its reader (decision 260), as the app chooses the language of
// its screens (decision 211): the member's choice, else the browser's first language when Care With
// has it, else none (English).
export function readerLanguage(
  user: SessionUser | undefined,
  acceptLanguage: string | undefined,
): Language | undefined {
  if (user?.language) return user.language;
  const first = acceptLanguage?.split(',')[0]?.split(/[-_;]/)[0]?.trim().toLowerCase();
  return isLanguage(first) ? first : undefined;
}
