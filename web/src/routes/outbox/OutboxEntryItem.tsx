import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EMAIL_KINDS, OutboxEntry, SMS_KINDS } from '@carewith/contracts';
import { inAppLanguage } from '../../i18n/contract-messages';
import { Badge } from '../../components/Badge';
import { formatDateTime } from '../../lib/format';
import { LinkifiedText } from './LinkifiedText';
import { MessageStatusBadge } from './MessageStatusBadge';

const CHANNEL_LABELS: Record<OutboxEntry['channel'], MessageDescriptor> = {
  sms: msg`Text message`,
  email: msg`E-mail`,
};

// What each kind of message is; a kind this page does not know shows as stored.
const KIND_LABELS: Record<(typeof EMAIL_KINDS)[number] | (typeof SMS_KINDS)[number], MessageDescriptor> = {
  activity: msg({ message: 'Activity link', context: 'the kind of a message on the outbox' }),
  reminder: msg({ message: 'Reminder', context: 'the kind of a message on the outbox' }),
  invitation: msg({ message: 'Invitation', context: 'the kind of a message on the outbox' }),
  'activity-completed': msg({ message: 'Activity completed', context: 'the kind of a message on the outbox' }),
  'weekly-letter': msg({ message: 'Weekly letter', context: 'the kind of a message on the outbox' }),
};
const kindLabel = (kind: string) =>
  Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as keyof typeof KIND_LABELS] : null;

// One message the app would have sent: channel, status, date, recipient, subject, the full body and
// any error, in the member's language (the message itself as it was sent; an error a provider gave, as
// it gave it).
export function OutboxEntryItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const provider = entry.provider;
  const headingId = `message-${entry.id}`;
  const kind = kindLabel(entry.kind);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={entry.channel === 'sms' ? 'brand' : 'info'}>{t(CHANNEL_LABELS[entry.channel])}</Badge>
          <MessageStatusBadge status={entry.status} />
          <span className="text-sm text-muted">
            <span className="sr-only">
              <Trans>Kind:</Trans>{' '}
            </span>
            {kind ? t(kind) : entry.kind}
          </span>
        </div>
        <time dateTime={entry.createdAt} className="text-sm text-muted">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <h2 id={headingId} className="break-words text-lg font-semibold">
        <span className="text-muted">
          <Trans>To:</Trans>{' '}
        </span>
        {entry.to}
      </h2>
      {entry.subject && (
        <p className="break-words">
          <span className="font-semibold text-muted">
            <Trans>Subject:</Trans>{' '}
          </span>
          {entry.subject}
        </p>
      )}
      <p className="whitespace-pre-wrap break-words rounded-xl bg-warm-50 p-4 text-ink">
        <LinkifiedText text={entry.body} />
      </p>
      {entry.error && (
        <p className="rounded-lg bg-red-50 p-3 font-medium break-words text-red-800">
          <span className="font-semibold">
            <Trans>Error:</Trans>{' '}
          </span>
          {inAppLanguage(entry.error)}
        </p>
      )}
      <p className="text-sm text-muted">
        <Trans>Provider: {provider}</Trans>
      </p>
    </article>
  );
}
