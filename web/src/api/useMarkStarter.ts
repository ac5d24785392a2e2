import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityStarters, ConversationStarter, SeniorStarters } from '@carewith/contracts';
import { apiRequest } from './http';

type Cached = ActivityStarters | SeniorStarters | undefined;

const replaceIn = (starters: ConversationStarter[], changed: ConversationStarter) =>
  starters.map((s) => (s.id === changed.id ? changed : s));

// "We talked about it" (PUT, with a one-line note) or undo (DELETE). The answer is the starter as
// stored; every cached list holding it (the activity page, the profile) shows the change at once.
export function useMarkStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ starterId, note, undo }: { starterId: string; note?: string; undo?: boolean }) => {
      const url = `/api/conversation-starters/${encodeURIComponent(starterId)}/talked`;
      const res = undo ? await apiRequest('DELETE', url) : await apiRequest('PUT', url, { note: note ?? '' });
      return (await res.json()) as ConversationStarter;
    },
    onSuccess: (changed) =>
      queryClient.setQueriesData<Cached>(
        { predicate: (q) => q.queryKey.at(-1) === 'conversation-starters' },
        (data) => {
          if (!data) return data;
          if ('activities' in data)
            return { activities: data.activities.map((a) => ({ ...a, starters: replaceIn(a.starters, changed) })) };
          return { ...data, starters: replaceIn(data.starters, changed) };
        },
      ),
  });
}
