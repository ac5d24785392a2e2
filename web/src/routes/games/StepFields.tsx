import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../components/Field';
import type { FieldsHolding } from '../../lib/bindFields';
import { PhotoField } from './PhotoField';
import { LIST_LIMITS, type ListItem, type QuestionDraft, type StepDraft, type StepPhoto } from './stepDrafts';
import { TextListEditor } from './TextListEditor';
import { draftFields, type PhotoStepFieldsProps, type StepFieldsProps } from './draftFields';

const HINT_HELP = msg`Optional. In gentle mode it is shown when they take a while to answer.`;
const NOTE_HELP = msg`Optional. In gentle mode it is shown when they are not sure.`;

// One control of a kind of step: a text, a list of texts, a photo, or a control of its own. Its words
// are Lingui messages, read in the member's language where the row is shown.
type Row<D> =
  | {
      text: FieldsHolding<D, string>;
      label: MessageDescriptor;
      hint?: MessageDescriptor;
      maxLength: number;
      rows?: number;
      placeholder?: MessageDescriptor;
    }
  | {
      list: FieldsHolding<D, ListItem[]>;
      legend: MessageDescriptor;
      hint: MessageDescriptor;
      itemLabel: MessageDescriptor;
      addLabel: MessageDescriptor;
      min: number;
      // Shopping's extras leave room for the items to find.
      max: (draft: D) => number;
      numbered?: boolean;
    }
  | { photo: FieldsHolding<D, StepPhoto | null>; hint: MessageDescriptor }
  | { own: (props: StepFieldsProps<D>) => ReactNode };

type DraftOf<K extends StepDraft['kind']> = Extract<StepDraft, { kind: K }>;

// Each kind of step's controls, in the order the editor shows them.
const STEP_FIELDS: { [K in StepDraft['kind']]: Row<DraftOf<K>>[] } = {
  // Family Photo Match: a photo, the question, 2 to 8 names to choose from and which one is right.
  'grandkid-match': [
    { photo: 'photo', hint: msg`A photo of the person to name. JPEG, PNG, WebP or HEIC.` },
    { text: 'question', label: msg`Question`, hint: msg`For example: Who is this?`, maxLength: 1000 },
    {
      list: 'options',
      legend: msg`Answer options`,
      hint: msg`2 to 8 names to choose from.`,
      itemLabel: msg`Answer option`,
      addLabel: msg`Add answer option`,
      min: LIST_LIMITS.options.min,
      max: () => LIST_LIMITS.options.max,
    },
    { own: CorrectAnswerField },
    {
      text: 'hint',
      label: msg`A hint, if they need one`,
      hint: HINT_HELP,
      maxLength: 1000,
      placeholder: msg`Your grand-daughter who bakes`,
    },
  ],
  // Familiar Places: the place's name, a few words about it and its photo.
  'places-flashcards': [
    { text: 'name', label: msg`Place name`, hint: msg`For example: The family home`, maxLength: 120 },
    {
      text: 'description',
      label: msg`Description`,
      hint: msg`A memory or detail that helps them recall it.`,
      rows: 3,
      maxLength: 1000,
    },
    { text: 'hint', label: msg`A note about this place`, hint: NOTE_HELP, rows: 2, maxLength: 1000 },
    { photo: 'image', hint: msg`A photo of the place. JPEG, PNG, WebP or HEIC.` },
  ],
  // Recipe Sequencing: the recipe, a line of instruction and its steps in the right order
  // (the play page mixes them up).
  'recipe-sequencing': [
    { text: 'recipeName', label: msg`Recipe name`, hint: msg`For example: A cup of tea`, maxLength: 120 },
    {
      text: 'description',
      label: msg`Description`,
      hint: msg`For example: Put the steps for a cup of tea in order.`,
      maxLength: 1000,
    },
    {
      list: 'steps',
      legend: msg`Steps in the right order`,
      hint: msg`2 to 12 steps, first to last. Your loved one will see them mixed up.`,
      itemLabel: msg`Recipe step`,
      addLabel: msg`Add recipe step`,
      min: LIST_LIMITS.recipeSteps.min,
      max: () => LIST_LIMITS.recipeSteps.max,
      numbered: true,
    },
  ],
  // Shopping Memory: a list title, the instructions, the items to find and everyday extras to
  // choose them from.
  'shopping-bingo': [
    { text: 'title', label: msg`List title`, hint: msg`For example: Breakfast`, maxLength: 120 },
    { text: 'instructions', label: msg`Instructions`, maxLength: 1000 },
    {
      list: 'targets',
      legend: msg`Items to find`,
      hint: msg`The shopping list: 1 to 16 items.`,
      itemLabel: msg`Item to find`,
      addLabel: msg`Add item to find`,
      min: LIST_LIMITS.targets.min,
      max: () => LIST_LIMITS.targets.max,
    },
    {
      list: 'extras',
      legend: msg`Extra items`,
      hint: msg`Everyday things that are not on the list, shown alongside it.`,
      itemLabel: msg`Extra item`,
      addLabel: msg`Add extra item`,
      min: LIST_LIMITS.extras.min,
      max: (draft) => {
        const filledTargets = draft.targets.filter((t) => t.text.trim()).length;
        return Math.max(LIST_LIMITS.extras.min, LIST_LIMITS.available - Math.max(filledTargets, 1));
      },
    },
  ],
};

// A step's own fields, as its kind's rows say.
export function StepFields(props: PhotoStepFieldsProps<StepDraft>) {
  // The rows are those of the draft's own kind.
  return <StepFieldRows rows={STEP_FIELDS[props.draft.kind] as Row<StepDraft>[]} {...props} />;
}

function StepFieldRows<D>({ rows, ...props }: PhotoStepFieldsProps<D> & { rows: Row<D>[] }) {
  const { t } = useLingui();
  const { draft, onChange, errors, careTeamId, number } = props;
  const field = draftFields(draft, onChange, errors);
  return (
    <div className="flex flex-col gap-5">
      {rows.map((row, i) => {
        if ('text' in row) {
          const { text, label, hint, placeholder, ...sizes } = row;
          return (
            <TextField
              key={i}
              label={t(label)}
              hint={hint && t(hint)}
              placeholder={placeholder && t(placeholder)}
              {...sizes}
              {...field.text(text)}
            />
          );
        }
        if ('list' in row) {
          const { list, max, legend, hint, itemLabel, addLabel, ...rest } = row;
          return (
            <TextListEditor
              key={i}
              legend={t(legend)}
              hint={t(hint)}
              itemLabel={t(itemLabel)}
              addLabel={t(addLabel)}
              {...rest}
              max={max(draft)}
              {...field.list(list)}
            />
          );
        }
        if ('photo' in row)
          return (
            <PhotoField
              key={i}
              label={t`Photo (optional)`}
              hint={t(row.hint)}
              photo={draft[row.photo] as StepPhoto | null}
              careTeamId={careTeamId}
              onChange={(photo) => onChange({ ...draft, [row.photo]: photo })}
              error={errors.photo}
              alt={t`Photo for step ${number}`}
            />
          );
        const Own = row.own;
        return <Own key={i} draft={draft} onChange={onChange} errors={errors} />;
      })}
    </div>
  );
}

// The answer options that have words, one of which is the right one.
function CorrectAnswerField({ draft, onChange, errors }: StepFieldsProps<QuestionDraft>) {
  const { t } = useLingui();
  const filled = draft.options.filter((o) => o.text.trim());
  const correct = filled.some((o) => o.key === draft.correctKey) ? (draft.correctKey ?? '') : '';
  return (
    <SelectField
      label={t`Correct answer`}
      error={errors.correctAnswer}
      value={correct}
      onChange={(key) => onChange({ ...draft, correctKey: key || null })}
      options={[
        { value: '', label: t`Choose the correct answer` },
        ...filled.map((o) => ({ value: o.key, label: o.text.trim() })),
      ]}
    />
  );
}
