import { SelectField, TextField } from '../../components/Field';
import { PhotoField } from './PhotoField';
import { LIST_LIMITS, type QuestionDraft } from './stepDrafts';
import { TextListEditor } from './TextListEditor';
import { draftFields, type PhotoStepFieldsProps } from './draftFields';

export const HINT_HELP = 'Optional. In gentle mode it is shown when they take a while to answer.';

// Family Photo Match: a photo, the question, 2 to 8 names to choose from and which one is right.
export function QuestionStepFields({
  draft,
  onChange,
  errors,
  careTeamId,
  number,
}: PhotoStepFieldsProps<QuestionDraft>) {
  const field = draftFields(draft, onChange, errors);
  const filled = draft.options.filter((o) => o.text.trim());
  const correct = filled.some((o) => o.key === draft.correctKey) ? (draft.correctKey ?? '') : '';
  return (
    <div className="flex flex-col gap-5">
      <PhotoField
        label="Photo (optional)"
        hint="A photo of the person to name. JPEG, PNG, WebP or HEIC."
        photo={draft.photo}
        careTeamId={careTeamId}
        onChange={(photo) => onChange({ ...draft, photo })}
        error={errors.photo}
        alt={`Photo for step ${number}`}
      />
      <TextField label="Question" hint="For example: Who is this?" maxLength={1000} {...field.text('question')} />
      <TextListEditor
        legend="Answer options"
        hint="2 to 8 names to choose from."
        itemLabel="Answer option"
        addLabel="Add answer option"
        min={LIST_LIMITS.options.min}
        max={LIST_LIMITS.options.max}
        {...field.list('options')}
      />
      <SelectField
        label="Correct answer"
        error={errors.correctAnswer}
        value={correct}
        onChange={(key) => onChange({ ...draft, correctKey: key || null })}
        options={[
          { value: '', label: 'Choose the correct answer' },
          ...filled.map((o) => ({ value: o.key, label: o.text.trim() })),
        ]}
      />
      <TextField
        label="A hint, if they need one"
        hint={HINT_HELP}
        maxLength={1000}
        placeholder="Your grand-daughter who bakes"
        {...field.text('hint')}
      />
    </div>
  );
}
