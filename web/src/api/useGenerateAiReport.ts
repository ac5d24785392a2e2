import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiReportView } from '@carewith/contracts';
import { screensLanguage } from '../i18n/screens-language';
import { browserTimeZone } from './browserTimeZone';
import { apiRequest } from './http';
import { AI_REPORTS_KEY } from './useAiReports';

// POST /api/ai/assessments/{id}: an AI report on one activity, written in the language the screens
// speak; the report lists refresh afterwards.
export function useGenerateAiReport(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/ai/assessments/${gameId}`, {
        timeZone: browserTimeZone(),
        language: screensLanguage(),
      });
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as Partial<AiReportView> | null;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AI_REPORTS_KEY });
    },
  });
}
