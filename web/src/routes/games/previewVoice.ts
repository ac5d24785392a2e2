// Hear Again in the caregiver's preview: the family's recorded voice, else the words read
// aloud at the play page's pace. The play page has its own, fuller version (web/src/play/voice.ts:
// first-tap unlocking, the voice of its language); the preview is always started by a click.
let audio: HTMLAudioElement | undefined;
let cancelledAt = 0;

const hasSpeech = () => 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

export function stopPreviewVoice() {
  audio?.pause();
  if (hasSpeech() && (speechSynthesis.speaking || speechSynthesis.pending)) {
    speechSynthesis.cancel();
    cancelledAt = Date.now();
  }
}

function speakWords(words: string, language: string) {
  if (!hasSpeech()) return;
  // Chrome drops a speak() that follows cancel() at once.
  setTimeout(
    () => {
      for (const sentence of words.match(/[^.!?]+[.!?]*/g) ?? []) {
        const utterance = new SpeechSynthesisUtterance(sentence.trim());
        utterance.lang = language;
        utterance.rate = 0.9;
        speechSynthesis.speak(utterance);
      }
    },
    Math.max(0, cancelledAt + 50 - Date.now()),
  );
}

// In the loved one's language (the caregiver's page is in theirs).
export function hearPreview(words: string, language: string, voiceUrl?: string) {
  stopPreviewVoice();
  if (!voiceUrl) return speakWords(words, language);
  audio ??= new Audio();
  audio.src = voiceUrl;
  audio.play().catch((e: unknown) => {
    if (!(e instanceof DOMException && e.name === 'AbortError')) speakWords(words, language);
  });
}
