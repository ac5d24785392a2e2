import { useQuery } from '@tanstack/react-query';
import type { AiReportView } from '@carewith/contracts';
import { apiRequest } from './http';

export type AiReportsFilter = { seniorId: string } | { gameId: string };

// Every stored-report list starts with this, so one invalidation refreshes them all.
export const AI_REPORTS_KEY = ['/api/ai/reports'] as const;
export const aiReportsKey = (filter: AiReportsFilter) => [...AI_REPORTS_KEY, filter] as const;

// GET /api/ai/reports?seniorId= or ?gameId=: the stored AI reports, newest first.
export function useAiReports(filter: AiReportsFilter, enabled = true) {
  return useQuery<AiReportView[]>({
    queryKey: aiReportsKey(filter),
    queryFn: async () => {
      const res = await apiRequest('GET', `/api/ai/reports?${new URLSearchParams(filter).toString()}`);
      return (await res.json()) as AiReportView[];
    },
    enabled,
  });
}
