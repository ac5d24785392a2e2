import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { TEAM_ROLE_LABELS, type InvitationPreview } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useAcceptInvitation } from '../../api/useAcceptInvitation';
import { useAuth } from '../../api/useAuth';
import { useInvitationPreview } from '../../api/useInvitationPreview';
import { Button, buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { inAppLanguage } from '../../i18n/contract-messages';

// The page's words are in the reader's language; the API's refusals through inAppLanguage.
const INVALID_INVITATION = msg`This invitation link is not valid.`;

const ROLE_ABILITIES: Record<InvitationPreview['role'], MessageDescriptor> = {
  SIBLING: msg`You will be able to view activities and progress.`,
  OWNER: msg`You will be able to create activities and manage the care team.`,
};

const previewProblem = (error: unknown): string => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (error.status === 404 && error.serverMessage && inAppLanguage(error.serverMessage)) || t(INVALID_INVITATION);
  return t`We couldn't load this invitation. Please try again later.`;
};

const acceptProblem = (error: unknown): string =>
  (error instanceof ApiError &&
    [403, 404, 409].includes(error.status) &&
    error.serverMessage &&
    inAppLanguage(error.serverMessage)) ||
  t`We couldn't accept this invitation. Please try again.`;

// /invite/accept?token=...: in both routers. Signed out: sign in first; signed in: join the team.
export function InviteAcceptPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Accept invitation`);
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();

  if (token && preview.isLoading) return <PageLoading text={t`Loading your invitation...`} />;

  const card =
    'mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8';

  if (!token || preview.isError || !preview.data) {
    return (
      <div className={card}>
        <h1 className="text-2xl font-bold">
          <Trans>Invitation not available</Trans>
        </h1>
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {token ? previewProblem(preview.error) : t(INVALID_INVITATION)}
        </p>
        <p className="text-muted">
          <Trans>Ask the person who invited you to send a new invitation.</Trans>
        </p>
      </div>
    );
  }

  const { teamName, inviterName, role, status, email } = preview.data;
  const roleName = inAppLanguage(TEAM_ROLE_LABELS[role]);

  if (accept.isSuccess) {
    return (
      <div className={card}>
        <div
          aria-hidden
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <Icon name="check" className="h-7 w-7" />
        </div>
        <h1 className="text-2xl font-bold">
          <Trans>Welcome to the team</Trans>
        </h1>
        <p role="status" className="text-lg">
          <Trans>You have joined {teamName}.</Trans>
        </p>
        {/* A full page load: the nav and dashboard start again with the new team. */}
        <a href="/" className={buttonClass('primary', 'self-start')}>
          <Trans>Go to your dashboard</Trans>
        </a>
      </div>
    );
  }

  const signInHref = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div className={card}>
      <p className="font-semibold uppercase tracking-wide text-brand-800">
        <Trans>Care team invitation</Trans>
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        <Trans>
          {inviterName} invited you to join {teamName}
        </Trans>
      </h1>
      <div className="rounded-xl bg-warm-100 p-4">
        <p>
          <Trans>
            Your role: <span className="font-semibold">{roleName}</span>
          </Trans>
        </p>
        <p className="mt-1 text-muted">{t(ROLE_ABILITIES[role])}</p>
      </div>
      {status === 'expired' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          <Trans>This invitation has expired. Ask for a new one.</Trans>
        </p>
      )}
      {status === 'accepted' && (
        <p role="status" className="rounded-lg bg-brand-50 p-4 font-medium text-brand-800">
          <Trans>This invitation has already been accepted.</Trans>
        </p>
      )}
      {status === 'cancelled' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {t(INVALID_INVITATION)}
        </p>
      )}
      {status === 'accepted' && isAuthenticated && (
        <a href="/" className={buttonClass('secondary', 'self-start')}>
          <Trans>Go to your dashboard</Trans>
        </a>
      )}
      {status === 'pending' && (
        <>
          <p className="text-muted">
            <Trans>This invitation was sent to {email}.</Trans>
          </p>
          {accept.isError && !isUnauthorized(accept.error) && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
              {acceptProblem(accept.error)}
            </p>
          )}
          {authLoading ? null : isAuthenticated ? (
            <Button
              className="self-stretch sm:self-start"
              disabled={accept.isPending}
              onClick={() => accept.mutate(token)}
            >
              {accept.isPending ? t`Accepting...` : t`Accept invitation`}
            </Button>
          ) : (
            <>
              <p>
                <Trans>
                  Sign in with that e-mail address to accept. If you are new to Care With, signing in creates your
                  account.
                </Trans>
              </p>
              <Button
                className="self-stretch sm:self-start"
                onClick={() => {
                  window.location.href = signInHref;
                }}
              >
                <Trans>Sign in to accept</Trans>
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}
