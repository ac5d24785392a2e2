import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  familyInvitationSchema,
  RESIDENT_PHOTO_FIELD,
  residentPhotoSchema,
  residentSchema,
  residentTopicsSchema,
  type AddResidentRequest,
  type RecordConsentRequest,
  type Resident,
  type ResidentPhoto,
  type ResidentTopics,
} from '@carewith/contracts';
import { postForm } from './http';
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

// GET /api/homes/:homeId/residents/:residentId/topics: what their family would like the staff to talk
// about with them (from the family's memory box, nothing else of it).
export function useResidentTopics(homeId: string, residentId: string) {
  return useQuery<ResidentTopics>({
    queryKey: [...residentsKey(homeId), residentId, 'topics'],
    queryFn: () => homeCall(residentTopicsSchema, 'GET', residentUrl(homeId, residentId, '/topics')),
    enabled: homeId.length > 0 && residentId.length > 0,
  });
}

// A change to one resident: the list and the home's figures are read again. 'await' holds the caller's
// own callbacks until they are; 'behind' reads them again without waiting, for a change after which the
// resident's page goes away (its callbacks would otherwise never run once the new list unmounts it).
function useResidentChange<V, S extends z.ZodType>(
  homeId: string,
  schema: S,
  request: (variables: V) => { method: string; url: string; body?: unknown },
  rereads: 'await' | 'behind' | 'none' = 'await',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V): Promise<z.output<S>> => {
      const { method, url, body } = request(variables);
      return homeCall(schema, method, url, body);
    },
    onSuccess: () => {
      if (rereads === 'none') return undefined;
      const reread = Promise.all(
        [residentsKey(homeId), homeKey(homeId), HOMES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return rereads === 'await' ? reread : undefined;
    },
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
    'none',
  );

// DELETE /api/homes/:homeId/residents/:residentId (Home Managers): they leave the home; their family
// keeps their care team and everything in it.
export const useRemoveResident = (homeId: string) =>
  useResidentChange(
    homeId,
    z.object({ removed: z.boolean() }),
    (residentId: string) => ({ method: 'DELETE', url: residentUrl(homeId, residentId) }),
    'behind',
  );

// PUT (one photo, multipart) or DELETE /api/homes/:homeId/residents/:residentId/photo (Home Managers):
// the resident's portrait. The answer's address goes straight into the residents list, so the new photo
// (or their initials) shows at once; the list is not read again here, as care learns of the change a
// moment later.
export function useResidentPhoto(homeId: string, residentId: string) {
  const queryClient = useQueryClient();
  const url = residentUrl(homeId, residentId, '/photo');
  const shown = ({ photoUrl }: ResidentPhoto) =>
    queryClient.setQueryData<Resident[]>(residentsKey(homeId), (residents) =>
      residents?.map((r) => (r.id === residentId ? { ...r, photoUrl } : r)),
    );
  const put = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(RESIDENT_PHOTO_FIELD, file);
      return residentPhotoSchema.parse(await postForm<unknown>(url, body, 'PUT'));
    },
    onSuccess: shown,
  });
  const remove = useMutation({
    mutationFn: () => homeCall(residentPhotoSchema, 'DELETE', url),
    onSuccess: shown,
  });
  return { put, remove };
}
