import { ChangeEvent, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Resident } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useResidentPhoto } from '../../api/useResidents';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { inAppLanguage } from '../../i18n/contract-messages';
import { HiddenPhotoInput } from '../games/PhotoField';

// A Home Manager adds, changes or removes a resident's photo (the staff's, to know them by; not one of
// their family's, and never shown in a group session). The new photo shows as soon as it is saved.
export function ResidentPhotoControls({ homeId, resident }: { homeId: string; resident: Resident }) {
  const { t } = useLingui();
  const { put, remove } = useResidentPhoto(homeId, resident.id);
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const firstName = resident.firstName;
  const busy = put.isPending || remove.isPending;

  const refused = (fallback: string) => (error: Error) => {
    if (isUnauthorized(error)) return;
    setProblem(
      (error instanceof ApiError && error.status < 500 && error.serverMessage && inAppLanguage(error.serverMessage)) ||
        fallback,
    );
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNote('');
    setProblem(null);
    put.mutate(file, {
      onSuccess: () => setNote(t`Photo saved.`),
      onError: refused(t`The photo could not be saved. Please try again.`),
    });
  };
  const onRemove = () => {
    setNote('');
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => setNote(t`Photo removed.`),
      onError: refused(t`The photo could not be removed. Please try again.`),
    });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-muted">{t`A photo helps the staff know ${firstName}. Only the home's staff see it.`}</p>
      <HiddenPhotoInput inputRef={input} onChange={onFile} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="min-h-11 px-4" disabled={busy} onClick={() => input.current?.click()}>
          <Icon name="plus" className="h-5 w-5" />
          {put.isPending
            ? t`Uploading photo...`
            : resident.photoUrl
              ? t`Change ${firstName}'s photo`
              : t`Add a photo of ${firstName}`}
        </Button>
        {resident.photoUrl && (
          <Button variant="ghost" className="min-h-11 px-3" disabled={busy} onClick={onRemove}>
            <Icon name="cancel" className="h-5 w-5" />
            {t`Remove ${firstName}'s photo`}
          </Button>
        )}
      </div>
      <p role="status" className="font-medium">
        {note}
      </p>
      <FormAlert>{problem}</FormAlert>
    </div>
  );
}
