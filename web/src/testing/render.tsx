// Component tests' one way to put a screen, form or component on the page (docs/conventions.md,
// "Component tests"): what App.tsx puts around a screen, made fresh for each test. A new QueryClient
// with the app's settings (api/http.ts), a MemoryRouter at the path the test names, Lingui's provider
// with the English or Spanish catalog (src/locales/*.po, compiled as the build compiles them), the
// toasts, and the API client answered by the test (testing/api.ts).
import { useEffect, type ReactElement } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AuthUser } from '@carewith/contracts';
import { createQueryClient } from '../api/http';
import { Toaster } from '../components/Toaster';
import { removeAllToasts } from '../hooks/useToast';
import { loadAppCatalog } from '../i18n/catalogs';
import { stubApi, reply, type Answers, type ApiStub } from './api';

export { reply, held } from './api';
export type { Answers, ApiStub } from './api';

export type Language = 'en' | 'es';

export type ScreenOptions = {
  // Where the router starts ("/seniors/s-1/plan").
  path?: string;
  // The route the screen answers, for its params ("/seniors/:id/:tab?"); the path when left out.
  route?: string;
  language?: Language;
  // The API's answers; "/api/auth/user" defaults to `user`.
  api?: Answers;
  // The signed-in member (null: signed out).
  user?: AuthUser | null;
};

export type Screen = RenderResult & {
  // user-event, set up for this render: clicks, typing and keys as a person makes them.
  user: UserEvent;
  api: ApiStub;
  // Where the router is now (after a link or a navigate()).
  location: () => Location;
};

export const aUser = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: 'Owner',
  profileImageUrl: null,
  language: null,
  ...over,
});

// Makes the language's catalog the app's (as i18n/language.ts does), before the first render.
export async function speak(language: Language) {
  i18n.loadAndActivate({ locale: language, messages: await loadAppCatalog(language) });
  document.documentElement.lang = language;
}

// Tells the test where the router is, after each navigation.
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<Screen> {
  const { path = '/', route, language = 'en', user = aUser() } = options;
  await speak(language);
  removeAllToasts();
  const api = stubApi({ '/api/auth/user': user ?? reply(401, { message: 'Unauthorized' }), ...options.api });
  const where: { current?: Location } = {};
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe onChange={(location) => (where.current = location)} />
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  // The toasts' viewport is a chunk of its own (components/Toaster.tsx): in place before the test goes on.
  await act(async () => {
    await import('../components/Toasts');
  });
  // delay: null types each key at once, without a timer between keys: the same events, in order.
  return { ...result, user: userEvent.setup({ delay: null }), api, location: () => where.current! };
}
