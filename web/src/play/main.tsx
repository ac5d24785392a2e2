import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayApp } from './PlayApp';
import './play.css';

// The loved one's play page: its own small bundle (no router, no query library, no zod).
// Its service worker (its own file) serves the page when a reload finds no connection.
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/play-sw.js', { scope: '/play/' }).catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlayApp />
  </StrictMode>,
);
