import type { CheckInRequest, CheckInView } from '@carewith/contracts';
import { screensLanguage } from '../i18n/screens-language';
import { useApiMutation } from './useApiMutation';
import { CHECK_INS_KEY } from './useCheckIns';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/check-ins, its reflection to be written in the language the screens speak; the history and
// the dashboard's mood card refresh.
export function useCreateCheckIn() {
  return useApiMutation<CheckInRequest, CheckInView>(
    (request) => ({ method: 'POST', url: '/api/check-ins', body: { ...request, language: screensLanguage() } }),
    () => [CHECK_INS_KEY, DASHBOARD_KEY],
  );
}
