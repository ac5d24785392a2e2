import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageStatus } from '@carewith/contracts';
import { useGameMessages } from '../../api/useGameMessages';
import { Badge, BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { dateFormat } from '../../i18n/format';

const LABELS: Record<MessageStatus, { text: MessageDescriptor; tone: BadgeTone }> = {
  queued: { text: msg`Waiting to send`, tone: 'neutral' },
  sending: { text: msg`Sending`, tone: 'info' },
  sent: { text: msg`Sent`, tone: 'info' },
  delivered: { text: msg`Delivered`, tone: 'success' },
  failed: { text: msg`Not delivered`, tone: 'warning' },
  outbox: { text: msg`In the outbox`, tone: 'brand' },
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
        {messages.data.map((m) => {
          const label = LABELS[m.status];
          return (
            <li key={m.id} className="flex flex-col gap-1 rounded-xl border border-warm-100 bg-warm-50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {m.kind === 'reminder' ? t`Gentle reminder to ${m.to}` : t`To ${m.to}`}
                </span>
                <Badge tone={label.tone}>{t(label.text)}</Badge>
              </div>
              <p className="text-sm text-muted">
                {m.sentAt ? t`Sent ${when(m.sentAt)}` : t`Queued ${when(m.createdAt)}`}
              </p>
              {m.error && <p className="text-sm font-medium text-red-800">{m.error}</p>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
