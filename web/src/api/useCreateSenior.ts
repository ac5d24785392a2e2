import type { CreateSeniorRequest, SeniorView } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';
import { seniorKey } from './useSenior';

// POST /api/seniors; success refreshes the dashboard (spec section 7) and primes the profile.
export function useCreateSenior() {
  return useApiMutation<CreateSeniorRequest, SeniorView>(
    (request) => ({ method: 'POST', url: '/api/seniors', body: request }),
    (senior, queryClient) => {
      queryClient.setQueryData(seniorKey(senior.id), senior);
      return [DASHBOARD_KEY];
    },
  );
}
