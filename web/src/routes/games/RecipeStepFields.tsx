import { TextField } from '../../components/Field';
import { LIST_LIMITS, type RecipeDraft } from './stepDrafts';
import { TextListEditor } from './TextListEditor';

// Recipe Sequencing: the recipe, a line of instruction and its steps in the right order
// (the play page mixes them up).
export function RecipeStepFields({
  draft,
  onChange,
  errors,
}: {
  draft: RecipeDraft;
  onChange: (draft: RecipeDraft) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Recipe name"
        hint="For example: A cup of tea"
        error={errors.recipeName}
        maxLength={120}
        value={draft.recipeName}
        onChange={(recipeName) => onChange({ ...draft, recipeName })}
      />
      <TextField
        label="Description"
        hint="For example: Put the steps for a cup of tea in order."
        error={errors.description}
        maxLength={1000}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <TextListEditor
        legend="Steps in the right order"
        hint="2 to 12 steps, first to last. Your loved one will see them mixed up."
        itemLabel="Recipe step"
        addLabel="Add recipe step"
        items={draft.steps}
        onChange={(steps) => onChange({ ...draft, steps })}
        min={LIST_LIMITS.recipeSteps.min}
        max={LIST_LIMITS.recipeSteps.max}
        error={errors.steps}
        numbered
      />
    </div>
  );
}
