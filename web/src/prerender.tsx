import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './App';
import { AppRoutes } from './AppRoutes';
import { activateLanguage } from './i18n/language';

// Run by the build (vite.config.ts), never shipped to the browser: the landing page as the app renders
// it at "/" while the sign-in is being checked (spec section 2), written into dist/index.html so a
// visitor sees it before any script has run. src/main.tsx then hydrates this markup.
export async function renderLanding(): Promise<string> {
  await activateLanguage('en');
  return renderToString(
    <StrictMode>
      <AppShell>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </StrictMode>,
  );
}
