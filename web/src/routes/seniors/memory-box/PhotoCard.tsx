import { FocusEvent, KeyboardEvent, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { updateBoxPhotoRequestSchema, type BoxPhoto, type MemoryBox } from '@carewith/contracts';
import { memoryBoxKey, useRemoveFromBox, useUpdateBoxPhoto } from '../../../api/useMemoryBox';
import { Field, FormAlert, inputClass } from '../../../components/Field';
import { useApiForm } from '../../../hooks/useApiForm';
import { useBoxSaves } from './boxSaves';
import {
  fieldOfPath,
  nameSuggestions,
  parseWhen,
  photoChanges,
  savedFields,
  whenText,
  type PhotoFieldName,
  type PhotoFields,
} from './photo-fields';
import { RemoveButton } from './RemoveButton';

const FIELDS: PhotoFieldName[] = ['who', 'where', 'when', 'story'];

// One photo of the box: the picture, who is in it (names as chips), where, when and a one-line story.
// Each field saves when it is left or Enter is pressed, so naming a photo is one field, no Save tap.
export function PhotoCard({
  seniorId,
  photo,
  box,
  number,
}: {
  seniorId: string;
  photo: BoxPhoto;
  box: MemoryBox;
  number: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const saves = useBoxSaves();
  const update = useUpdateBoxPhoto(seniorId, photo.id);
  const remove = useRemoveFromBox(seniorId);
  const [status, setStatus] = useState('');
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const ids = useId();
  // The box as last read, for the request: a save made just after another sees that one's names.
  const latest = () => queryClient.getQueryData<MemoryBox>(memoryBoxKey(seniorId)) ?? box;
  const latestPhoto = () => latest().photos.find((p) => p.id === photo.id) ?? photo;

  const form = useApiForm({
    schema: updateBoxPhotoRequestSchema,
    defaultValues: savedFields(photo, box),
    toRequest: (values: PhotoFields) => photoChanges(values, latestPhoto(), latest()),
    place: ({ field, message }) => ({ name: fieldOfPath(field), message }),
    mutation: update,
    onSuccess: (_saved, request) => {
      const now = savedFields(latestPhoto(), latest());
      if (request.people) form.setValue('who', '');
      if (request.place !== undefined) form.setValue('where', now.where);
      if (request.year !== undefined || request.decade !== undefined) form.setValue('when', now.when);
      if (request.story !== undefined) form.setValue('story', now.story);
      setStatus(t`Saved`);
    },
    refusals: { 403: (error) => error.serverMessage },
    failure: t`This photo could not be saved. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(FIELDS);

  // Saves what changed, one save of this card after another.
  const commit = () => {
    const values = form.getValues();
    if (parseWhen(values.when) === null) {
      form.setError('when', { message: tNow`Please type a year, like 1975, or a decade, like 1970s.` });
      return;
    }
    if (Object.keys(photoChanges(values, latestPhoto(), latest())).length === 0) return;
    setStatus(t`Saving...`);
    chain.current = saves.track(chain.current.then(() => form.onSubmit()));
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  const input = (name: PhotoFieldName, extra: Record<string, unknown> = {}) => {
    const registered = form.register(name);
    return {
      ...registered,
      ...extra,
      className: inputClass,
      autoComplete: 'off',
      onKeyDown: onEnter,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        void registered.onBlur(event);
        commit();
      },
    };
  };

  const people = box.people.filter((p) => photo.personIds.includes(p.id));
  const place = box.places.find((p) => p.id === photo.placeId);
  const alt = [people.map((p) => p.name).join(', '), place?.name].filter(Boolean).join(', ');
  const removePerson = (personId: string) => {
    setStatus(t`Saving...`);
    saves.track(
      update.mutateAsync({ people: photo.personIds.filter((id) => id !== personId).map((id) => ({ id })) }).then(
        () => setStatus(t`Saved`),
        () => setStatus(t`This photo could not be saved. Please try again.`),
      ),
    );
  };

  return (
    <li className="rounded-2xl border border-warm-100 bg-white p-4 shadow-sm">
      <div role="group" aria-label={t`Photo ${number}`} className="flex flex-col gap-3">
        <div className="flex items-start gap-3 sm:flex-col">
          <img
            src={photo.url}
            alt={alt ? t`Photo ${number}: ${alt}` : t`Photo ${number}`}
            className="h-24 w-24 shrink-0 rounded-xl bg-warm-100 object-cover sm:aspect-[4/3] sm:h-auto sm:w-full"
            loading="lazy"
          />
          {people.length > 0 && (
            <ul aria-label={t`In photo ${number}`} className="flex flex-wrap gap-2">
              {people.map((person) => (
                <li key={person.id} className="flex items-center rounded-full bg-brand-50 pl-3 font-medium">
                  {person.name}
                  {photo.canEdit && (
                    <button
                      type="button"
                      onClick={() => removePerson(person.id)}
                      className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-xl text-brand-800 hover:bg-brand-100"
                      aria-label={t`Take ${person.name} off photo ${number}`}
                    >
                      ×
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {photo.canEdit ? (
          <>
            <Field label={people.length ? t`Who else is in it?` : t`Who is in it?`} error={errors.who}>
              {(p) => (
                <input
                  {...p}
                  {...input('who', { list: `${ids}-names`, placeholder: t`Names, with commas: Emma, Liam` })}
                />
              )}
            </Field>
            <datalist id={`${ids}-names`}>
              {nameSuggestions(form.watch('who'), photo, box).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
              <Field label={t`Where?`} error={errors.where}>
                {(p) => <input {...p} {...input('where', { list: `${ids}-places`, placeholder: t`A place` })} />}
              </Field>
              <Field label={t`When?`} error={errors.when}>
                {(p) => <input {...p} {...input('when', { placeholder: t`1975`, maxLength: 6 })} />}
              </Field>
            </div>
            <datalist id={`${ids}-places`}>
              {box.places.map((p) => (
                <option key={p.id} value={p.name} />
              ))}
            </datalist>
            <Field label={t`The story, in one line`} error={errors.story}>
              {(p) => <input {...p} {...input('story', { placeholder: t`Ice cream every August`, maxLength: 200 })} />}
            </Field>
          </>
        ) : (
          <ReadOnlyFields photo={photo} place={place?.name} />
        )}
        <FormAlert>{errors.root}</FormAlert>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-muted">
            {status}
          </p>
          {photo.canEdit && (
            <RemoveButton
              label={t`Remove photo ${number}`}
              confirm={t`Remove this photo from the box?`}
              pending={remove.isPending}
              onRemove={() => remove.mutate(`photos/${photo.id}`)}
            />
          )}
        </div>
      </div>
    </li>
  );
}

// Someone who may not change another member's photo sees what it says.
function ReadOnlyFields({ photo, place }: { photo: BoxPhoto; place?: string }) {
  const { t } = useLingui();
  const rows = [
    [t`Where?`, place],
    [t`When?`, whenText(photo)],
    [t`The story, in one line`, photo.story],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
