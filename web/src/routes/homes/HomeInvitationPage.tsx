import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, isUnauthorized } from '../../api/http';
import { useAcceptHomeInvitation, useHomeInvitationPreview } from '../../api/useHomes';
import { Button, buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { inAppLanguage } from '../../i18n/contract-messages';
import { formatDate } from '../../lib/people';
import { roleLabel } from './home-words';

const card =
  'mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8';

// The server's reason (expired, already accepted, meant for another address), else a plain one.
const problem = (error: unknown, otherwise: string) =>
  (error instanceof ApiError &&
    [400, 403, 404, 409, 410].includes(error.status) &&
    error.serverMessage &&
    inAppLanguage(error.serverMessage)) ||
  otherwise;

// /home-invitations/:token (signed in; signed out, the app sends the person to sign in and back here):
// which home and role the invitation is for, and Accept.
export function HomeInvitationPage() {
  const { t: tr } = useLingui();
  useDocumentTitle(tr`Join a care home`);
  const token = useParams().token ?? '';
  const preview = useHomeInvitationPreview(token);
  const accept = useAcceptHomeInvitation();

  if (preview.isLoading) return <PageLoading text={tr`Loading your invitation...`} />;

  if (preview.isError || !preview.data)
    return (
      <div className={card}>
        <h1 className="text-2xl font-bold">
          <Trans>Invitation not available</Trans>
        </h1>
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {problem(preview.error, tr`We couldn't load this invitation. Please try again later.`)}
        </p>
        <p className="text-muted">
          <Trans>Ask the Home Manager who invited you to send a new invitation.</Trans>
        </p>
      </div>
    );

  const { homeName, invitedByName, role, expiresAt } = preview.data;
  const roleName = roleLabel(role);
  const until = formatDate(expiresAt);

  if (accept.isSuccess)
    return (
      <div className={card}>
        <div
          aria-hidden
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <Icon name="check" className="h-7 w-7" />
        </div>
        <h1 className="text-2xl font-bold">
          <Trans>Welcome to {homeName}</Trans>
        </h1>
        <p role="status" className="text-lg">
          <Trans>You are on the staff as {roleName}.</Trans>
        </p>
        <Link to={`/homes/${accept.data.id}`} className={buttonClass('primary', 'self-start')}>
          <Trans>Go to {homeName}</Trans>
        </Link>
      </div>
    );

  return (
    <div className={card}>
      <p className="font-semibold tracking-wide text-brand-800 uppercase">
        <Trans>Care home invitation</Trans>
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {invitedByName ? (
          <Trans>
            {invitedByName} invited you to join the staff of {homeName}
          </Trans>
        ) : (
          <Trans>You are invited to join the staff of {homeName}</Trans>
        )}
      </h1>
      <div className="rounded-xl bg-warm-100 p-4">
        <p>
          <Trans>
            Your role: <span className="font-semibold">{roleName}</span>
          </Trans>
        </p>
        <p className="mt-1 text-muted">
          {role === 'MANAGER'
            ? tr`You will add residents, record their consent, and invite staff and families.`
            : tr`You will run group sessions and keep each resident's records.`}
        </p>
      </div>
      <p className="text-muted">
        <Trans>The invitation works until {until}.</Trans>
      </p>
      {accept.isError && !isUnauthorized(accept.error) && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {problem(accept.error, tr`We couldn't accept this invitation. Please try again.`)}
        </p>
      )}
      <Button className="self-stretch sm:self-start" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
        {accept.isPending ? tr`Joining...` : tr`Accept and join`}
      </Button>
    </div>
  );
}
