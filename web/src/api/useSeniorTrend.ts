import { useQuery } from '@tanstack/react-query';
import type { SeniorTrend } from '@carewith/contracts';

// A loved one's last 12 weeks, week by week, for the charts.
export function useSeniorTrend(seniorId: string, enabled = true) {
  return useQuery<SeniorTrend>({ queryKey: ['/api/seniors', seniorId, 'trend'], enabled });
}
