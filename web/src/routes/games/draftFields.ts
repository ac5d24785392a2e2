import { bindFields, type FieldsHolding } from '../../lib/bindFields';
import type { ListItem } from './stepDrafts';

// What a kind of step's fields get from the step editor; those with a photo also get the team it is
// stored for and the step's number.
export type StepFieldsProps<D> = { draft: D; onChange: (draft: D) => void; errors: Record<string, string> };
export type PhotoStepFieldsProps<D> = StepFieldsProps<D> & { careTeamId: string; number: number };

// A step draft's fields bound to their controls by name: each gets its value, its change (the draft
// with the new value) and its error.
export function draftFields<D>(draft: D, onChange: (draft: D) => void, errors: Record<string, string>) {
  const fields = bindFields(draft, (name, value) => onChange({ ...draft, [name]: value }), errors);
  return {
    text: fields.text,
    list: (name: FieldsHolding<D, ListItem[]>) => {
      const { value, ...rest } = fields.bind<ListItem[]>(name);
      return { items: value, ...rest };
    },
  };
}
