import { Fragment, useEffect, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './api/http';
import { AppRoutes } from './AppRoutes';
import { Toaster } from './components/Toaster';
import { useAuth } from './api/useAuth';
import { activateLanguage, memberLanguage } from './i18n/language';

export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}

// Everything around the router. The build's pre-rendered landing page (src/prerender.tsx) renders the
// same shell with a static router, so the browser hydrates its markup instead of building it again.
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <InMemberLanguage>
          {children}
          <Toaster />
        </InMemberLanguage>
      </I18nProvider>
    </QueryClientProvider>
  );
}

// The member's record names their language (null: not chosen, the browser's then); the app switches
// to it once known and whenever it changes. The screens render again in it, dates and numbers too.
function InMemberLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const { user } = useAuth();
  const chosen = user?.language;
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void activateLanguage(memberLanguage(chosen));
  }, [signedIn, chosen]);
  return <Fragment key={active.locale}>{children}</Fragment>;
}
