import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@carewith/contracts';

export const DASHBOARD_KEY = ['/api/dashboard'] as const;

// The family dashboard: loved ones, recent activities, teams, the latest check-in, figures, highlights.
export function useDashboard() {
  return useQuery<DashboardResponse>({ queryKey: DASHBOARD_KEY });
}

// The dashboard for a screen that starts from it once (the send wizard chooses its loved one from it
// when it opens): while the copy in the cache is out of date (a loved one or an activity was added
// since it was read, on a screen that does not show it) and being read again, `fresh` is false, so the
// screen waits for the new read rather than starting from the old one. Once fresh, it stays so: a
// later refresh (after a send) does not take the screen away.
export function useFreshDashboard() {
  const query = useDashboard();
  const [wasFresh, setWasFresh] = useState(false);
  const freshNow = query.isSuccess && !(query.isStale && query.isFetching);
  if (freshNow && !wasFresh) setWasFresh(true);
  return { ...query, fresh: wasFresh || freshNow };
}
