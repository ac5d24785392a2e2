import { screen } from '@testing-library/react';
import { useState } from 'react';
import { VoiceClipField } from './VoiceClipField';
import type { StepVoice } from './stepDrafts';
import { renderScreen } from '../../testing/render';
import { TEAM_ID } from '../../testing/builders';

// Moved from e2e/tests/voice-clips.e2e.spec.ts ("a microphone refused, missing or failing says what to
// do instead": no recording started; "a chosen audio file becomes the clip; ...": Remove takes the clip
// away and gives the focus to Record voice). The browser tests keep Chromium's own refusals and missing
// microphone, real recordings and files, and each message's words.
const DENIED =
  'The microphone could not be used. Please allow it for this site in your browser, or choose an audio file.';
const NO_MICROPHONE = 'No microphone was found. Please connect one, or choose an audio file.';
const RECORDING_FAILED = 'Recording could not start in this browser. Please choose an audio file instead.';
const aClip: StepVoice = { ref: 'voice:clip-1', url: '/api/voice-clips/clip-1', careTeamId: TEAM_ID };

// A step's voice field as the activity form holds it: the clip it has, changed by the field.
function StepVoiceField({ initial }: { initial: StepVoice | null }) {
  const [voice, setVoice] = useState(initial);
  return (
    <VoiceClipField
      use="step"
      voice={voice}
      careTeamId={TEAM_ID}
      onChange={setVoice}
      label="Your voice (optional)"
      hint="Record yourself reading this step."
      clipName="Voice clip for step 1"
    />
  );
}

// The browser's microphone and recorder, as far as the field asks for them: getUserMedia answers with
// `microphone` (an error's name, or a stream whose tracks are watched), and MediaRecorder cannot start.
function withMicrophone(microphone: string | 'stream') {
  const track = { stop: jest.fn() };
  const getUserMedia = jest.fn(async () => {
    if (microphone !== 'stream') throw new DOMException('refused', microphone);
    return { getTracks: () => [track] };
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  class RecorderThatCannotStart {
    static isTypeSupported = () => true;
    constructor() {
      throw new DOMException('no encoder', 'NotSupportedError');
    }
  }
  Object.assign(globalThis, { MediaRecorder: RecorderThatCannotStart });
  return { getUserMedia, track };
}

afterEach(() => {
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  delete (window as { isSecureContext?: unknown }).isSecureContext;
  delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
});

describe("a step's voice clip", () => {
  it.each([
    ['NotAllowedError', DENIED],
    ['SecurityError', DENIED],
    ['NotFoundError', NO_MICROPHONE],
    ['OverconstrainedError', NO_MICROPHONE],
    ['AbortError', RECORDING_FAILED],
  ])('says what to do when the microphone answers %s, and records nothing', async (refusal, message) => {
    const { getUserMedia } = withMicrophone(refusal);
    const { user } = await renderScreen(<StepVoiceField initial={null} />);
    await user.click(screen.getByRole('button', { name: 'Record voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record voice' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose audio file' })).toBeInTheDocument();
  });

  it('says so when the recorder cannot start in this browser, and lets the microphone go', async () => {
    const { track } = withMicrophone('stream');
    const { user } = await renderScreen(<StepVoiceField initial={null} />);
    await user.click(screen.getByRole('button', { name: 'Record voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECORDING_FAILED);
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
  });

  it('plays the clip it has; Remove takes it away and gives the focus to Record voice', async () => {
    withMicrophone('stream');
    const { user } = await renderScreen(<StepVoiceField initial={aClip} />);
    expect(screen.getByLabelText('Voice clip for step 1')).toHaveAttribute('src', aClip.url);
    expect(screen.getByRole('button', { name: 'Record again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove voice clip' }));
    expect(screen.queryByLabelText('Voice clip for step 1')).not.toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record voice' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Choose audio file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove voice clip' })).not.toBeInTheDocument();
  });

  it('without a way to record, offers a file only, and Remove gives it the focus', async () => {
    const { user } = await renderScreen(<StepVoiceField initial={aClip} />);
    expect(screen.queryByRole('button', { name: /Record/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove voice clip' }));
    expect(screen.getByRole('button', { name: 'Choose audio file' })).toHaveFocus();
  });
});
