import { TextField } from '../../components/Field';
import { LIST_LIMITS, type ShoppingDraft } from './stepDrafts';
import { TextListEditor } from './TextListEditor';
import { draftFields, type StepFieldsProps } from './draftFields';

// Shopping Memory: a list title, the instructions, the items to find and everyday extras to
// choose them from.
export function ShoppingStepFields({ draft, onChange, errors }: StepFieldsProps<ShoppingDraft>) {
  const field = draftFields(draft, onChange, errors);
  const filledTargets = draft.targets.filter((t) => t.text.trim()).length;
  return (
    <div className="flex flex-col gap-5">
      <TextField label="List title" hint="For example: Breakfast" maxLength={120} {...field.text('title')} />
      <TextField label="Instructions" maxLength={1000} {...field.text('instructions')} />
      <TextListEditor
        legend="Items to find"
        hint="The shopping list: 1 to 16 items."
        itemLabel="Item to find"
        addLabel="Add item to find"
        min={LIST_LIMITS.targets.min}
        max={LIST_LIMITS.targets.max}
        {...field.list('targets')}
      />
      <TextListEditor
        legend="Extra items"
        hint="Everyday things that are not on the list, shown alongside it."
        itemLabel="Extra item"
        addLabel="Add extra item"
        min={LIST_LIMITS.extras.min}
        max={Math.max(LIST_LIMITS.extras.min, LIST_LIMITS.available - Math.max(filledTargets, 1))}
        {...field.list('extras')}
      />
    </div>
  );
}
