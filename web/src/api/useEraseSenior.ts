import { useCallback } from 'react';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import type { ErasureSummary } from '@carewith/contracts';
import { apiRequest } from './http';
import { seniorKey } from './useSenior';

// The loved one's own reads: /api/seniors/{id}, its results and overview.
const isSeniorQuery = (seniorId: string) => (query: Query) => {
  const [root, id] = seniorKey(seniorId);
  return query.queryKey[0] === root && query.queryKey[1] === id;
};

// DELETE /api/seniors/{id} (Co-Caregivers only). Everything else about the team (dashboard, activities,
// reports, log) is read again. The loved one's own reads are only marked stale: read again now, they
// would answer 404 and flash "not found" before the profile is left; useForgetSenior drops them after.
export function useEraseSenior(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('DELETE', `/api/seniors/${encodeURIComponent(seniorId)}`);
      return (await res.json()) as ErasureSummary;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: isSeniorQuery(seniorId), refetchType: 'none' }),
        queryClient.invalidateQueries({ predicate: (q) => !isSeniorQuery(seniorId)(q) }),
      ]),
  });
}

// Drops an erased loved one's cached reads (call once their profile is no longer on screen).
export function useForgetSenior() {
  const queryClient = useQueryClient();
  return useCallback(
    (seniorId: string) => queryClient.removeQueries({ predicate: isSeniorQuery(seniorId) }),
    [queryClient],
  );
}
