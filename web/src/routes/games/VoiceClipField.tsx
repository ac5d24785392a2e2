import { ChangeEvent, useRef, useState } from 'react';
import type { VoiceClipUse } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useUploadVoiceClip } from '../../api/useUploadVoiceClip';
import { inAppLanguage } from '../../i18n/contract-messages';
import { Button } from '../../components/Button';
import { FieldGroup } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { GameIcon } from './GameIcon';
import type { StepVoice } from './stepDrafts';
import { ClipError, mp3FromAudio } from './voiceClipMp3';
import { canRecord, useVoiceRecorder } from './useVoiceRecorder';
import { clipTexts } from './voiceClipTexts';

// A family member's recorded voice: a step's (up to 20 seconds) or a song's for the memory
// box (up to 60), as `use` says. Record it here, or choose an audio file; either is made
// into an MP3 in this browser and uploaded at once, then can be listened to, redone or removed.
export function VoiceClipField({
  use,
  voice,
  careTeamId,
  onChange,
  error,
  label,
  hint,
  clipName,
}: {
  use: VoiceClipUse;
  voice: StepVoice | null;
  careTeamId: string;
  onChange: (voice: StepVoice | null) => void;
  error?: string;
  label: string;
  hint: string;
  // The clip's player's name ("Voice clip for step 2").
  clipName: string;
}) {
  const texts = clipTexts(use);
  const { maxSeconds } = texts;
  const input = useRef<HTMLInputElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const upload = useUploadVoiceClip();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The upload is awaited inside save's try/finally, so preparing covers it too.
  const busy = preparing;

  const save = async (audio: Blob, trim: boolean) => {
    setPreparing(true);
    setStatus(texts.saving);
    try {
      const { mp3 } = await mp3FromAudio(audio, { trim, maxSeconds });
      const saved = await upload.mutateAsync({ mp3, use, careTeamId });
      onChange({ ref: saved.ref, url: saved.url, careTeamId });
      setStatus(texts.saved);
    } catch (e) {
      setStatus('');
      if (e instanceof ClipError) setProblem(texts.problems[e.problem]);
      else if (!isUnauthorized(e))
        setProblem(e instanceof ApiError && e.serverMessage ? inAppLanguage(e.serverMessage) : texts.uploadFailed);
    } finally {
      setPreparing(false);
    }
  };

  const recorder = useVoiceRecorder(
    (audio) => void save(audio, true),
    (p) => {
      setStatus('');
      setProblem(texts.problems[p]);
    },
    maxSeconds,
  );
  const recording = recorder.state === 'recording';

  const onRecordButton = () => {
    if (recording) return recorder.stop();
    if (busy || recorder.state !== 'idle') return;
    setProblem(null);
    setStatus(texts.started);
    void recorder.start();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setProblem(null);
    void save(file, false);
  };

  const shownError = problem ?? error;
  const recordLabel = recording ? texts.stop : busy ? texts.saving : voice ? texts.recordAgain : texts.record;

  return (
    <FieldGroup label={label} hint={hint} error={shownError}>
      {(describedBy) => (
        <>
          {voice && !busy && !recording && (
            <audio controls preload="metadata" src={voice.url} aria-label={clipName} className="w-full max-w-sm" />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {canRecord() && (
              <Button
                ref={recordButton}
                variant="secondary"
                className="min-h-11 px-4"
                data-error-focus={shownError ? '' : undefined}
                aria-describedby={describedBy}
                onClick={onRecordButton}
              >
                <GameIcon name={recording ? 'stop' : 'mic'} className="h-5 w-5" />
                {recordLabel}
              </Button>
            )}
            {!recording && (
              <>
                {/* The file input stays out of sight; the button opens its picker. */}
                <input
                  ref={input}
                  type="file"
                  accept="audio/*"
                  tabIndex={-1}
                  aria-hidden="true"
                  className="hidden"
                  onChange={onFile}
                />
                <Button
                  ref={chooseButton}
                  variant="secondary"
                  className="min-h-11 px-4"
                  data-error-focus={shownError && !canRecord() ? '' : undefined}
                  aria-describedby={describedBy}
                  onClick={() => {
                    if (!busy) input.current?.click();
                  }}
                >
                  <GameIcon name="upload" className="h-5 w-5" />
                  {voice ? texts.chooseOther : texts.choose}
                </Button>
                {voice && !busy && (
                  <Button
                    variant="ghost"
                    className="min-h-11 px-3"
                    onClick={() => {
                      onChange(null);
                      setProblem(null);
                      setStatus('');
                      (recordButton.current ?? chooseButton.current)?.focus();
                    }}
                  >
                    <Icon name="cancel" className="h-5 w-5" />
                    {texts.remove}
                  </Button>
                )}
              </>
            )}
          </div>
          {recording && (
            <p aria-hidden="true" className="font-medium text-red-800">
              {texts.recordingFor(recorder.seconds)}
            </p>
          )}
          <p role="status" className="sr-only">
            {status}
          </p>
        </>
      )}
    </FieldGroup>
  );
}
