import { createOutbox, type Outbox } from './outbox';
import { scoreAnswers } from './scoring';
import { readJSON, writeJSON } from './storage';
import type { Answer, AnyStep, TemplateSlug } from './types';

// The loved one's progress on this device: answers are kept locally (so a reload resumes at the
// right step) and every call goes through the outbox (so a lost connection loses nothing).
type Session = { v: 1; sig: string; startedAt: number; answers: Answer[]; completed: boolean };

export type Recorder = {
  outbox: Outbox;
  // Where to pick up: the first unanswered step, or done.
  progress(): { index: number; completed: boolean };
  recordStep(step: number, answer: unknown): void;
  complete(): void;
};

const recorders = new Map<string, Recorder>();

// One recorder per token and page (React's development double-render must not START twice).
export function getRecorder(token: string, slug: TemplateSlug, steps: AnyStep[]): Recorder {
  const sig = `${slug}|${steps.length}|${steps.map((s) => s.id).join(',')}`;
  const cached = recorders.get(token);
  if (cached) return cached;

  const key = `carewith.play.session.${token}`;
  const outbox = createOutbox(token);
  let session = readJSON<Session>(key);
  if (!session || session.v !== 1 || session.sig !== sig || !Array.isArray(session.answers)) {
    // First visit on this device (or the activity changed): start, and record START.
    session = { v: 1, sig, startedAt: Date.now(), answers: [], completed: false };
    writeJSON(key, session);
    outbox.enqueue('event', { type: 'START', payload: { timestamp: session.startedAt } });
  } else {
    outbox.retryNow();
  }
  const save = () => writeJSON(key, session);

  const recorder: Recorder = {
    outbox,
    progress() {
      const s = session!;
      // Every step answered but the page closed before finishing: finish now.
      if (!s.completed && s.answers.length >= steps.length) recorder.complete();
      return { index: Math.min(s.answers.length, steps.length - 1), completed: s.completed };
    },
    recordStep(step, answer) {
      const s = session!;
      if (s.completed) return;
      const entry: Answer = { step, answer, timestamp: Date.now() };
      s.answers = [...s.answers.filter((a) => a.step !== step), entry].sort((a, b) => a.step - b.step);
      save();
      outbox.enqueue('event', { type: 'STEP', payload: entry });
    },
    complete() {
      const s = session!;
      if (s.completed) return;
      s.completed = true;
      save();
      const score = scoreAnswers(steps, new Map(s.answers.map((a) => [a.step, a.answer])));
      outbox.enqueue('complete', {
        summary: {
          totalSteps: score.totalSteps,
          correctAnswers: score.correctAnswers,
          totalTime: Math.max(0, Date.now() - s.startedAt),
          engagement: 'high',
        },
        // Every answer, so the server records any STEP it missed.
        rawData: s.answers,
        computedScores: { accuracy: score.accuracy },
      });
    },
  };
  recorders.set(token, recorder);

  const resume = () => outbox.retryNow();
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resume();
  });
  return recorder;
}
