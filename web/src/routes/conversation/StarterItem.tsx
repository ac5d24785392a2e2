import { useLingui } from '@lingui/react/macro';
import { FormEvent, useId, useState } from 'react';
import { TALKED_NOTE_MAX, type ConversationStarter } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useMarkStarter } from '../../api/useMarkStarter';
import { Button } from '../../components/Button';
import { Field, FormAlert, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/people';
import {
  CANCEL_MARK,
  CHANGE_NOTE,
  MARK_FAILED,
  NOTE_HINT,
  NOTE_LABEL,
  SAVE_MARK,
  SAVING_MARK,
  TALKED_BUTTON,
  talkedBy,
  UNDO_MARK,
} from './texts';
import { SubmitButton } from '../../components/FormActions';

// One conversation starter: the words to say, and "We talked about it" with a one-line note, which
// stays with it for the whole team (who marked it, when). A mark someone else made is changed only by
// them or a Co-Caregiver (canChangeMark).
export function StarterItem({ starter }: { starter: ConversationStarter }) {
  const { t } = useLingui();
  const id = useId();
  const mark = useMarkStarter();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const fieldError =
    mark.error instanceof ApiError ? mark.error.fieldErrors.find((e) => e.field === 'note')?.message : undefined;
  const failed = mark.isError && !isUnauthorized(mark.error) && !fieldError;

  const startEditing = () => {
    mark.reset();
    setNote(starter.talked?.note ?? '');
    setEditing(true);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    mark.mutate({ starterId: starter.id, note }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-warm-100 bg-warm-50 p-4">
      <p id={`${id}-text`} className="text-lg font-medium text-ink">
        “{starter.text}”
      </p>
      {starter.talked && (
        <div className="flex flex-col gap-1">
          <p className="flex items-start gap-2 font-semibold text-green-900">
            <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {talkedBy(starter.talked.byName, formatDate(starter.talked.at))}
          </p>
          {starter.talked.note && <p className="break-words pl-7 text-ink">{starter.talked.note}</p>}
        </div>
      )}
      {editing ? (
        <form onSubmit={save} className="flex flex-col gap-3" aria-label={t(TALKED_BUTTON)}>
          <Field label={t(NOTE_LABEL)} hint={t(NOTE_HINT)} error={fieldError}>
            {(props) => (
              <input
                {...props}
                type="text"
                className={inputClass}
                value={note}
                maxLength={TALKED_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={mark.isPending} submit={t(SAVE_MARK)} busy={t(SAVING_MARK)} />
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={mark.isPending}>
              {t(CANCEL_MARK)}
            </Button>
          </div>
        </form>
      ) : starter.talked ? (
        starter.canChangeMark && (
          <div className="flex flex-wrap gap-3">
            <Button variant="ghost" onClick={startEditing} aria-describedby={`${id}-text`}>
              <Icon name="edit" className="h-5 w-5" aria-hidden="true" />
              {t(CHANGE_NOTE)}
            </Button>
            <Button
              variant="ghost"
              onClick={() => mark.mutate({ starterId: starter.id, undo: true })}
              disabled={mark.isPending}
              aria-describedby={`${id}-text`}
            >
              {t(UNDO_MARK)}
            </Button>
          </div>
        )
      ) : (
        <Button variant="secondary" className="self-start" onClick={startEditing} aria-describedby={`${id}-text`}>
          <Icon name="check" className="h-5 w-5" aria-hidden="true" />
          {t(TALKED_BUTTON)}
        </Button>
      )}
      <FormAlert>{failed && t(MARK_FAILED)}</FormAlert>
    </li>
  );
}
