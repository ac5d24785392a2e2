import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DEMO_STEPS } from '@carewith/contracts';
import { SiteFooter } from '../landing/SiteFooter';
import { SiteHeader } from '../landing/SiteHeader';
import { DemoContext, INITIAL_SETTINGS } from './DemoContext';
import { DEMO_STEP_LABELS } from './demoData';
import { SignInDialog } from './SignInDialog';

const STEP_PATHS = [
  '/game/templates',
  '/game/upload',
  '/game/assign',
  '/game/play',
  '/game/results',
  '/game/dashboard',
];

function Stepper({ current }: { current: number }) {
  return (
    <nav aria-label="Demo steps" className="mt-4">
      <p className="font-semibold text-brand-800">
        Step {current + 1} of {DEMO_STEPS}: {DEMO_STEP_LABELS[current]}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {DEMO_STEP_LABELS.map((label, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-xl border-2 px-2 py-1.5 text-sm leading-tight ${
                state === 'current'
                  ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                  : state === 'done'
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-warm-100 bg-white text-muted'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full font-bold ${
                  state === 'current'
                    ? 'bg-white text-brand-800'
                    : state === 'done'
                      ? 'bg-brand-700 text-white'
                      : 'bg-warm-100 text-ink'
                }`}
              >
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="min-w-0 break-words">
                {label}
                {state === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// The public demo: header, a clear "sample data" notice, the six-step stepper, then the step's page.
export function DemoLayout() {
  const { pathname } = useLocation();
  const [settings, setSettings] = useState(INITIAL_SETTINGS);
  const current = Math.max(0, STEP_PATHS.indexOf(pathname));
  return (
    <DemoContext.Provider value={{ settings, setSettings }}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader action={<SignInDialog />} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
          <p className="rounded-xl border-2 border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
            <strong>Demo with sample data.</strong> Nothing you enter here is saved or sent.
          </p>
          <Stepper current={current} />
          <div className="mt-8">
            <Outlet />
          </div>
        </main>
        <SiteFooter />
      </div>
    </DemoContext.Provider>
  );
}
