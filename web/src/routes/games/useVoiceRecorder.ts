import { useCallback, useEffect, useRef, useState } from 'react';

// MediaRecorder types in order of preference (docs/care-science.md): Safari records AAC in MP4; Chrome
// records MP4 (Opus inside on some systems) or WebM/Opus; Firefox WebM or Ogg Opus. The clip is made
// into MP3 afterwards (voiceClipMp3.ts), so any of them will do.
export const RECORDING_TYPES = ['audio/mp4', 'audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'];
// About 32 kbps, mono: plenty for a voice.
const BITS_PER_SECOND = 32_000;

export type RecorderState = 'idle' | 'starting' | 'recording';
export type RecorderProblem = 'denied' | 'no-microphone' | 'failed';

export const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof MediaRecorder !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  window.isSecureContext;

export function recordingType(): string | undefined {
  return RECORDING_TYPES.find((t) => MediaRecorder.isTypeSupported?.(t));
}

// Records one clip of at most maxSeconds from the microphone (20 for a step's voice, 60 for a song);
// onRecorded gets it when it stops (by Stop, or at the limit). The microphone is released as soon as
// recording ends.
export function useVoiceRecorder(
  onRecorded: (audio: Blob) => void,
  onProblem: (problem: RecorderProblem) => void,
  maxSeconds: number,
) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const handlers = useRef({ onRecorded, onProblem });
  handlers.current = { onRecorded, onProblem };

  const release = useCallback(() => {
    window.clearInterval(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorder.current?.state === 'recording') return;
    setState('starting');
    setSeconds(0);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      setState('idle');
      const name = error instanceof DOMException ? error.name : '';
      handlers.current.onProblem(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'no-microphone'
            : 'failed',
      );
      return;
    }
    try {
      const mimeType = recordingType();
      const media = new MediaRecorder(stream.current, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      media.ondataavailable = (e) => {
        if (e.data.size) chunks.push(e.data);
      };
      media.onstop = () => {
        release();
        recorder.current = null;
        setState('idle');
        handlers.current.onRecorded(new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' }));
      };
      media.start();
      recorder.current = media;
      const began = Date.now();
      timer.current = window.setInterval(() => {
        const elapsed = (Date.now() - began) / 1000;
        setSeconds(Math.min(maxSeconds, Math.floor(elapsed)));
        if (elapsed >= maxSeconds) stop();
      }, 250);
      setState('recording');
    } catch {
      release();
      setState('idle');
      handlers.current.onProblem('failed');
    }
  }, [release, stop, maxSeconds]);

  // Leaving the page (or removing the step) while recording drops the recording and the microphone.
  useEffect(
    () => () => {
      if (recorder.current) recorder.current.onstop = null;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  return { state, seconds, start, stop };
}
