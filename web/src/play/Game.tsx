import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clipUrl, photoUrl } from './api';
import { cueText, cuesOf, nextCue, startOf, type CueState } from './cues';
import { DoneIllustration } from './icons';
import type { OutboxStatus } from './outbox';
import { t } from './i18n';
import { PreviewBanner } from './PreviewBanner';
import { getRecorder } from './recorder';
import { canSpeak, promptFor, speak, stopSpeaking } from './speech';
import { PlaceView, QuestionView, RecipeView, ShoppingView } from './views';
import { listenForFirstTap, say } from './voice';
import { DEFAULT_ACCESSIBILITY, photoId, type PlayResponse, type Route } from './types';

// Every word below is the loved one's language, from their catalog. A link already finished
// (on another phone, say) ends calmly, nothing to redo, no error ('play.alreadyDone'); "Who sees this"
// says in plain words who sees the answers and how to make it stop ('play.whoSeesText').
// A call waiting longer than this shows the gentle "Saving your answers…" note.
const SLOW_MS = 15_000;
// Once finished, after this many failed tries in a row the calm retry panel appears.
const STUCK_TRIES = 5;
// Gentle mode's idle delays when the payload carries none (docs/care-science.md's defaults).
export const FIRST_CUE_MS = 8_000;
export const NEXT_CUE_MS = 5_000;

const idle: OutboxStatus = { pending: 0, waitingSince: null, headTries: 0 };
const noSubscribe = () => () => {};
const idleStatus = () => idle;

export function applyAccessibility(a: { largeText: boolean; highContrast: boolean }) {
  const root = document.documentElement;
  root.dataset.size = a.largeText ? 'large' : 'normal';
  root.dataset.contrast = a.highContrast ? 'high' : 'normal';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', a.highContrast ? '#000000' : '#fdfaf6');
}

export function Game({ data, route }: { data: PlayResponse; route: Route }) {
  const slug = data.template.slug;
  const config = data.gameInstance.configJSON;
  const steps = useMemo(() => config.steps ?? [], [config]);
  const title = config.title || data.template.title;
  const a11y = { ...DEFAULT_ACCESSIBILITY, ...config.accessibility };
  const recorder = useMemo(
    () => (route.mode === 'play' ? getRecorder(route.token, slug, steps, data.progress) : null),
    [route, slug, steps, data.progress],
  );
  const [{ index, completed, elsewhere }, setProgress] = useState(
    () => recorder?.progress() ?? { index: 0, completed: false, elsewhere: false },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  // Gentle mode: the cues of the step on screen (a step without cues plays as before).
  const [cue, setCue] = useState<CueState>(() => startOf(steps[index]));
  const [helpOpen, setHelpOpen] = useState(false);
  const [whoOpen, setWhoOpen] = useState(false);
  const whoButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const shown = useRef(false);

  const status = useSyncExternalStore(
    recorder ? recorder.outbox.subscribe : noSubscribe,
    recorder ? recorder.outbox.getStatus : idleStatus,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!status.pending) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 2000);
    return () => clearInterval(timer);
  }, [status.pending]);
  const slow = status.waitingSince !== null && now - status.waitingSince > SLOW_MS;
  const stuck = completed && status.pending > 0 && status.headTries >= STUCK_TRIES;

  useEffect(() => {
    applyAccessibility(a11y);
    document.title = title;
  }, [a11y.largeText, a11y.highContrast, title]);

  const step = steps[index];
  // The song the activity ends on: offered once the last step is done here, played on a tap.
  const song = completed && !elsewhere && config.song ? config.song : null;
  const songClip = song ? clipUrl(route, song.voice) : null;
  // A song without the family's clip ends on their link to where they listen to it (decision 254); its
  // address is checked to be http(s) when the family gives it.
  const songLink = song?.link && !songClip ? song.link : null;
  const songBy = song?.artist ? t('play.songBy', { artist: song.artist }) : '';
  const songWords = song ? [`${t('play.song')}: ${song.title}`, songBy].filter(Boolean).join(', ') : '';
  const doneText = [t(elsewhere ? 'play.alreadyDone' : 'play.done'), songWords ? `${songWords}.` : '']
    .filter(Boolean)
    .join(' ');
  const gentle = config.gentle === true && !completed && cuesOf(step) ? cue : null;
  const cueWords = gentle ? cueText(step, gentle) : '';
  // Put together only when it is read: the first list joined ("A, B or C") loads the browser's list rules,
  // a long task on a slow phone that the first screen's paint need not wait for.
  const promptText = () =>
    completed ? doneText : step ? [promptFor(slug, step), cueWords].filter(Boolean).join(' ') : '';
  const paused = helpOpen || whoOpen;
  // The family's recorded voice for the step on screen, which Hear Again plays.
  const clip = step && !completed ? clipUrl(route, step.voice) : null;

  // Photo match's idle cues: the first after firstMs without an answer, each next one nextMs later;
  // a new step or a new cue starts the wait again. Nothing on screen counts down.
  const { firstMs = FIRST_CUE_MS, nextMs = NEXT_CUE_MS } = config.cueDelays ?? {};
  const waiting = Boolean(gentle && step && 'question' in step && !gentle.done && gentle.level < 3 && !paused);
  useEffect(() => {
    if (!waiting || !step) return;
    const timer = setTimeout(() => setCue((s) => nextCue(step, s, { type: 'tick' })), cue.level ? nextMs : firstMs);
    return () => clearTimeout(timer);
  }, [waiting, index, cue.level]);
  // Each new cue is read aloud when audio instructions are on (the panel announces it politely).
  useEffect(() => {
    if (cueWords && a11y.audioInstructions) speak(cueWords);
  }, [cueWords]);

  // A new screen: start at its top, move focus to its heading, and read it aloud when asked to.
  useEffect(() => {
    if (shown.current) {
      window.scrollTo(0, 0);
      headingRef.current?.focus({ preventScroll: true });
    }
    shown.current = true;
    listenForFirstTap();
    if (a11y.audioInstructions) say(promptText(), clip);
  }, [index, completed]);
  useEffect(() => stopSpeaking, []);

  const closeHelp = useCallback(() => {
    stopSpeaking();
    setHelpOpen(false);
    requestAnimationFrame(() => helpButtonRef.current?.focus());
  }, []);
  const closeWho = useCallback(() => {
    setWhoOpen(false);
    requestAnimationFrame(() => whoButtonRef.current?.focus());
  }, []);

  const advance = () => {
    setChosen(null);
    // Playing: the next step not yet answered here or elsewhere (finishing after the last one).
    const next = recorder
      ? recorder.progress()
      : { index: Math.min(index + 1, steps.length - 1), completed: index + 1 >= steps.length, elsewhere: false };
    setProgress(next);
    setCue(startOf(steps[next.index]));
  };
  const onAnswer = (answer: unknown) => {
    stopSpeaking();
    if (gentle) {
      // Gentle: an answer that is not yet the right one brings more help; the right one ends the
      // step, recorded with the earlier answers and the most help shown.
      const next = nextCue(step, gentle, { type: 'answer', value: answer });
      setCue(next);
      if (!next.done) return;
      recorder?.recordStep(index, next.answer, { attempts: next.attempts, cueLevel: next.level });
      if (slug === 'grandkid-match') setChosen(String(next.answer));
      else if (next.answer !== 'unsure') advance();
      return;
    }
    recorder?.recordStep(index, answer);
    if (slug === 'grandkid-match') setChosen(String(answer));
    else advance();
  };

  const photoOf = (ref: string | undefined) => {
    const id = photoId(ref);
    return id ? photoUrl(route, id) : null;
  };

  let body: ReactNode = null;
  if (completed) {
    body = (
      <div className="done">
        <DoneIllustration />
        <h2 ref={headingRef} tabIndex={-1}>
          {t(elsewhere ? 'play.alreadyDone' : 'play.done')}
        </h2>
        {canSpeak() && (
          <button type="button" className="btn" onClick={() => speak(doneText)}>
            {t('play.hearAgain')}
          </button>
        )}
        {song && (songClip || songLink) && (
          <div className="card song">
            <p>{t('play.song')}</p>
            <p className="song-title">{song.title}</p>
            {songBy && <p className="song-artist">{songBy}</p>}
            {songClip && (
              <button
                type="button"
                className="btn primary"
                onClick={() => {
                  say(song.title, songClip);
                  recorder?.songPlayed();
                }}
              >
                {t('play.playSong')}
              </button>
            )}
            {songLink && (
              <a
                className="btn primary"
                href={songLink}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => {
                  stopSpeaking();
                  recorder?.songPlayed();
                }}
              >
                {t('play.listenSong')}
              </a>
            )}
          </div>
        )}
        {stuck && (
          <div className="card">
            <p>{t('play.keepTrying')}</p>
            <button type="button" className="btn primary" onClick={() => recorder?.outbox.retryNow()}>
              {t('play.tryAgain')}
            </button>
          </div>
        )}
      </div>
    );
  } else if (step) {
    const common = { headingRef, onAnswer, cue: gentle, cueWords, onNext: advance };
    if (slug === 'grandkid-match' && 'question' in step)
      body = <QuestionView key={index} {...common} step={step} photo={photoOf(step.photo)} chosen={chosen} />;
    else if (slug === 'places-flashcards' && 'name' in step)
      body = <PlaceView key={index} {...common} step={step} photo={photoOf(step.image)} />;
    else if (slug === 'recipe-sequencing' && 'recipeSteps' in step)
      body = <RecipeView key={index} {...common} step={step} />;
    else if (slug === 'shopping-bingo' && 'targetItems' in step)
      body = <ShoppingView key={index} {...common} step={step} />;
  }

  return (
    <div className="page">
      <header inert={helpOpen || whoOpen}>
        {route.mode === 'preview' && <PreviewBanner />}
        {data.senior?.firstName && <p className="greeting">{t('play.greeting', { name: data.senior.firstName })}</p>}
        <h1>{title}</h1>
        <p className="subtitle">{t('play.subtitle')}</p>
      </header>
      <main>
        <div role="status" aria-live="polite">
          {slow && !stuck && <p className="note">{t('play.saving')}</p>}
        </div>
        <section className="screen" inert={helpOpen || whoOpen}>
          {body}
        </section>
        {helpOpen && <HelpPanel text={t('play.help')} onClose={closeHelp} />}
        {whoOpen && <HelpPanel text={t('play.whoSeesText')} onClose={closeWho} />}
      </main>
      {!completed && (
        <footer inert={helpOpen || whoOpen}>
          <p className="count">{t('play.question', { n: index + 1, total: steps.length })}</p>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('play.progress')}
            aria-valuemin={0}
            aria-valuemax={steps.length}
            aria-valuenow={index + 1}
            aria-valuetext={t('play.question', { n: index + 1, total: steps.length })}
          >
            <div className="progress-fill" style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
          </div>
          <div className="row">
            {(canSpeak() || clip) && (
              <button type="button" className="btn" onClick={() => say(promptText(), clip, cueWords)}>
                {t('play.hearAgain')}
              </button>
            )}
            <button
              ref={helpButtonRef}
              type="button"
              className="btn"
              onClick={() => {
                setHelpOpen(true);
                speak(t('play.help'));
              }}
            >
              {t('play.needHelp')}
            </button>
          </div>
          <button ref={whoButtonRef} type="button" className="btn link" onClick={() => setWhoOpen(true)}>
            {t('play.whoSees')}
          </button>
        </footer>
      )}
    </div>
  );
}

// The spec's help "alert", as a calm in-page panel.
function HelpPanel({ text, onClose }: { text: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="help-text">
        <p id="help-text">{text}</p>
        <button
          ref={closeRef}
          type="button"
          className="btn primary"
          onClick={onClose}
          onKeyDown={(e) => {
            if (e.key === 'Tab') e.preventDefault();
          }}
        >
          {t('play.close')}
        </button>
      </div>
    </div>
  );
}
