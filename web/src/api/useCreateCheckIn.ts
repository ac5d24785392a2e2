import type { CheckInRequest, CheckInView } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { CHECK_INS_KEY } from './useCheckIns';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/check-ins; the history and the dashboard's mood card refresh.
export function useCreateCheckIn() {
  return useApiMutation<CheckInRequest, CheckInView>(
    (request) => ({ method: 'POST', url: '/api/check-ins', body: request }),
    () => [CHECK_INS_KEY, DASHBOARD_KEY],
  );
}
