import type { ListItem } from './stepDrafts';

// What a kind of step's fields get from the step editor; those with a photo also get the team it is
// stored for and the step's number.
export type StepFieldsProps<D> = { draft: D; onChange: (draft: D) => void; errors: Record<string, string> };
export type PhotoStepFieldsProps<D> = StepFieldsProps<D> & { careTeamId: string; number: number };

// The names of a draft's fields that hold a V.
type FieldsHolding<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

// A step draft's fields bound to their controls by name: each gets its value, its change (the draft
// with the new value) and its error.
export function draftFields<D>(draft: D, onChange: (draft: D) => void, errors: Record<string, string>) {
  return {
    text: (name: FieldsHolding<D, string>) => ({
      value: draft[name] as string,
      onChange: (value: string) => onChange({ ...draft, [name]: value }),
      error: errors[name],
    }),
    list: (name: FieldsHolding<D, ListItem[]>) => ({
      items: draft[name] as ListItem[],
      onChange: (items: ListItem[]) => onChange({ ...draft, [name]: items }),
      error: errors[name],
    }),
  };
}
