import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeniorDifficulty, TemplateDifficulty, TemplateSlug } from '@carewith/contracts';
import { apiRequest } from './http';

export const difficultyKey = (seniorId: string) => ['/api/seniors', seniorId, 'difficulty'];

// How hard a loved one's activities are, per template, with the changes in words.
export function useSeniorDifficulty(seniorId: string, enabled = true) {
  return useQuery<SeniorDifficulty>({ queryKey: difficultyKey(seniorId), enabled });
}

// PUT /api/seniors/{id}/difficulty/{templateId} (Co-Caregivers): a level to keep, or null to adapt.
export function usePinDifficulty(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, pinnedLevel }: { templateId: TemplateSlug; pinnedLevel: number | null }) => {
      const res = await apiRequest('PUT', `/api/seniors/${seniorId}/difficulty/${templateId}`, { pinnedLevel });
      return (await res.json()) as TemplateDifficulty;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<SeniorDifficulty>(difficultyKey(seniorId), (old) =>
        old
          ? { ...old, templates: old.templates.map((t) => (t.templateId === updated.templateId ? updated : t)) }
          : old,
      );
    },
  });
}
