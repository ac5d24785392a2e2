import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import {
  homeSummarySchema,
  homeViewSchema,
  staffInvitationPreviewSchema,
  staffInvitationSchema,
  type CreateHomeRequest,
  type HomeView,
  type InviteStaffRequest,
} from '@carewith/contracts';
import { apiRequest } from './http';
import { HOMES_KEY } from './useMyHomes';

// Care homes (docs/decisions, "Care homes"): the homes a member works in, each home's staff and its
// staff invitations. Every answer is read through its contract's schema, so a home the server shapes
// differently fails here, loudly, instead of showing half of it.
export const homeKey = (homeId: string) => ['/api/homes', homeId] as const;
const homeUrl = (homeId: string, path = '') => `/api/homes/${encodeURIComponent(homeId)}${path}`;

// A change's answer as its schema reads it; no body at all (a 204) reads as nothing.
export async function homeCall<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return schema.parse(text ? JSON.parse(text) : undefined) as z.output<S>;
}

const nothingSchema = z.unknown();

// GET /api/homes/:homeId (staff): the home, its staff and, for a Home Manager, the staff's e-mails and
// the invitations not yet accepted.
export function useHome(homeId: string) {
  return useQuery<HomeView>({
    queryKey: homeKey(homeId),
    queryFn: () => homeCall(homeViewSchema, 'GET', homeUrl(homeId)),
    enabled: homeId.length > 0,
  });
}

// A change to a home, then the reads it touches fetched again.
function useHomeChange<V, S extends z.ZodType>(
  schema: S,
  request: (variables: V) => { method: string; url: string; body?: unknown },
  stale: (variables: V) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V): Promise<z.output<S>> => {
      const { method, url, body } = request(variables);
      return homeCall(schema, method, url, body);
    },
    onSuccess: (_answer, variables) =>
      Promise.all(stale(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// POST /api/homes {name}: the member becomes the new home's Home Manager.
export const useCreateHome = () =>
  useHomeChange(
    homeSummarySchema,
    (request: CreateHomeRequest) => ({ method: 'POST', url: HOMES_KEY[0], body: request }),
    () => [HOMES_KEY],
  );

// POST /api/homes/:homeId/staff-invitations {email, role} (Home Managers): the link to send, shown once.
export const useInviteStaff = (homeId: string) =>
  useHomeChange(
    staffInvitationSchema,
    (request: InviteStaffRequest) => ({ method: 'POST', url: homeUrl(homeId, '/staff-invitations'), body: request }),
    () => [homeKey(homeId)],
  );

// DELETE /api/homes/:homeId/staff-invitations/:invitationId (Home Managers).
export const useCancelStaffInvitation = (homeId: string) =>
  useHomeChange(
    nothingSchema,
    (invitationId: string) => ({
      method: 'DELETE',
      url: homeUrl(homeId, `/staff-invitations/${encodeURIComponent(invitationId)}`),
    }),
    () => [homeKey(homeId)],
  );

// DELETE /api/homes/:homeId/staff/:userId (Home Managers; a home keeps at least one).
export const useRemoveStaff = (homeId: string) =>
  useHomeChange(
    nothingSchema,
    (userId: string) => ({ method: 'DELETE', url: homeUrl(homeId, `/staff/${encodeURIComponent(userId)}`) }),
    () => [homeKey(homeId), HOMES_KEY],
  );

const invitationUrl = (token: string, path = '') => `/api/home-invitations/${encodeURIComponent(token)}${path}`;

// GET /api/home-invitations/:token (signed in): which home, which role, from whom.
export function useHomeInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['/api/home-invitations', token],
    queryFn: () => homeCall(staffInvitationPreviewSchema, 'GET', invitationUrl(token)),
    enabled: token.length > 0,
  });
}

// POST /api/home-invitations/:token/accept: the member joins the home (its summary answers); their list
// of homes changes.
export const useAcceptHomeInvitation = () =>
  useHomeChange(
    homeSummarySchema,
    (token: string) => ({ method: 'POST', url: invitationUrl(token, '/accept') }),
    () => [HOMES_KEY],
  );
