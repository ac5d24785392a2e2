import { plural } from '@lingui/core/macro';
import type { ReminderNotice } from '@carewith/contracts';

const DAY_MS = 86_400_000;

// How long the link waited before its reminder, in whole days: at least one (the reminder goes after
// a day), more when quiet hours or a pause held it back.
export function waitedFor(notice: Pick<ReminderNotice, 'firstSentAt' | 'remindedAt'>): string {
  const days = Math.max(1, Math.floor((Date.parse(notice.remindedAt) - Date.parse(notice.firstSentAt)) / DAY_MS));
  return plural(days, { one: 'a day', other: '# days' });
}
