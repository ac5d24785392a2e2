import { createOutbox, type Outbox } from './outbox';
import { readJSON, writeJSON } from './storage';
import type { Answer, Help, PlayProgress, PlayStep, TemplateSlug } from './types';

// The loved one's progress on this device, joined with what the server already recorded (so a
// second device resumes where the first stopped): answers are kept locally (so a reload resumes at
// the right step) and every call goes through the outbox (so a lost connection loses nothing).
// song: the song the activity ends on was played here.
type Session = { v: 1; sig: string; startedAt: number; answers: Answer[]; completed: boolean; song?: boolean };

export type Recorder = {
  outbox: Outbox;
  // Where to pick up: the first unanswered step, or done (here, or on another device).
  progress(): { index: number; completed: boolean; elsewhere: boolean };
  recordStep(step: number, answer: unknown, help?: Help): void;
  complete(): void;
  // The loved one tapped to hear the song the activity ends on: recorded once.
  songPlayed(): void;
};

const recorders = new Map<string, Recorder>();

// One recorder per token and page (React's development double-render must not START twice).
export function getRecorder(
  token: string,
  slug: TemplateSlug,
  steps: PlayStep[],
  known: PlayProgress = { answeredSteps: [], completed: false },
): Recorder {
  const sig = `${slug}|${steps.length}|${steps.map((s) => s.id).join(',')}`;
  const cached = recorders.get(token);
  if (cached) return cached;

  const key = `carewith.play.session.${token}`;
  const outbox = createOutbox(token);
  let session = readJSON<Session>(key);
  if (!session || session.v !== 1 || session.sig !== sig || !Array.isArray(session.answers)) {
    // First visit on this device (or the activity changed): start, and record START, unless the
    // activity was already finished elsewhere.
    session = { v: 1, sig, startedAt: Date.now(), answers: [], completed: false };
    writeJSON(key, session);
    if (!known.completed) outbox.enqueue('event', { type: 'START', payload: { timestamp: session.startedAt } });
  } else {
    outbox.retryNow();
  }
  const save = () => writeJSON(key, session);

  const recorder: Recorder = {
    outbox,
    progress() {
      const s = session!;
      if (!s.completed && known.completed) return { index: 0, completed: true, elsewhere: true };
      const answered = new Set([...known.answeredSteps, ...s.answers.map((a) => a.step)]);
      const next = steps.findIndex((_, i) => !answered.has(i));
      // Every step answered but the page closed before finishing: finish now.
      if (!s.completed && next < 0) recorder.complete();
      return { index: next < 0 ? steps.length - 1 : next, completed: s.completed, elsewhere: false };
    },
    recordStep(step, answer, help) {
      const s = session!;
      if (s.completed) return;
      // Kept in the session (a reload, the completion's rawData) and in the queued STEP alike.
      const entry: Answer = { step, answer, timestamp: Date.now(), ...help };
      s.answers = [...s.answers.filter((a) => a.step !== step), entry].sort((a, b) => a.step - b.step);
      save();
      outbox.enqueue('event', { type: 'STEP', payload: entry });
    },
    complete() {
      const s = session!;
      if (s.completed) return;
      s.completed = true;
      save();
      // Every answer, so the server records any STEP it missed. No summary or score: the page does
      // not hold the answer key; the server scores and times the recorded answers.
      outbox.enqueue('complete', { rawData: s.answers });
    },
    songPlayed() {
      const s = session!;
      if (!s.completed || s.song) return;
      s.song = true;
      save();
      outbox.enqueue('event', { type: 'SONG', payload: { timestamp: Date.now() } });
    },
  };
  recorders.set(token, recorder);

  window.addEventListener('online', () => outbox.retryNow());
  // A phone put down, another app, the tab closed: what waits goes now (decision 255). pagehide too,
  // since a page closed while shown may not become hidden first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') outbox.shown();
    else outbox.hidden();
  });
  window.addEventListener('pagehide', () => outbox.hidden());
  return recorder;
}
