import { useInfiniteQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, type SeniorResult } from '@carewith/contracts';
import { apiRequest } from './http';

type Page = { results: SeniorResult[]; next: string | null };

// The cursor of the next page, from the Link header the gateway sends while there is more.
const nextCursor = (link: string | null) => {
  const before = link?.match(/[?&]before=([^&>]+)[^>]*>;\s*rel="next"/)?.[1];
  return before ? decodeURIComponent(before) : null;
};

// A loved one's completed activities, newest first, RESULTS_PAGE_SIZE at a time (a profile
// with years of results loads no more than it shows).
export function useSeniorResultPages(seniorId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['/api/seniors', seniorId, 'results', 'pages'],
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const query = new URLSearchParams({ limit: String(RESULTS_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      const res = await apiRequest('GET', `/api/seniors/${encodeURIComponent(seniorId)}/results?${query}`);
      return { results: (await res.json()) as SeniorResult[], next: nextCursor(res.headers.get('link')) };
    },
    getNextPageParam: (last) => last.next,
    select: (data) => data.pages.flatMap((p) => p.results),
  });
}
