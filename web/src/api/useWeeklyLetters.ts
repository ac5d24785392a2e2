import { useQuery } from '@tanstack/react-query';
import type { WeeklyLetters } from '@carewith/contracts';

// GET /api/digest: one week's family letters (the latest when no week is given).
export function useWeeklyLetters(week: string | null) {
  return useQuery<WeeklyLetters>({ queryKey: [week ? `/api/digest?week=${encodeURIComponent(week)}` : '/api/digest'] });
}
