import { TextField } from '../../components/Field';
import { PhotoField } from './PhotoField';
import type { PlaceDraft } from './stepDrafts';
import { draftFields, type PhotoStepFieldsProps } from './draftFields';

export const NOTE_HELP = 'Optional. In gentle mode it is shown when they are not sure.';

// Familiar Places: the place's name, a few words about it and its photo.
export function PlaceStepFields({ draft, onChange, errors, careTeamId, number }: PhotoStepFieldsProps<PlaceDraft>) {
  const field = draftFields(draft, onChange, errors);
  return (
    <div className="flex flex-col gap-5">
      <TextField label="Place name" hint="For example: The family home" maxLength={120} {...field.text('name')} />
      <TextField
        label="Description"
        hint="A memory or detail that helps them recall it."
        rows={3}
        maxLength={1000}
        {...field.text('description')}
      />
      <TextField label="A note about this place" hint={NOTE_HELP} rows={2} maxLength={1000} {...field.text('hint')} />
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
