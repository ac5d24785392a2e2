import { Trans, useLingui } from '@lingui/react/macro';
import { ChangeEvent, RefObject, useRef } from 'react';
import { ApiError, isUnauthorized } from '../../api/http';
import { useUploadPhoto } from '../../api/useUploadPhoto';
import { inAppLanguage } from '../../i18n/contract-messages';
import { Button } from '../../components/Button';
import { FieldGroup } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { GameIcon } from './GameIcon';
import type { StepPhoto } from './stepDrafts';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

// The photo's file input, out of sight: a button beside it opens its picker (inputRef.current.click()).
export function HiddenPhotoInput({
  inputRef,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={PHOTO_ACCEPT}
      tabIndex={-1}
      aria-hidden="true"
      className="hidden"
      onChange={onChange}
    />
  );
}

// A step's photo: choose a file, it is uploaded at once (resized by the server), then shown.
export function PhotoField({
  label,
  hint,
  photo,
  careTeamId,
  onChange,
  error,
  alt,
}: {
  label: string;
  hint?: string;
  photo: StepPhoto | null;
  careTeamId: string;
  onChange: (photo: StepPhoto | null) => void;
  error?: string;
  alt: string;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const upload = useUploadPhoto();

  const uploadFailed = t`The photo could not be uploaded. Please try again.`;
  const uploadError =
    upload.error && !isUnauthorized(upload.error)
      ? upload.error instanceof ApiError
        ? upload.error.serverMessage
          ? inAppLanguage(upload.error.serverMessage)
          : uploadFailed
        : uploadFailed
      : undefined;
  const shownError = uploadError ?? error;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { file, careTeamId },
      { onSuccess: (uploaded) => onChange({ ref: uploaded.ref, url: uploaded.url, careTeamId }) },
    );
  };

  return (
    <FieldGroup label={label} hint={hint} error={shownError}>
      {(describedBy) => (
        <>
          <div className="flex flex-wrap items-center gap-4">
            {photo ? (
              <img
                src={photo.url}
                alt={alt}
                className="h-28 w-28 rounded-xl border border-warm-100 bg-warm-50 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-28 w-28 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-warm-50 text-slate-500"
              >
                <GameIcon name="image" className="h-10 w-10" />
              </span>
            )}
            <div className="flex flex-col items-start gap-2">
              <HiddenPhotoInput inputRef={input} onChange={onFile} />
              <Button
                variant="secondary"
                className="min-h-11 px-4"
                ref={chooseButton}
                data-error-focus={shownError ? '' : undefined}
                aria-describedby={describedBy}
                onClick={() => {
                  if (!upload.isPending) input.current?.click();
                }}
              >
                <GameIcon name="image" className="h-5 w-5" />
                {upload.isPending ? t`Uploading photo...` : photo ? t`Change photo` : t`Choose photo`}
              </Button>
              {photo && !upload.isPending && (
                <Button
                  variant="ghost"
                  className="min-h-11 px-3"
                  onClick={() => {
                    onChange(null);
                    upload.reset();
                    chooseButton.current?.focus();
                  }}
                >
                  <Icon name="cancel" className="h-5 w-5" />
                  <Trans>Remove photo</Trans>
                </Button>
              )}
            </div>
          </div>
          {upload.isPending && (
            <p role="status" className="sr-only">
              <Trans>Uploading photo...</Trans>
            </p>
          )}
        </>
      )}
    </FieldGroup>
  );
}
