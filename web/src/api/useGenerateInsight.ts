import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiReportView, TimeRange } from '@carewith/contracts';
import { screensLanguage } from '../i18n/screens-language';
import { browserTimeZone } from './browserTimeZone';
import { apiRequest } from './http';
import { AI_REPORTS_KEY } from './useAiReports';

export type InsightRequest =
  | { kind: 'weekly'; seniorId: string; timeRange: TimeRange }
  | { kind: 'custom'; seniorId: string; timeRange: TimeRange; question: string };

// POST /api/ai/trend (Weekly Trend) or /api/ai/custom (Custom Insight): a new stored report.
// The report is written in the language the screens speak. The report lists refresh afterwards.
export function useGenerateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InsightRequest): Promise<AiReportView> => {
      const timeZone = browserTimeZone();
      const language = screensLanguage();
      if (request.kind === 'weekly') {
        const res = await apiRequest('POST', '/api/ai/trend', {
          seniorId: request.seniorId,
          timeRange: request.timeRange,
          timeZone,
          language,
        });
        return ((await res.json()) as { trend: string; report: AiReportView }).report;
      }
      const res = await apiRequest('POST', '/api/ai/custom', {
        seniorId: request.seniorId,
        timeRange: request.timeRange,
        question: request.question,
        timeZone,
        language,
      });
      return ((await res.json()) as { insight: string; report: AiReportView }).report;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: AI_REPORTS_KEY });
    },
  });
}
