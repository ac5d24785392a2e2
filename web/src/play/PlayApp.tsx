import { useEffect, useState, type ReactNode } from 'react';
import { loadActivity, type Loaded } from './api';
import { Game } from './Game';
import { t } from './i18n';
import { activateLanguage, firstLanguage } from './language';
import { PreviewBanner } from './PreviewBanner';
import { loadView } from './views';
import { parseRoute } from './types';

const RETRY_MS = 10_000;

// The loved one's page: /play/{token}, and the caregiver's /play/preview/{gameId}. Every word is in the
// loved one's language: the activity names it; until it arrives (or when the link leads
// nowhere), the language last used on this device.
export function PlayApp() {
  const [route] = useState(() => parseRoute(window.location.pathname));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The words of the language last used here come first (the loading screen); then the activity's.
  const [first] = useState(() =>
    activateLanguage(firstLanguage()).then(
      () => true,
      () => false,
    ),
  );
  // The language whose words are ready: nothing is shown before them.
  const [speaking, setSpeaking] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void first.then((ok) => {
      if (live && ok) setSpeaking((s) => s ?? document.documentElement.lang);
    });
    return () => {
      live = false;
    };
  }, [first]);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    void loadActivity(route).then(async (result) => {
      const ready = await first;
      // The loved one's language; an activity for no loved one (never stamped with a language) reads
      // in English, activateLanguage's fallback.
      const language = result.kind === 'ok' ? result.data.senior?.language : document.documentElement.lang;
      const [ok, view] = await Promise.all([
        activateLanguage(language, route.mode === 'play' && result.kind === 'ok').then(
          () => true,
          () => ready,
        ),
        // The template's screen, before the first render.
        result.kind === 'ok'
          ? loadView(result.data.template.slug).then(
              () => true,
              () => false,
            )
          : true,
      ]);
      if (!live) return;
      // Without any words or the screen to show (a connection lost before their chunks came): try again.
      setLoaded(ok && view ? result : { kind: 'error' });
      if (ok) setSpeaking(document.documentElement.lang);
    });
    return () => {
      live = false;
    };
  }, [route, attempt, first]);

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

  useEffect(() => {
    if (speaking && loaded?.kind !== 'ok') document.title = t('play.documentTitle');
  }, [speaking, loaded]);

  const preview = route.mode === 'preview';
  if (!speaking) return <Shell preview={preview}>{null}</Shell>;
  if (!loaded)
    return (
      <Shell preview={preview}>
        <p role="status" className="lead">
          {t('play.loading')}
        </p>
      </Shell>
    );
  if (loaded.kind === 'ok' && loaded.data.gameInstance.configJSON.steps?.length)
    return <Game data={loaded.data} route={route} />;
  if (loaded.kind === 'error')
    return (
      <Shell preview={preview}>
        <h1>{t('play.error.title')}</h1>
        <p>{t('play.error.text')}</p>
        <button type="button" className="btn primary" onClick={() => setAttempt((a) => a + 1)}>
          {t('play.tryAgain')}
        </button>
      </Shell>
    );
  return (
    <Shell preview={preview}>
      <h1>{t('play.notFound.title')}</h1>
      <p>{t('play.notFound.text')}</p>
    </Shell>
  );
}

function Shell({ preview, children }: { preview: boolean; children: ReactNode }) {
  return (
    <div className="page">
      {preview && (
        <header>
          <PreviewBanner />
        </header>
      )}
      <main className="screen">{children}</main>
    </div>
  );
}
