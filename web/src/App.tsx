import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from './api/http';
import { AppRoutes } from './AppRoutes';
import { Toaster } from './components/Toaster';

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
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
