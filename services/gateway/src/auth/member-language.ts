import type { Language, SessionUser } from '@carewith/contracts';

// What the server writes for a member (a report, a check-in's reflection) is in the language the
// request names (the member's screens), else the one the member chose (issue #28), else none (English).
export const inLanguage = <T extends { language?: Language }>(body: T, user: SessionUser): T => ({
  ...body,
  language: body.language ?? user.language ?? undefined,
});
