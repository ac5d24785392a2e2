import { Field, inputClass } from '../../components/Field';
import { PhotoField } from './PhotoField';
import type { PlaceDraft } from './stepDrafts';

export const NOTE_HELP = 'Optional. In gentle mode it is shown when they are not sure.';

// Familiar Places: the place's name, a few words about it and its photo.
export function PlaceStepFields({
  draft,
  onChange,
  errors,
  careTeamId,
  number,
}: {
  draft: PlaceDraft;
  onChange: (draft: PlaceDraft) => void;
  errors: Record<string, string>;
  careTeamId: string;
  number: number;
}) {
  return (
    <div className="flex flex-col gap-5">
      <Field label="Place name" hint="For example: The family home" error={errors.name}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            maxLength={120}
            value={draft.name}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
        )}
      </Field>
      <Field label="Description" hint="A memory or detail that helps them recall it." error={errors.description}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            className={`${inputClass} py-2`}
            maxLength={1000}
            value={draft.description}
            onChange={(e) => onChange({ ...draft, description: e.target.value })}
          />
        )}
      </Field>
      <Field label="A note about this place" hint={NOTE_HELP} error={errors.hint}>
        {(p) => (
          <textarea
            {...p}
            rows={2}
            className={`${inputClass} py-2`}
            maxLength={1000}
            value={draft.hint}
            onChange={(e) => onChange({ ...draft, hint: e.target.value })}
          />
        )}
      </Field>
      <PhotoField
        label="Photo (optional)"
        hint="A photo of the place. JPEG, PNG, WebP or HEIC."
        photo={draft.image}
        careTeamId={careTeamId}
        onChange={(image) => onChange({ ...draft, image })}
        error={errors.photo}
        alt={`Photo for step ${number}`}
      />
    </div>
  );
}
