import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '@carewith/contracts';

export const HOMES_KEY = ['/api/homes'] as const;

// GET /api/homes: the care homes the member works in, with their role in each. The app's header reads
// it on every signed-in page, so it stays in the first load: read as the care teams are, without the
// contract's schemas (their code would take the first load over its budget, vite.config.ts).
export function useMyHomes() {
  return useQuery<HomeSummary[]>({ queryKey: HOMES_KEY });
}
