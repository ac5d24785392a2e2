import { expectEventually } from '@carewith/platform/testing';
import { queryDb } from './systems';

// The invitation e-mail as the outbox stored it; its link carries the single-use token.
export async function invitationToken(
  databaseUrl: string,
  invitationId: string,
  options: { not?: string } = {},
): Promise<string> {
  return expectEventually(
    async () => {
      const rows = await queryDb<{ body: string }>(
        databaseUrl,
        `SELECT body FROM messaging.messages WHERE ref_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [invitationId],
      );
      const match = rows[0]?.body.match(/\/invite\/accept\?token=([A-Za-z0-9_-]+)/);
      if (!match?.[1] || match[1] === options.not) throw new Error('invitation e-mail not in the outbox yet');
      return match[1];
    },
    { timeoutMs: 30_000 },
  );
}
