import { useLingui } from '@lingui/react/macro';
import type { PlayLink } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { formatDate } from '../../lib/people';
import { useMountTime } from '../../hooks/useMountTime';

// One play link: when it was made, until when it works, whether it was opened, and Revoke.
export function PlayLinkItem({
  link,
  canRevoke,
  onRevoke,
  revoking,
}: {
  link: PlayLink;
  canRevoke: boolean;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t } = useLingui();
  const now = useMountTime();
  const expired = !link.revokedAt && new Date(link.expiresAt).getTime() <= now;
  const active = !link.revokedAt && !expired;
  return (
    <li className="flex flex-col gap-3 rounded-xl border-2 border-warm-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t`Link created ${formatDate(link.createdAt)}`}</span>
          {link.revokedAt ? (
            <Badge>{t`Revoked`}</Badge>
          ) : expired ? (
            <Badge tone="warning">{t`Expired`}</Badge>
          ) : link.firstOpenedAt ? (
            <Badge tone="success">{t`Opened`}</Badge>
          ) : (
            <Badge tone="info">{t`Not opened`}</Badge>
          )}
        </div>
        <p className="text-sm text-muted">
          {link.revokedAt
            ? t`Revoked ${formatDate(link.revokedAt)}`
            : expired
              ? t`Expired ${formatDate(link.expiresAt)}`
              : t`Expires ${formatDate(link.expiresAt)}`}
          {link.firstOpenedAt ? ` · ${t`Opened ${formatDate(link.firstOpenedAt)}`}` : ''}
        </p>
      </div>
      {canRevoke && active && (
        <Button variant="ghost" className="self-start sm:self-auto" onClick={onRevoke} disabled={revoking}>
          {revoking ? t`Revoking...` : t`Revoke`}
          <span className="sr-only"> {t`link created ${formatDate(link.createdAt)}`}</span>
        </Button>
      )}
    </li>
  );
}
