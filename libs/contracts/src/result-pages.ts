import { z } from 'zod';
import { isoDateSchema, uuidSchema } from './common';
import { seniorResultSchema } from './care';

// A loved one's results cross the bus in pages, newest first, so no reply grows with their
// history (NATS refuses a message over its max_payload, 1 MB by default; a result is about 0.3 kB).
export const RESULTS_PAGE_MAX = 100;
// What the profile's Recent Activities shows at first, and adds with each "Show more".
export const RESULTS_PAGE_SIZE = 20;

// Where a page ended: the last result's completion to the microsecond (JavaScript dates keep only
// milliseconds) and its id, "2025-01-31T09:15:02.123456Z_<id>". The next page starts strictly after it.
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const realMoment = (cursor: string) => {
  const second = CURSOR.exec(cursor)?.[1];
  const parsed = second ? new Date(`${second}Z`) : null;
  return !!parsed && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === second;
};
export const resultsCursorSchema = z
  .string()
  .max(80)
  .refine(realMoment, { error: 'Please use the cursor the previous page gave' });
export const splitResultsCursor = (cursor: string) => {
  const at = cursor.lastIndexOf('_');
  return { completedAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
};

export const seniorResultsPageRequestSchema = z.object({
  seniorId: uuidSchema,
  // At most RESULTS_PAGE_MAX (the default).
  limit: z.number().int().min(1).max(RESULTS_PAGE_MAX).optional(),
  before: resultsCursorSchema.optional(),
  // Only results completed at or after this moment (the insights' periods).
  since: isoDateSchema.optional(),
});
export type SeniorResultsPageRequest = z.infer<typeof seniorResultsPageRequestSchema>;
export const seniorResultsPageSchema = z.object({
  results: z.array(seniorResultSchema),
  next: resultsCursorSchema.nullable(),
});
export type SeniorResultsPage = z.infer<typeof seniorResultsPageSchema>;

// GET /api/seniors/{id}/results: the whole list by default (the spec's "list of results"); with
// limit or before, one page, and a Link header to the next.
export const seniorResultsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(RESULTS_PAGE_MAX, { error: `Limit must be at most ${RESULTS_PAGE_MAX}` })
    .optional(),
  before: resultsCursorSchema.optional(),
});
export type SeniorResultsQuery = z.infer<typeof seniorResultsQuerySchema>;
