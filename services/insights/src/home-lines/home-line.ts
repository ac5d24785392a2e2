import { RECORD_CHIPS, type LetterHome, type RecordChip } from '@carewith/contracts';

// The care-home line of a resident's weekly letter, from the week's activity records (pure): how many
// group sessions they took part in, the sessions' themes, and one moment worth telling. A week with no
// group session they took part in has no line (their texted activities are in the letter already).

export type ResidentActivityRow = {
  recordId: string;
  sessionId: string | null;
  kind: 'group' | 'one-to-one';
  tookPart: boolean;
  what: string;
  chips: string[];
  song: string | null;
  // YYYY-MM-DD in the home's zone.
  day: string;
  occurredAt: Date;
};

export const THEMES_MAX = 3;
// Which moment a family most wants to hear of, first: singing along to a song, then a story told.
export const MOMENT_ORDER: readonly RecordChip[] = [
  'sang-along',
  'told-a-story',
  'recognised-someone',
  'laughed',
  'helped-others',
];

const isChip = (chip: string): chip is RecordChip => (RECORD_CHIPS as readonly string[]).includes(chip);

export function homeLineOf(rows: readonly ResidentActivityRow[]): LetterHome | null {
  const groups = rows.filter((r) => r.kind === 'group' && r.tookPart);
  if (!groups.length) return null;
  const sessions = new Set(groups.map((r) => r.sessionId ?? r.recordId));
  const themeCounts = new Map<string, number>();
  for (const r of groups) themeCounts.set(r.what, (themeCounts.get(r.what) ?? 0) + 1);
  // Most frequent first; ties in the order they came (a Map keeps it, and sort is stable).
  const themes = [...themeCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, THEMES_MAX)
    .map(([theme]) => theme);
  const latestFirst = [...groups].sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
  let moment: LetterHome['moment'] = null;
  for (const chip of MOMENT_ORDER) {
    const row = latestFirst.find((r) => r.chips.filter(isChip).includes(chip));
    if (row) {
      moment = { chip, date: row.day, song: chip === 'sang-along' ? row.song : null };
      break;
    }
  }
  return { groups: sessions.size, themes, moment };
}
