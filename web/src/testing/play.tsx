// The loved one's play page in a component test: a screen of Game in the caregiver's preview (which
// records nothing and sends nothing), in the loved one's language. The page runs on Preact in the
// browser (vite.config.ts); here its components render on React, whose API Preact's compat layer
// gives them, so what they show and how they answer is checked, not the renderer.
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayResponse, PlayStep, SeniorLanguage, TemplateSlug } from '@carewith/contracts';
import { Game } from '../play/Game';
import { speakInTests } from '../play/testing-catalog';
import { loadView } from '../play/views';

export const aPlay = (slug: TemplateSlug, steps: PlayStep[], over: Partial<PlayResponse> = {}): PlayResponse => ({
  template: { slug, title: 'Family Photo Match' },
  gameInstance: {
    configJSON: {
      title: 'Family Photo Match',
      steps,
      accessibility: { largeText: true, audioInstructions: false, highContrast: true },
    },
  },
  senior: { firstName: 'Margaret', language: 'en' },
  ...over,
});

// An utterance as the page gave it to speechSynthesis.speak: its words, language and rate.
export type Heard = { text: string; lang: string; rate: number };

// The browser's speech, as far as the page asks for it: a Hear Again button shows where it exists.
// The words read, in order.
export function withSpeech() {
  const spoken: string[] = [];
  installSpeech((u) => spoken.push(u.text));
  return spoken;
}

// The same, each utterance with its language and rate (the empty one that unlocks speech on the first
// tap left out, as a person hears nothing of it).
export function withSpeechHeard() {
  const heard: Heard[] = [];
  installSpeech((u) => {
    if (u.text.trim() !== '') heard.push({ text: u.text, lang: u.lang, rate: Math.round(u.rate * 100) / 100 });
  });
  return heard;
}

function installSpeech(onSpeak: (utterance: Heard) => void) {
  class Utterance {
    lang = '';
    voice: unknown = null;
    rate = 1;
    onend: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: {
      speaking: false,
      pending: false,
      cancel: () => undefined,
      getVoices: () => [],
      speak: (u: Utterance) => onSpeak(u),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

export function withoutSpeech() {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
}

// The loved one's page in jsdom, for a describe block: jsdom plays no media and scrolls nothing, so the
// audio element's load and pause and the window's scroll are stubbed (`loads()` counts the loads, the
// audio element unlocked by a first tap); after each test the page leaves (and hushes its audio element)
// before the stubs go, and the speech stand-in with them.
export function stubPlayPage(language = 'en') {
  let loads: jest.SpyInstance | undefined;
  beforeEach(() => {
    document.documentElement.lang = language;
    loads = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    withoutSpeech();
  });
  return { loads: () => loads! };
}

export async function renderPlay(data: PlayResponse, language: SeniorLanguage = 'en') {
  speakInTests(language);
  await loadView(data.template.slug);
  const result = render(<Game data={data} route={{ mode: 'preview', gameId: 'preview-game' }} />);
  return { ...result, user: userEvent.setup({ delay: null }) };
}
