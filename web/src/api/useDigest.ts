import { useQuery } from '@tanstack/react-query';
import type { Digest } from '@carewith/contracts';

// GET /api/digest: one week's family letters (the latest when no week is given).
export function useDigest(week: string | null) {
  return useQuery<Digest>({ queryKey: [week ? `/api/digest?week=${encodeURIComponent(week)}` : '/api/digest'] });
}
