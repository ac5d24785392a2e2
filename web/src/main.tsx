import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LANDING, prerenderedMarkupFits } from './prerendered';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// dist/index.html carries the landing page pre-rendered (the gateway sends it for "/" only). Where the
// app would render exactly that markup, it hydrates it, time-sliced so the page stays responsive;
// anywhere else the markup is dropped and the app renders from scratch.
if (container.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_LANDING && prerenderedMarkupFits(window.location)) {
  startTransition(() => void hydrateRoot(container, app));
} else {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.replaceChildren();
  createRoot(container).render(app);
}
