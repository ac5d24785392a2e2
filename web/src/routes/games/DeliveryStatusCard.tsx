import { useLingui } from '@lingui/react/macro';
import type { MessageStatus } from '@carewith/contracts';
import { useGameMessages } from '../../api/useGameMessages';
import { Badge, BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { inAppLanguage } from '../../i18n/contract-messages';
import { dateFormat } from '../../i18n/format';
import { MESSAGE_STATUS_WORDS } from '../../lib/message-status';

const TONES: Record<MessageStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'info',
  sent: 'info',
  delivered: 'success',
  failed: 'warning',
  outbox: 'brand',
};

const when = (iso: string) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// The texts sent for this activity (the first one, and the gentle reminder if the link waited a day)
// and their delivery status ("not delivered" when they failed for good).
export function DeliveryStatusCard({ gameId }: { gameId: string }) {
  const { t } = useLingui();
  const messages = useGameMessages(gameId);
  if (!messages.data?.length) return null;
  return (
    <Card
      headingId="delivery-heading"
      title={t`Text Messages`}
      className="rounded-2xl border border-warm-100 bg-white p-5 shadow-sm sm:p-6"
      headingClassName="text-xl font-bold"
    >
      <ul className="mt-4 flex flex-col gap-3">
        {messages.data.map((m) => (
          <li key={m.id} className="flex flex-col gap-1 rounded-xl border border-warm-100 bg-warm-50 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {m.kind === 'reminder' ? t`Gentle reminder to ${m.to}` : t`To ${m.to}`}
              </span>
              <Badge tone={TONES[m.status]}>{t(MESSAGE_STATUS_WORDS[m.status])}</Badge>
            </div>
            <p className="text-sm text-muted">
              {m.sentAt ? t`Sent ${when(m.sentAt)}` : t`Queued ${when(m.createdAt)}`}
            </p>
            {m.error && <p className="text-sm font-medium text-red-800">{inAppLanguage(m.error)}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
