import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  aboutMeSchema,
  newShareSchema,
  shareSchema,
  sharesSchema,
  type AboutMe,
  type AboutMeNoteRequest,
  type AboutMeVisibilityRequest,
  type CreateShareRequest,
  type NewShare,
  type Share,
  type Shares,
} from '@carewith/contracts';
import { apiRequest } from './http';

// "Who I am" (About me): the handover page of one loved one, its life-story book and its shares.
// Every answer is read through its contract's schema, so a page the server shapes differently fails
// here, loudly, instead of showing half of it.
export const aboutMeKey = (seniorId: string) => ['/api/seniors', seniorId, 'about-me'] as const;
export const aboutMeSharesKey = (seniorId: string) => ['/api/seniors', seniorId, 'about-me', 'shares'] as const;
const aboutMeUrl = (seniorId: string, path = '') => `/api/seniors/${seniorId}/about-me${path}`;

async function call<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json()) as z.output<S>;
}

// GET /api/seniors/{id}/about-me (any team member).
export function useAboutMe(seniorId: string, enabled = true) {
  return useQuery<AboutMe>({
    queryKey: aboutMeKey(seniorId),
    queryFn: () => call(aboutMeSchema, 'GET', aboutMeUrl(seniorId)),
    enabled,
  });
}

// Every change to the page answers the whole page: it replaces the one read.
function usePageChange<V>(
  seniorId: string,
  request: (variables: V) => { method: string; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const { method, path, body } = request(variables);
      return call(aboutMeSchema, method, aboutMeUrl(seniorId, path), body);
    },
    onSuccess: (page) => queryClient.setQueryData(aboutMeKey(seniorId), page),
  });
}

// POST .../notes {section, text} (201, any member): a line the family adds.
export const useAddAboutMeNote = (seniorId: string) =>
  usePageChange(seniorId, (note: AboutMeNoteRequest) => ({ method: 'POST', path: '/notes', body: note }));

// DELETE .../notes/{noteId}: who wrote it, or a Co-Caregiver.
export const useRemoveAboutMeNote = (seniorId: string) =>
  usePageChange(seniorId, (noteId: string) => ({ method: 'DELETE', path: `/notes/${noteId}` }));

// PUT .../visibility {key, hidden} (Co-Caregivers): a section ("section:<id>") or one item off or on.
export const useSetAboutMeVisibility = (seniorId: string) =>
  usePageChange(seniorId, (change: AboutMeVisibilityRequest) => ({
    method: 'PUT',
    path: '/visibility',
    body: change,
  }));

// GET .../shares (any member): every share, with its state and when it was opened.
export function useAboutMeShares(seniorId: string, enabled = true) {
  return useQuery<Shares>({
    queryKey: aboutMeSharesKey(seniorId),
    queryFn: () => call(sharesSchema, 'GET', aboutMeUrl(seniorId, '/shares')),
    enabled,
  });
}

// One share in the list as the server now has it (new ones first, as the list reads).
function putShare(queryClient: QueryClient, seniorId: string, share: Share) {
  queryClient.setQueryData<Shares>(aboutMeSharesKey(seniorId), (list) =>
    list
      ? {
          shares: list.shares.some((s) => s.id === share.id)
            ? list.shares.map((s) => (s.id === share.id ? share : s))
            : [share, ...list.shares],
        }
      : list,
  );
}

// POST .../shares (201, Co-Caregivers): the new share and its link, which is shown this once.
export function useCreateAboutMeShare(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShareRequest): Promise<NewShare> =>
      call(newShareSchema, 'POST', aboutMeUrl(seniorId, '/shares'), request),
    onSuccess: ({ share }) => putShare(queryClient, seniorId, share),
  });
}

// POST .../shares/{shareId}/revoke (Co-Caregivers): the link stops working at once.
export function useRevokeAboutMeShare(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string): Promise<Share> =>
      call(shareSchema, 'POST', aboutMeUrl(seniorId, `/shares/${shareId}/revoke`)),
    onSuccess: (share) => putShare(queryClient, seniorId, share),
  });
}
