import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { boxRecipeRequestSchema, type BoxRecipe } from '@carewith/contracts';
import { useRemoveFromBox, useSaveBoxRecipe } from '../../../api/useMemoryBox';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormAlert, TextField } from '../../../components/Field';
import { FormActions } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { RemoveButton } from './RemoveButton';
import { linesOf } from './lines';

type Values = { name: string; ingredients: string; steps: string };

// The family's recipes: a name, the ingredients and the steps in order, one a line.
export function RecipesSection({ seniorId, recipes }: { seniorId: string; recipes: BoxRecipe[] }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useRemoveFromBox(seniorId);
  return (
    <Card headingId="box-recipes-heading" title={t`Recipes`}>
      {recipes.length === 0 && editing !== 'new' && (
        <p className="text-muted">
          <Trans>A favourite recipe becomes an activity: putting its steps in order.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {recipes.map((recipe) =>
          editing === recipe.id ? (
            <li key={recipe.id}>
              <RecipeForm seniorId={seniorId} recipe={recipe} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={recipe.id} className="flex flex-col gap-2 rounded-xl border border-warm-100 p-3">
              <h3 className="text-lg font-semibold">{recipe.name}</h3>
              <p className="text-muted">{recipe.ingredients.join(', ')}</p>
              <ol className="list-decimal pl-6">
                {recipe.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
              {recipe.canEdit && (
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    className="px-3"
                    aria-label={t`Edit ${recipe.name}`}
                    onClick={() => setEditing(recipe.id)}
                  >
                    {t`Edit`}
                  </Button>
                  <RemoveButton
                    label={t`Remove ${recipe.name}`}
                    confirm={t`Remove this recipe from the box?`}
                    pending={remove.isPending}
                    onRemove={() => remove.mutate(`recipes/${recipe.id}`)}
                  />
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <RecipeForm seniorId={seniorId} recipe={null} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
          {t`Add a recipe`}
        </Button>
      )}
    </Card>
  );
}

function RecipeForm({ seniorId, recipe, onDone }: { seniorId: string; recipe: BoxRecipe | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveBoxRecipe(seniorId, recipe?.id ?? null);
  const form = useApiForm({
    schema: boxRecipeRequestSchema,
    defaultValues: {
      name: recipe?.name ?? '',
      ingredients: recipe?.ingredients.join('\n') ?? '',
      steps: recipe?.steps.join('\n') ?? '',
    } as Values,
    toRequest: (v: Values) => ({ name: v.name, ingredients: linesOf(v.ingredients), steps: linesOf(v.steps) }),
    fields: ['name', 'ingredients', 'steps'],
    mutation: save,
    onSuccess: onDone,
    refusals: { 403: (error) => error.serverMessage, 409: (error) => error.serverMessage },
    failure: t`The recipe could not be saved. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['name', 'ingredients', 'steps'] as const);
  const text = (name: keyof Values) => ({
    value: form.watch(name),
    onChange: (v: string) => form.setValue(name, v),
    error: errors[name],
  });
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={recipe ? t`Edit ${recipe.name}` : t`New recipe`}
      className="flex flex-col gap-3 rounded-xl border border-warm-100 p-3"
    >
      <TextField label={t`Recipe name`} {...text('name')} />
      <TextField label={t`Ingredients`} hint={t`One a line.`} rows={4} {...text('ingredients')} />
      <TextField label={t`Steps, in order`} hint={t`One a line, at least two.`} rows={5} {...text('steps')} />
      <FormAlert>{errors.root}</FormAlert>
      <FormActions
        pending={form.pending}
        submit={t`Save recipe`}
        busy={t`Saving...`}
        cancel={
          <Button variant="ghost" onClick={onDone}>
            {t`Cancel`}
          </Button>
        }
      />
    </form>
  );
}
