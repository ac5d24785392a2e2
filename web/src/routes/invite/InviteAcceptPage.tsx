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

export const INVALID_INVITATION = 'This invitation link is not valid.';

const ROLE_ABILITIES: Record<InvitationPreview['role'], string> = {
  SIBLING: 'You will be able to view activities and progress.',
  OWNER: 'You will be able to create activities and manage the care team.',
};

const previewProblem = (error: unknown): string => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (error.status === 404 && error.serverMessage) || INVALID_INVITATION;
  return "We couldn't load this invitation. Please try again later.";
};

const acceptProblem = (error: unknown): string =>
  (error instanceof ApiError && [403, 404, 409].includes(error.status) && error.serverMessage) ||
  "We couldn't accept this invitation. Please try again.";

// /invite/accept?token=...: in both routers. Signed out: sign in first; signed in: join the team.
export function InviteAcceptPage() {
  useDocumentTitle('Accept invitation');
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();

  if (token && preview.isLoading) return <PageLoading text="Loading your invitation..." />;

  const card =
    'mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8';

  if (!token || preview.isError || !preview.data) {
    return (
      <div className={card}>
        <h1 className="text-2xl font-bold">Invitation not available</h1>
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {token ? previewProblem(preview.error) : INVALID_INVITATION}
        </p>
        <p className="text-muted">Ask the person who invited you to send a new invitation.</p>
      </div>
    );
  }

  const { teamName, inviterName, role, status, email } = preview.data;

  if (accept.isSuccess) {
    return (
      <div className={card}>
        <div
          aria-hidden
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <Icon name="check" className="h-7 w-7" />
        </div>
        <h1 className="text-2xl font-bold">Welcome to the team</h1>
        <p role="status" className="text-lg">
          You have joined {teamName}.
        </p>
        {/* A full page load: the nav and dashboard start again with the new team. */}
        <a href="/" className={buttonClass('primary', 'self-start')}>
          Go to your dashboard
        </a>
      </div>
    );
  }

  const signInHref = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div className={card}>
      <p className="font-semibold uppercase tracking-wide text-brand-800">Care team invitation</p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {inviterName} invited you to join {teamName}
      </h1>
      <div className="rounded-xl bg-warm-100 p-4">
        <p>
          Your role: <span className="font-semibold">{TEAM_ROLE_LABELS[role]}</span>
        </p>
        <p className="mt-1 text-muted">{ROLE_ABILITIES[role]}</p>
      </div>
      {status === 'expired' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          This invitation has expired. Ask for a new one.
        </p>
      )}
      {status === 'accepted' && (
        <p role="status" className="rounded-lg bg-brand-50 p-4 font-medium text-brand-800">
          This invitation has already been accepted.
        </p>
      )}
      {status === 'cancelled' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {INVALID_INVITATION}
        </p>
      )}
      {status === 'accepted' && isAuthenticated && (
        <a href="/" className={buttonClass('secondary', 'self-start')}>
          Go to your dashboard
        </a>
      )}
      {status === 'pending' && (
        <>
          <p className="text-muted">This invitation was sent to {email}.</p>
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
              {accept.isPending ? 'Accepting...' : 'Accept invitation'}
            </Button>
          ) : (
            <>
              <p>
                Sign in with that e-mail address to accept. If you are new to Care With, signing in creates your
                account.
              </p>
              <Button
                className="self-stretch sm:self-start"
                onClick={() => {
                  window.location.href = signInHref;
                }}
              >
                Sign in to accept
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}
