import { useMutation } from '@tanstack/react-query';
import type { AiReport } from '@carewith/contracts';
import { apiRequest } from './http';

// POST /api/ai/assessments/{id}: an AI report on one activity.
export function useGenerateAiReport(gameId: string) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/ai/assessments/${gameId}`);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as Partial<AiReport> | null;
    },
  });
}
