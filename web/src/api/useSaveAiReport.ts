import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiReportView } from '@carewith/contracts';
import { apiRequest } from './http';
import { AI_REPORTS_KEY } from './useAiReports';

// POST /api/ai/reports/{id}/save: keeps a report (exports and sharing prefer saved ones).
export function useSaveAiReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reportId: string) => {
      const res = await apiRequest('POST', `/api/ai/reports/${reportId}/save`);
      return (await res.json()) as AiReportView;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AI_REPORTS_KEY });
    },
  });
}
