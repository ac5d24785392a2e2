import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './http';

export type ApiCall = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

// A call that changes something and answers JSON. Once it succeeds, `after` brings the cache up to
// date (setting what the answer already holds) and names the reads to fetch again; the mutation
// settles when they have been.
export function useApiMutation<TVariables = void, TAnswer = unknown>(
  call: (variables: TVariables) => ApiCall,
  after: (answer: TAnswer, queryClient: QueryClient) => readonly QueryKey[] | void = () => undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const { method, url, body } = call(variables);
      const res = await apiRequest(method, url, body);
      return (await res.json()) as TAnswer;
    },
    onSuccess: async (answer) => {
      const stale = after(answer, queryClient) ?? [];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
