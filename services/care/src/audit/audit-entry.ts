import type { AuditEntry, AuditRecord } from '@carewith/contracts';

// How an audit entry is written and read back, without the database. Entries hold ids and counts
// only, never a name, phone or answer; names are looked up when the log is read.

// What an entry is about: as given, else the loved one it names, else nothing (a sign-in).
export const auditTarget = (entry: AuditRecord): { targetType: string | null; targetId: string | null } => ({
  targetType: entry.targetType ?? (entry.seniorId ? 'senior' : null),
  targetId: entry.targetId ?? entry.seniorId ?? null,
});

export type AuditRow = {
  id: string;
  actor_id: string | null;
  action: AuditEntry['action'];
  target_type: string | null;
  target_id: string | null;
  meta_json: Record<string, unknown>;
  created_at: Date;
};

// Each actor's name as the team knows them now: their name, else their address.
export const actorNames = (
  users: readonly { id: string; firstName: string | null; lastName: string | null; email: string }[],
): ReadonlyMap<string, string> =>
  new Map(users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email] as const));

// A row as the team's owners read it, its actor named, or null once their account is gone.
export const toAuditEntry = (row: AuditRow, names: ReadonlyMap<string, string>): AuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  actorName: (row.actor_id && names.get(row.actor_id)) ?? null,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  metaJSON: row.meta_json,
  createdAt: row.created_at.toISOString(),
});
