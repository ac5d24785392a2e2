import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@carewith/contracts';

// Newest first; the server keeps Family Helpers (403) and outsiders (404) out.
export const AUDIT_LOG_LIMIT = 200;
export const auditLogKey = (careTeamId: string) =>
  ['/api/care-teams', careTeamId, `audit-log?limit=${AUDIT_LOG_LIMIT}`] as const;

// GET /api/care-teams/{id}/audit-log (Co-Caregivers only). Read afresh whenever it is shown: most of
// what it records (sending, exports, sign-ins) happens on other screens or other people's devices.
export function useAuditLog(careTeamId: string | undefined) {
  return useQuery<AuditEntry[]>({
    queryKey: auditLogKey(careTeamId ?? ''),
    enabled: Boolean(careTeamId),
    staleTime: 0,
  });
}
