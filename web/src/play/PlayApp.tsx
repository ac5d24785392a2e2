import { useEffect, useState, type ReactNode } from 'react';
import { loadActivity, type Loaded } from './api';
import { Game } from './Game';
import { parseRoute } from './types';

const RETRY_MS = 10_000;

// The loved one's page: /play/{token}, and the caregiver's /play/preview/{gameId}.
export function PlayApp() {
  const [route] = useState(() => parseRoute(window.location.pathname));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    void loadActivity(route).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [route, attempt]);

  // Could not reach the server: try again by itself, and as soon as the connection is back.
  useEffect(() => {
    if (loaded?.kind !== 'error') return;
    const retry = () => setAttempt((a) => a + 1);
    const timer = setTimeout(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [loaded]);

  const preview = route.mode === 'preview';
  if (!loaded)
    return (
      <Shell preview={preview}>
        <p role="status" className="lead">
          Loading your activity...
        </p>
      </Shell>
    );
  if (loaded.kind === 'ok' && loaded.data.gameInstance.configJSON.steps?.length)
    return <Game data={loaded.data} route={route} />;
  if (loaded.kind === 'error')
    return (
      <Shell preview={preview}>
        <h1>Just a moment</h1>
        <p>We could not open your activity yet. We will keep trying.</p>
        <button type="button" className="btn primary" onClick={() => setAttempt((a) => a + 1)}>
          Try Again
        </button>
      </Shell>
    );
  return (
    <Shell preview={preview}>
      <h1>Activity Not Found</h1>
      <p>This activity link may have expired or is no longer available.</p>
    </Shell>
  );
}

function Shell({ preview, children }: { preview: boolean; children: ReactNode }) {
  return (
    <div className="page">
      {preview && (
        <header>
          <p className="banner">Preview — answers are not saved</p>
        </header>
      )}
      <main className="screen">{children}</main>
    </div>
  );
}
