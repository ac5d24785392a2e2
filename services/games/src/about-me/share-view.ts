import type { Share } from '@carewith/contracts';
import type { ShareRow } from './about-me-store';

// A share as the family's screens and the archive show it: never its token's hash nor its PIN's.
export function shareView(row: ShareRow, names: Map<string, string>): Share {
  return {
    id: row.id,
    recipient: row.recipient,
    consent: {
      basis: row.consent_basis,
      by: row.consent_by,
      consulted: row.consent_consulted,
      date: row.consent_date,
    },
    language: row.language,
    hasPin: row.pin_hash !== null,
    createdAt: row.created_at.toISOString(),
    createdByName: names.get(row.created_by) ?? null,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    status: row.revoked_at ? 'revoked' : row.active ? 'active' : 'expired',
    opens: row.opens,
    openedAt: row.opened_at.map((d) => new Date(d).toISOString()),
  };
}
