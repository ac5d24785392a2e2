import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { keepEarlyPresses } from './early-presses';
import { activateLanguage, startingLanguage } from './i18n/language';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LANDING, prerenderedMarkupFits } from './prerendered';
import './index.css';

const container = document.getElementById('root')!;
// A press on the pre-rendered page before hydration starts is kept for its button (early-presses.ts).
const stopKeepingPresses = keepEarlyPresses(container);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// dist/index.html carries the landing page pre-rendered (the gateway sends it for "/" only). Where the
// app would render exactly that markup, it hydrates it, time-sliced so the page stays responsive;
// anywhere else the markup is dropped and the app renders from scratch.
// The app's language is in place before the first render: its catalog is a small chunk.
void activateLanguage(startingLanguage()).then(() => {
  stopKeepingPresses();
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_LANDING && prerenderedMarkupFits(window.location)) {
    startTransition(() => void hydrateRoot(container, app));
  } else {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
