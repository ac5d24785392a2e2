import { TextField } from '../../components/Field';
import { LIST_LIMITS, type RecipeDraft } from './stepDrafts';
import { TextListEditor } from './TextListEditor';
import { draftFields, type StepFieldsProps } from './draftFields';

// Recipe Sequencing: the recipe, a line of instruction and its steps in the right order
// (the play page mixes them up).
export function RecipeStepFields({ draft, onChange, errors }: StepFieldsProps<RecipeDraft>) {
  const field = draftFields(draft, onChange, errors);
  return (
    <div className="flex flex-col gap-5">
      <TextField label="Recipe name" hint="For example: A cup of tea" maxLength={120} {...field.text('recipeName')} />
      <TextField
        label="Description"
        hint="For example: Put the steps for a cup of tea in order."
        maxLength={1000}
        {...field.text('description')}
      />
      <TextListEditor
        legend="Steps in the right order"
        hint="2 to 12 steps, first to last. Your loved one will see them mixed up."
        itemLabel="Recipe step"
        addLabel="Add recipe step"
        min={LIST_LIMITS.recipeSteps.min}
        max={LIST_LIMITS.recipeSteps.max}
        {...field.list('steps')}
        numbered
      />
    </div>
  );
}
