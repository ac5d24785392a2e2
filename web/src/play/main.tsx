import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayApp } from './PlayApp';
import './play.css';

// The loved one's play page: its own small bundle (no router, no query library, no zod), rendered by
// Preact (web/vite.config.ts). Effects run as React runs them, in a task of their own right after the
// render, rather than on the next animation frame, which a phone does not give a page in the background.
options.requestAnimationFrame = (flush) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => flush();
  channel.port2.postMessage(null);
};
// Its service worker (its own file) serves the page when a reload finds no connection.
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/play-sw.js', { scope: '/play/' }).catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlayApp />
  </StrictMode>,
);
