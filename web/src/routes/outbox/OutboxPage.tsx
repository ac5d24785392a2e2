import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/http';
import { useOutbox } from '../../api/useOutbox';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { OutboxEntryItem } from './OutboxEntryItem';
import { LoadFailed } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();

// /dev/outbox, a developer page: every text and e-mail the app would have sent, newest first.
// Only where the development sign-in is on; the server answers 404 elsewhere.
export function OutboxPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Outbox`);
  const outbox = useOutbox();
  const turnedOff = outbox.error instanceof ApiError && outbox.error.status === 404;
  const entries = [...(outbox.data ?? [])].sort(newestFirst);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t`Outbox`} intro={t`Messages the app would have sent. Shown only in development.`} />
        {!turnedOff && (
          <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <Icon name="resend" className="h-5 w-5" />
            {outbox.isFetching && !outbox.isLoading ? t`Refreshing...` : t`Refresh`}
          </Button>
        )}
      </div>
      {outbox.isLoading ? (
        <PageLoading />
      ) : turnedOff ? (
        <p className="rounded-xl bg-warm-100 p-5 font-medium">
          <Trans>The outbox is turned off on this server.</Trans>
        </p>
      ) : outbox.isError ? (
        <LoadFailed>
          <Trans>We couldn't load the outbox. Please refresh the page to try again.</Trans>
        </LoadFailed>
      ) : entries.length === 0 ? (
        <p className="rounded-xl bg-warm-100 p-5 text-muted">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Messages, newest first`} className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <OutboxEntryItem entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
