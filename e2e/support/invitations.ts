import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from './api';
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

// A new member of the owner's team: invited, signed in through the invitation's link, and accepted.
export async function joinTeam(
  system: { url: string; databaseUrl: string },
  owner: ApiClient,
  careTeamId: string,
  member: { name: string; email: string; role: 'OWNER' | 'SIBLING' },
): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(system.url);
  const invite = await owner.json<{ id: string }>('POST', '/api/invite', {
    email: member.email,
    role: member.role,
    careTeamId,
  });
  expect(invite.status).toBe(201);
  const token = await invitationToken(system.databaseUrl, invite.body.id);
  const user = await api.signIn(member.name, member.email, `/invite/accept?token=${token}`);
  expect((await api.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
  return { api, id: user.id };
}
