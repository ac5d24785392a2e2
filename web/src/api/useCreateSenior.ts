import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSeniorRequest, SeniorView } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';
import { seniorKey } from './useSenior';

// POST /api/seniors; success refreshes the dashboard (spec section 7) and primes the profile.
export function useCreateSenior() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateSeniorRequest) => {
      const res = await apiRequest('POST', '/api/seniors', request);
      return (await res.json()) as SeniorView;
    },
    onSuccess: async (senior) => {
      queryClient.setQueryData(seniorKey(senior.id), senior);
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
