import { TextField } from '../../components/Field';
import { LIST_LIMITS, type ShoppingDraft } from './stepDrafts';
import { TextListEditor } from './TextListEditor';

// Shopping Memory: a list title, the instructions, the items to find and everyday extras to
// choose them from.
export function ShoppingStepFields({
  draft,
  onChange,
  errors,
}: {
  draft: ShoppingDraft;
  onChange: (draft: ShoppingDraft) => void;
  errors: Record<string, string>;
}) {
  const filledTargets = draft.targets.filter((t) => t.text.trim()).length;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="List title"
        hint="For example: Breakfast"
        error={errors.title}
        maxLength={120}
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
      />
      <TextField
        label="Instructions"
        error={errors.instructions}
        maxLength={1000}
        value={draft.instructions}
        onChange={(instructions) => onChange({ ...draft, instructions })}
      />
      <TextListEditor
        legend="Items to find"
        hint="The shopping list: 1 to 16 items."
        itemLabel="Item to find"
        addLabel="Add item to find"
        items={draft.targets}
        onChange={(targets) => onChange({ ...draft, targets })}
        min={LIST_LIMITS.targets.min}
        max={LIST_LIMITS.targets.max}
        error={errors.targets}
      />
      <TextListEditor
        legend="Extra items"
        hint="Everyday things that are not on the list, shown alongside it."
        itemLabel="Extra item"
        addLabel="Add extra item"
        items={draft.extras}
        onChange={(extras) => onChange({ ...draft, extras })}
        min={LIST_LIMITS.extras.min}
        max={Math.max(LIST_LIMITS.extras.min, LIST_LIMITS.available - Math.max(filledTargets, 1))}
        error={errors.extras}
      />
    </div>
  );
}
