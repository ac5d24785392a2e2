import { Trans, useLingui } from '@lingui/react/macro';
import { boxShoppingListRequestSchema, type BoxShoppingList } from '@carewith/contracts';
import { useSaveBoxShoppingList } from '../../../api/useMemoryBox';
import { Card } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../../components/Disclosure';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { toast } from '../../../hooks/useToast';
import { linesOf } from './lines';

// The loved one's usual shopping list, one item a line: it becomes a shopping activity. The list shows;
// its editor opens on asking (a phone screen less while the box is new).
export function ShoppingListSection({ seniorId, list }: { seniorId: string; list: BoxShoppingList }) {
  const { t } = useLingui();
  const editor = useDisclosure();
  const save = useSaveBoxShoppingList(seniorId);
  const form = useApiForm({
    schema: boxShoppingListRequestSchema,
    defaultValues: { items: list.items.join('\n') },
    toRequest: (v: { items: string }) => ({ items: linesOf(v.items) }),
    fields: ['items'],
    mutation: save,
    onSuccess: () => toast({ title: t`Shopping list saved` }),
    refusals: { 403: (error) => error.serverMessage },
    failure: t`The shopping list could not be saved. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['items'] as const);
  return (
    <Card headingId="box-shopping-heading" title={t`The shopping list`}>
      <p className="text-muted">
        <Trans>What they usually bought, one item a line.</Trans>
      </p>
      {list.items.length > 0 && (
        <ul className="list-disc pl-6">
          {list.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {list.canEdit && (
        <>
          <DisclosureButton disclosure={editor} className="self-start">
            {list.items.length > 0 ? t`Change the list` : t`Write the list`}
          </DisclosureButton>
          <DisclosurePanel disclosure={editor}>
            <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
              <TextField
                label={t`Items`}
                rows={5}
                value={form.watch('items')}
                onChange={(v) => form.setValue('items', v)}
                error={errors.items}
              />
              <FormEnd alert={errors.root} pending={form.pending} submit={t`Save the list`} busy={t`Saving...`} />
            </form>
          </DisclosurePanel>
        </>
      )}
    </Card>
  );
}
