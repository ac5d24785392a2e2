import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { signInUrl } from '../api/unauthorized';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loading } from './LoadState';

// A signed-in screen visited while signed out (a bookmark, a reload after the idle logout): go to
// sign-in at once and come back to this very page afterwards, instead of a 404.
export function SignInFirst() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const { pathname, search, hash } = useLocation();
  const target = signInUrl(`${pathname}${search}${hash}`);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">
        <Trans>Please sign in</Trans>
      </h1>
      <Loading>
        <Trans>Taking you to sign in. You will come back to this page afterwards.</Trans>
      </Loading>
      <a href={target} className="font-semibold text-brand-800 underline">
        <Trans>Sign in</Trans>
      </a>
    </main>
  );
}
