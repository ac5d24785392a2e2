import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageStatus } from '@carewith/contracts';
import { MESSAGE_STATUS_WORDS } from '../../lib/message-status';

const TONES: Record<MessageStatus, string> = {
  queued: 'bg-slate-100 text-slate-800',
  sending: 'bg-sky-100 text-sky-900',
  outbox: 'bg-slate-100 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

// A message's delivery status (outbox, queued, sending, sent, delivered, failed) in the member's words,
// as the activity's texts say it; failed is red.
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useLingui();
  const words = MESSAGE_STATUS_WORDS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[status] ?? TONES.queued}`}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {words ? t(words) : status}
    </span>
  );
}
