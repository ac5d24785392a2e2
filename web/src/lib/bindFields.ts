// The names of a form's fields that hold a V.
export type FieldsHolding<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

// A form's fields bound to their controls by name: each gets its value, its change (`set` with the
// new value) and its error.
export function bindFields<D>(
  values: D,
  set: <K extends keyof D & string>(name: K, value: D[K]) => void,
  errors: Partial<Record<string, string>>,
) {
  const bind = <V>(name: FieldsHolding<D, V>) => ({
    value: values[name] as V,
    onChange: (value: V) => set(name, value as D[typeof name]),
    error: errors[name],
  });
  return {
    bind,
    text: (name: FieldsHolding<D, string>) => bind<string>(name),
  };
}
