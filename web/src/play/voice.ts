import { sentences } from './sentences';

// The loved one hears the family's recorded voice, else the device reads the words.
// Speech: rate 0.9 (docs/care-science.md), the page's language (<html lang>) and a voice of it, sentence
// by sentence. Nothing sounds before the loved one's first tap: browsers (iOS above all) allow sound
// only after a gesture, so a read asked for earlier waits for that tap, which unlocks both.
export const RATE = 0.9;
type Read = [text: string, clip?: string | null, tail?: string];

let unlocked = true;
let listening = false;
let waiting: Read | null = null;
let audio: HTMLAudioElement | undefined;
// Each read has its number: a late event of an earlier clip (ended, error) does nothing.
let current = 0;

export const hasSpeech = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

// The voice for a language: the same tag, else the same language; the device's default among them first.
export function pickVoice(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const tag = (l: string) => l.toLowerCase().replace('_', '-');
  const want = tag(lang);
  for (const fits of [(l: string) => l === want, (l: string) => l.split('-')[0] === want.split('-')[0]]) {
    const found = voices.filter((v) => fits(tag(v.lang)));
    if (found.length) return found.find((v) => v.default) ?? found.find((v) => v.localService) ?? found[0];
  }
  return undefined;
}

// When speech was last cancelled: Chrome drops a speak() that follows cancel() at once, so the next
// read waits a moment after one.
let cancelledAt = -1e9;
function silence() {
  if (hasSpeech() && (speechSynthesis.speaking || speechSynthesis.pending)) {
    speechSynthesis.cancel();
    cancelledAt = Date.now();
  }
}

function speakNow(text: string) {
  if (!hasSpeech()) return;
  silence();
  const read = current;
  const go = () => {
    if (read !== current) return;
    const lang = document.documentElement.lang || 'en';
    const voice = pickVoice(speechSynthesis.getVoices(), lang);
    try {
      for (const piece of sentences(text)) {
        const utterance = new SpeechSynthesisUtterance(piece);
        utterance.lang = lang;
        utterance.rate = RATE;
        if (voice) utterance.voice = voice;
        speechSynthesis.speak(utterance);
      }
    } catch {
      // A browser whose speech fails: the words stay on the screen.
    }
  };
  const wait = cancelledAt + 50 - Date.now();
  if (wait > 0) setTimeout(go, wait);
  else go();
}

const player = () => (audio ??= new Audio());

// Stops whatever is being read or played, and forgets a read waiting for the first tap.
export function hush() {
  current++;
  waiting = null;
  audio?.pause();
  silence();
}

// Reads text aloud; with the family's clip, plays it instead and then reads tail (a cue on screen).
// A clip that cannot play (offline, an old link) is replaced by reading text.
export function say(text: string, clip?: string | null, tail = '') {
  hush();
  if (!unlocked) {
    waiting = [text, clip, tail];
    return;
  }
  if (!clip) return speakNow(text);
  const read = current;
  const failed = () => {
    if (read === current) speakNow(text);
  };
  const a = player();
  a.onended = () => {
    if (read === current && tail) speakNow(tail);
  };
  a.onerror = failed;
  a.src = clip;
  a.play().catch((e: unknown) => {
    if (!(e instanceof DOMException && e.name === 'AbortError')) failed();
  });
}

// The play page waits for the loved one's first tap (or key) before any sound. That tap unlocks
// speech and the audio element; a read that was waiting follows at once, unless the tap was on a
// control (an answer, Hear Again, Need Help?), which does its own.
export function listenForFirstTap() {
  if (listening) return;
  listening = true;
  unlocked = false;
  const unlock = (event: Event) => {
    if (unlocked) return;
    unlocked = true;
    const onControl = (event.target as Element | null)?.closest?.('button,a,input,select,textarea');
    const read = onControl ? null : waiting;
    waiting = null;
    if (read) say(...read);
    // Within the tap, speech and this page's audio element are allowed to sound from now on (iOS
    // needs both: an utterance spoken, and load() or play() called on the element, in a gesture).
    if (hasSpeech() && (!read || read[1])) speechSynthesis.speak(new SpeechSynthesisUtterance(''));
    if (!read || !read[1]) player().load();
  };
  for (const type of ['touchend', 'click', 'keydown']) document.addEventListener(type, unlock, true);
}
