import { useQueries, useQuery } from '@tanstack/react-query';
import {
  homeEvidenceSchema,
  residentEvidenceSchema,
  type HomeEvidence,
  type ResidentEvidence,
} from '@carewith/contracts';
import { apiRequest } from './http';

// A care home's evidence for a month (libs/contracts/src/activity-record.ts): each resident's active
// days against their target and their records, as an inspector reads them.

const month = (m: string) => `?month=${encodeURIComponent(m)}`;
export const homeEvidenceUrl = (homeId: string, m: string, csv = false) =>
  `/api/homes/${homeId}/evidence${csv ? '.csv' : ''}${month(m)}`;
export const residentEvidenceUrl = (homeId: string, residentId: string, m: string, csv = false) =>
  `/api/homes/${homeId}/residents/${residentId}/evidence${csv ? '.csv' : ''}${month(m)}`;

const residentQuery = (homeId: string, residentId: string, m: string) => ({
  queryKey: ['/api/homes', homeId, 'residents', residentId, 'evidence', m],
  queryFn: async (): Promise<ResidentEvidence> =>
    residentEvidenceSchema.parse(await (await apiRequest('GET', residentEvidenceUrl(homeId, residentId, m))).json()),
});

// GET /api/homes/{homeId}/evidence?month= (staff): every resident's active days, target and sessions.
export function useHomeEvidence(homeId: string, m: string, enabled = true) {
  return useQuery<HomeEvidence>({
    queryKey: ['/api/homes', homeId, 'evidence', m],
    queryFn: async () => homeEvidenceSchema.parse(await (await apiRequest('GET', homeEvidenceUrl(homeId, m))).json()),
    enabled,
  });
}

// GET /api/homes/{homeId}/residents/{residentId}/evidence?month= (staff): one resident's month.
export function useResidentEvidence(homeId: string, residentId: string, m: string, enabled = true) {
  return useQuery<ResidentEvidence>({ ...residentQuery(homeId, residentId, m), enabled });
}

// Every listed resident's month, for the home's table of records (the home's evidence holds counts only).
export function useResidentsEvidence(homeId: string, residentIds: string[], m: string) {
  return useQueries({
    queries: residentIds.map((residentId) => residentQuery(homeId, residentId, m)),
    combine: (results) => ({
      isLoading: results.some((r) => r.isLoading),
      isError: results.some((r) => r.isError),
      data: results.flatMap((r) => (r.data ? [r.data] : [])),
    }),
  });
}
