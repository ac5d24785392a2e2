import { VOICE_CLIP_MAX_SECONDS } from '@carewith/contracts';
import type { ClipProblem } from './voiceClipMp3';
import type { RecorderProblem } from './useVoiceRecorder';

// The step editor's voice clip (issue #16): what the family member reads and hears.
export const VOICE_LABEL = 'Your voice (optional)';
export const VOICE_HINT = `Record yourself reading this step, up to ${VOICE_CLIP_MAX_SECONDS} seconds, or choose an audio file. Hear Again plays your voice; without it, the words are read aloud by the device.`;
export const RECORD = 'Record voice';
export const RECORD_AGAIN = 'Record again';
export const STOP_RECORDING = 'Stop recording';
export const CHOOSE_AUDIO = 'Choose audio file';
export const CHOOSE_OTHER_AUDIO = 'Choose another file';
export const REMOVE_VOICE = 'Remove voice clip';
export const SAVING_VOICE = 'Saving voice clip...';
export const VOICE_SAVED = 'Voice clip saved.';
export const recordingFor = (seconds: number) => `Recording: ${seconds} of ${VOICE_CLIP_MAX_SECONDS} seconds`;
export const RECORDING_STARTED = `Recording. Press ${STOP_RECORDING} when you are done; it stops by itself after ${VOICE_CLIP_MAX_SECONDS} seconds.`;
export const voiceClipName = (step: number) => `Voice clip for step ${step}`;
export const VOICE_UPLOAD_FAILED = 'The voice clip could not be saved. Please try again.';
export const VOICE_OTHER_TEAM =
  'Please record the voice clip again: it was added before you chose a loved one from another care team.';

export const PROBLEMS: Record<RecorderProblem | ClipProblem, string> = {
  denied: 'The microphone could not be used. Please allow it for this site in your browser, or choose an audio file.',
  'no-microphone': 'No microphone was found. Please connect one, or choose an audio file.',
  failed: 'Recording could not start in this browser. Please choose an audio file instead.',
  unreadable: 'This audio file could not be read. Please choose another one, for example an M4A or MP3 file.',
  'too-long': `Please keep the voice clip to ${VOICE_CLIP_MAX_SECONDS} seconds or less.`,
  silent: 'Nothing could be heard in this clip. Please check the microphone and record again.',
};
