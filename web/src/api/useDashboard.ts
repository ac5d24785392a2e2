import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@carewith/contracts';

export const DASHBOARD_KEY = ['/api/dashboard'] as const;

// The family dashboard: loved ones, recent activities, teams, the latest check-in, figures, highlights.
export function useDashboard() {
  return useQuery<DashboardResponse>({ queryKey: DASHBOARD_KEY });
}
