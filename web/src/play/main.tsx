import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayApp } from './PlayApp';
import './play.css';

// The loved one's play page: its own small bundle (no router, no query library, no zod).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlayApp />
  </StrictMode>,
);
