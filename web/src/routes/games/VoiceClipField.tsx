import { useLingui } from '@lingui/react/macro';
import { ChangeEvent, useRef, useState } from 'react';
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
import {
  CHOOSE_AUDIO,
  CHOOSE_OTHER_AUDIO,
  PROBLEMS,
  RECORD,
  RECORD_AGAIN,
  recordingFor,
  recordingStarted,
  REMOVE_VOICE,
  SAVING_VOICE,
  STOP_RECORDING,
  VOICE_LABEL,
  VOICE_SAVED,
  VOICE_UPLOAD_FAILED,
  voiceClipName,
  voiceHint,
} from './voiceClipTexts';

// A step's recorded voice (issue #16): record up to 20 seconds here, or choose an audio file; either
// is made into an MP3 in this browser and uploaded at once, then can be listened to, redone or removed.
export function VoiceClipField({
  voice,
  careTeamId,
  onChange,
  error,
  number,
}: {
  voice: StepVoice | null;
  careTeamId: string;
  onChange: (voice: StepVoice | null) => void;
  error?: string;
  number: number;
}) {
  const { t } = useLingui();
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
    setStatus(t(SAVING_VOICE));
    try {
      const { mp3 } = await mp3FromAudio(audio, { trim });
      const saved = await upload.mutateAsync({ mp3, careTeamId });
      onChange({ ref: saved.ref, url: saved.url, careTeamId });
      setStatus(t(VOICE_SAVED));
    } catch (e) {
      setStatus('');
      if (e instanceof ClipError) setProblem(t(PROBLEMS[e.problem]));
      else if (!isUnauthorized(e))
        setProblem(e instanceof ApiError && e.serverMessage ? inAppLanguage(e.serverMessage) : t(VOICE_UPLOAD_FAILED));
    } finally {
      setPreparing(false);
    }
  };

  const recorder = useVoiceRecorder(
    (audio) => void save(audio, true),
    (p) => {
      setStatus('');
      setProblem(t(PROBLEMS[p]));
    },
  );
  const recording = recorder.state === 'recording';

  const onRecordButton = () => {
    if (recording) return recorder.stop();
    if (busy || recorder.state !== 'idle') return;
    setProblem(null);
    setStatus(recordingStarted());
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
  const recordLabel = t(recording ? STOP_RECORDING : busy ? SAVING_VOICE : voice ? RECORD_AGAIN : RECORD);

  return (
    <FieldGroup label={t(VOICE_LABEL)} hint={voiceHint()} error={shownError}>
      {(describedBy) => (
        <>
          {voice && !busy && !recording && (
            <audio
              controls
              preload="metadata"
              src={voice.url}
              aria-label={voiceClipName(number)}
              className="w-full max-w-sm"
            />
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
                  {t(voice ? CHOOSE_OTHER_AUDIO : CHOOSE_AUDIO)}
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
                    {t(REMOVE_VOICE)}
                  </Button>
                )}
              </>
            )}
          </div>
          {recording && (
            <p aria-hidden="true" className="font-medium text-red-800">
              {recordingFor(recorder.seconds)}
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
