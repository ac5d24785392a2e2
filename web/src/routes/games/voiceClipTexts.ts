import { msg, t } from '@lingui/core/macro';
import { clipMaxSeconds, VOICE_CLIP_MAX_SECONDS, type VoiceClipUse } from '@carewith/contracts';
import type { ClipProblem } from './voiceClipMp3';
import type { RecorderProblem } from './useVoiceRecorder';

// The voice clip recorder's words, for a step's voice and a song of the memory box
//: Lingui messages, read at render, with the clip's limit in seconds.
export const clipTexts = (use: VoiceClipUse) => {
  const maxSeconds = clipMaxSeconds(use);
  const stop = t`Stop recording`;
  const problems: Record<RecorderProblem | ClipProblem, string> = {
    denied: t`The microphone could not be used. Please allow it for this site in your browser, or choose an audio file.`,
    'no-microphone': t`No microphone was found. Please connect one, or choose an audio file.`,
    failed: t`Recording could not start in this browser. Please choose an audio file instead.`,
    unreadable: t`This audio file could not be read. Please choose another one, for example an M4A or MP3 file.`,
    // As the API says it when it refuses a longer clip.
    'too-long':
      use === 'song'
        ? t`Please keep the song to ${maxSeconds} seconds or less.`
        : t`Please keep the voice clip to ${maxSeconds} seconds or less.`,
    silent: t`Nothing could be heard in this clip. Please check the microphone and record again.`,
  };
  return {
    maxSeconds,
    record: t`Record voice`,
    recordAgain: t`Record again`,
    stop,
    choose: t`Choose audio file`,
    chooseOther: t`Choose another file`,
    remove: t`Remove voice clip`,
    saving: t`Saving voice clip...`,
    saved: t`Voice clip saved.`,
    recordingFor: (seconds: number) => t`Recording: ${seconds} of ${maxSeconds} seconds`,
    started: t`Recording. Press ${stop} when you are done; it stops by itself after ${maxSeconds} seconds.`,
    uploadFailed: t`The voice clip could not be saved. Please try again.`,
    problems,
  };
};

// A step's voice clip, in the activity form: read in the member's language when called.
export const VOICE_LABEL = msg`Your voice (optional)`;
const MAX = VOICE_CLIP_MAX_SECONDS;
export const voiceHint = () =>
  t`Record yourself reading this step, up to ${MAX} seconds, or choose an audio file. Hear Again plays your voice; without it, the words are read aloud by the device.`;
export const voiceClipName = (step: number) => t`Voice clip for step ${step}`;
export const VOICE_OTHER_TEAM = msg`Please record the voice clip again: it was added before you chose a loved one from another care team.`;
