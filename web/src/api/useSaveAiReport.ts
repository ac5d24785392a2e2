import type { AiReportView } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { AI_REPORTS_KEY } from './useAiReports';

// POST /api/ai/reports/{id}/save: keeps a report (exports and sharing prefer saved ones).
export function useSaveAiReport() {
  return useApiMutation<string, AiReportView>(
    (reportId) => ({ method: 'POST', url: `/api/ai/reports/${reportId}/save` }),
    () => [AI_REPORTS_KEY],
  );
}
