import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { VOICE_CLIP_MAX_SECONDS } from '@carewith/contracts';
import type { ClipProblem } from './voiceClipMp3';
import type { RecorderProblem } from './useVoiceRecorder';

// The step editor's voice clip (issue #16): what the family member reads and hears, as Lingui
// messages (issue #28). The functions read them in the member's language when called.
const MAX = VOICE_CLIP_MAX_SECONDS;
export const VOICE_LABEL = msg`Your voice (optional)`;
export const voiceHint = () =>
  t`Record yourself reading this step, up to ${MAX} seconds, or choose an audio file. Hear Again plays your voice; without it, the words are read aloud by the device.`;
export const RECORD = msg`Record voice`;
export const RECORD_AGAIN = msg`Record again`;
export const STOP_RECORDING = msg`Stop recording`;
export const CHOOSE_AUDIO = msg`Choose audio file`;
export const CHOOSE_OTHER_AUDIO = msg`Choose another file`;
export const REMOVE_VOICE = msg`Remove voice clip`;
export const SAVING_VOICE = msg`Saving voice clip...`;
export const VOICE_SAVED = msg`Voice clip saved.`;
export const recordingFor = (seconds: number) => t`Recording: ${seconds} of ${MAX} seconds`;
export const recordingStarted = () =>
  t`Recording. Press Stop recording when you are done; it stops by itself after ${MAX} seconds.`;
export const voiceClipName = (step: number) => t`Voice clip for step ${step}`;
export const VOICE_UPLOAD_FAILED = msg`The voice clip could not be saved. Please try again.`;
export const VOICE_OTHER_TEAM = msg`Please record the voice clip again: it was added before you chose a loved one from another care team.`;

export const PROBLEMS: Record<RecorderProblem | ClipProblem, MessageDescriptor> = {
  denied: msg`The microphone could not be used. Please allow it for this site in your browser, or choose an audio file.`,
  'no-microphone': msg`No microphone was found. Please connect one, or choose an audio file.`,
  failed: msg`Recording could not start in this browser. Please choose an audio file instead.`,
  unreadable: msg`This audio file could not be read. Please choose another one, for example an M4A or MP3 file.`,
  'too-long': msg`Please keep the voice clip to ${MAX} seconds or less.`,
  silent: msg`Nothing could be heard in this clip. Please check the microphone and record again.`,
};
