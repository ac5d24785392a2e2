import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { FormAlert, TextField } from '../../../components/Field';
import { FormActions } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { useRemoveFromBox } from '../../../api/useMemoryBox';
import { RemoveButton } from './RemoveButton';

type Values = Record<string, string>;
type Mutation = {
  mutate: (v: never, c: { onSuccess: (r: unknown) => void; onError: (e: Error) => void }) => void;
  isPending: boolean;
};

// A person or place of the box in a list: its name (and detail), then, for whoever may change it,
// Edit (a small form of its fields, checked with the contract) and Remove.
export function EditableRow({
  seniorId,
  title,
  detail,
  canEdit,
  fields,
  values,
  schema,
  mutation,
  removePath,
  removeLabel,
  removeQuestion,
}: {
  seniorId: string;
  title: string;
  detail?: string;
  canEdit: boolean;
  fields: { name: string; label: string }[];
  values: Values;
  schema: z.ZodType;
  mutation: Mutation;
  removePath: string;
  removeLabel: string;
  removeQuestion: string;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const remove = useRemoveFromBox(seniorId);
  const form = useApiForm({
    schema,
    defaultValues: values,
    fields: fields.map((f) => f.name),
    mutation,
    onSuccess: () => setEditing(false),
    refusals: { 403: (error) => error.serverMessage, 409: (error) => error.serverMessage },
    failure: t`This could not be saved. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(fields.map((f) => f.name));

  if (editing)
    return (
      <li className="rounded-xl border border-warm-100 p-3">
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3" aria-label={t`Edit ${title}`}>
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              value={form.watch(f.name) ?? ''}
              onChange={(v) => form.setValue(f.name, v)}
              error={errors[f.name]}
            />
          ))}
          <FormAlert>{errors.root}</FormAlert>
          <FormActions
            pending={form.pending}
            submit={t`Save`}
            busy={t`Saving...`}
            cancel={
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t`Cancel`}
              </Button>
            }
          />
        </form>
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-warm-100 px-3 py-2">
      <span>
        <span className="font-semibold">{title}</span>
        {detail && <span className="text-muted"> · {detail}</span>}
      </span>
      {canEdit && (
        <span className="flex flex-wrap items-center gap-1">
          <Button variant="ghost" className="px-3" aria-label={t`Edit ${title}`} onClick={() => setEditing(true)}>
            {t`Edit`}
          </Button>
          <RemoveButton
            label={removeLabel}
            confirm={removeQuestion}
            pending={remove.isPending}
            onRemove={() => remove.mutate(removePath)}
          />
        </span>
      )}
    </li>
  );
}
