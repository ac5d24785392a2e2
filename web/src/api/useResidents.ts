import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  familyInvitationSchema,
  residentSchema,
  type AddResidentRequest,
  type RecordConsentRequest,
  type Resident,
} from '@carewith/contracts';
import { homeCall, homeKey } from './useHomes';
import { HOMES_KEY } from './useMyHomes';

// A home's residents (staff only): the list, a new resident, their room and weekly target, their
// consent to photos and songs on a shared screen, and the invitation that brings their family in.
export const residentsKey = (homeId: string) => ['/api/homes', homeId, 'residents'] as const;
const residentsUrl = (homeId: string, path = '') => `/api/homes/${encodeURIComponent(homeId)}/residents${path}`;
const residentUrl = (homeId: string, residentId: string, path = '') =>
  residentsUrl(homeId, `/${encodeURIComponent(residentId)}${path}`);

const residentsSchema = z.array(residentSchema);

// GET /api/homes/:homeId/residents (staff).
export function useResidents(homeId: string) {
  return useQuery<Resident[]>({
    queryKey: residentsKey(homeId),
    queryFn: () => homeCall(residentsSchema, 'GET', residentsUrl(homeId)),
    enabled: homeId.length > 0,
  });
}

// A change to one resident: the list and the home's figures are read again.
function useResidentChange<V, S extends z.ZodType>(
  homeId: string,
  schema: S,
  request: (variables: V) => { method: string; url: string; body?: unknown },
  rereads = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V): Promise<z.output<S>> => {
      const { method, url, body } = request(variables);
      return homeCall(schema, method, url, body);
    },
    onSuccess: () =>
      rereads
        ? Promise.all(
            [residentsKey(homeId), homeKey(homeId), HOMES_KEY].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
        : undefined,
  });
}

// POST /api/homes/:homeId/residents (Home Managers): the loved one and their own care team.
export const useAddResident = (homeId: string) =>
  useResidentChange(homeId, residentSchema, (request: AddResidentRequest) => ({
    method: 'POST',
    url: residentsUrl(homeId),
    body: request,
  }));

// PATCH /api/homes/:homeId/residents/:residentId {room, activeDaysTarget} (Home Managers).
export const useUpdateResident = (homeId: string, residentId: string) =>
  useResidentChange(homeId, residentSchema, (request: { room?: string; activeDaysTarget?: number }) => ({
    method: 'PATCH',
    url: residentUrl(homeId, residentId),
    body: request,
  }));

// PUT /api/homes/:homeId/residents/:residentId/consent (Home Managers).
export const useRecordConsent = (homeId: string, residentId: string) =>
  useResidentChange(homeId, residentSchema, (request: RecordConsentRequest) => ({
    method: 'PUT',
    url: residentUrl(homeId, residentId, '/consent'),
    body: request,
  }));

// POST /api/homes/:homeId/residents/:residentId/family-invitation {email} (Home Managers): the link.
export const useInviteFamily = (homeId: string, residentId: string) =>
  useResidentChange(
    homeId,
    familyInvitationSchema,
    (request: { email: string }) => ({
      method: 'POST',
      url: residentUrl(homeId, residentId, '/family-invitation'),
      body: request,
    }),
    false,
  );
