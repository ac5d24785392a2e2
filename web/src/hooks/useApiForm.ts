import { FormEvent, RefObject, useEffect, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { t } from '@lingui/core/macro';
import { inAppLanguage } from '../i18n/contract-messages';
import { toast } from './useToast';
import {
  failureOutcome,
  flattenErrors,
  firstPerPlace,
  placeIn,
  type PathError,
  type Placement,
  type Refusals,
} from '../lib/formErrors';

type Mutation<TVariables, TResult> = {
  mutate: (
    variables: TVariables,
    callbacks: { onSuccess: (result: TResult) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

export type ApiFormOptions<
  TValues extends FieldValues,
  TSchema extends z.ZodType,
  TVariables = z.output<TSchema>,
  TResult = unknown,
> = {
  // The shared contract the API checks the same request with (libs/contracts).
  schema: TSchema;
  defaultValues: DefaultValues<TValues>;
  // The request the form's values make (default: the values themselves).
  toRequest?: (values: TValues) => unknown;
  // The form's own checks beyond the contract (e.g. a photo from another care team), as paths of the
  // form's fields with their messages; they show with the contract's.
  extraErrors?: (values: TValues) => PathError[];
  // Where an error at a request path shows: by default the listed field it is or is inside of, else
  // the form's alert ('root').
  fields?: readonly string[];
  place?: (entry: PathError) => Placement;
  mutation: Mutation<TVariables, TResult>;
  // What the mutation is called with (default: the parsed request).
  variables?: (request: z.output<TSchema>, values: TValues) => TVariables;
  onSuccess: (result: TResult, request: z.output<TSchema>) => void;
  // Statuses whose `errors: [{field, message}]` go to the fields (default: 400 only).
  fieldStatuses?: readonly number[];
  // A refusal's words by status, for the form's alert (or `refusalAt` a field).
  refusals?: Refusals;
  refusalAt?: FieldPath<TValues> | 'root';
  // Any other failure: this message (or the message for this error) as a destructive toast, or in the
  // form's alert with failureAt 'root'.
  failure: string | ((error: Error) => string);
  failureAt?: 'toast' | 'root';
  // After a failed submit (the client's checks or the server's answer), focus the first field marked
  // invalid, or an alert marked data-error-focus, inside this form.
  focusErrorsIn?: RefObject<HTMLElement | null>;
};

export type ApiForm<TValues extends FieldValues> = UseFormReturn<TValues> & {
  onSubmit: (event?: FormEvent) => Promise<void>;
  // The message at a field's name ('root' for the form's alert), once a submit has found it.
  errorOf: (name: FieldPath<TValues> | 'root' | (string & {})) => string | undefined;
  // Clears the messages at these names, which may be request paths rather than the form's fields.
  clearErrorsAt: (names: string | readonly string[]) => void;
  // The messages at these names and at 'root', for components that take an errors object.
  errorsOf: <N extends string>(names: readonly N[]) => Partial<Record<N | 'root', string>>;
  pending: boolean;
};

// Every caregiver form: react-hook-form values, checked on submit with the shared zod contract through
// the zod resolver; the API's per-field errors on the same fields; a lost session (401) left to the
// app-wide handler (Unauthorized toast, then sign-in); the form's refusals (403, 409...) in its alert;
// anything else a toast. Errors show after a submit and stay until the next one, as before the hook.
export function useApiForm<
  TValues extends FieldValues,
  TSchema extends z.ZodType,
  TVariables = z.output<TSchema>,
  TResult = unknown,
>(options: ApiFormOptions<TValues, TSchema, TVariables, TResult>): ApiForm<TValues> {
  const {
    schema,
    defaultValues,
    toRequest = (values: TValues) => values,
    extraErrors,
    fields = [],
    mutation,
    variables = (request: z.output<TSchema>) => request as unknown as TVariables,
    onSuccess,
    fieldStatuses,
    refusals,
    refusalAt = 'root',
    failure,
    failureAt = 'toast',
    focusErrorsIn,
  } = options;
  const place = options.place ?? placeIn(fields);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const contract = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<TValues> = async (values, context, resolverOptions) => {
    const checked = await contract(toRequest(values) as FieldValues, context, resolverOptions as never);
    const found = [...flattenErrors(checked.errors).map(place), ...(extraErrors?.(values) ?? []).map(keepName)];
    if (found.length === 0) return { values: checked.values as TValues, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { name, message } of firstPerPlace(found)) setPath(errors, name, { type: 'contract', message });
    return { values: {}, errors: errors as never };
  };

  const form = useForm<TValues>({
    defaultValues,
    resolver,
    // As before the hook: errors appear on submit and stay until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (!failedSubmits) return;
    focusErrorsIn?.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]')?.focus();
  }, [failedSubmits, focusErrorsIn]);

  const showAt = (name: string, message: string) =>
    form.setError(name as FieldPath<TValues>, { type: 'server', message });

  // handleSubmit hands over what the resolver passed: the contract's parsed request.
  const send = (request: z.output<TSchema>) =>
    new Promise<void>((resolve) => {
      const values = form.getValues();
      mutation.mutate(variables(request, values), {
        onSuccess: (result) => {
          onSuccess(result, request);
          resolve();
        },
        onError: (error) => {
          const outcome = failureOutcome(error, { fieldStatuses, refusals });
          if (outcome.kind === 'fields') {
            for (const { name, message } of firstPerPlace(outcome.errors.map(place))) showAt(name, message);
            setFailedSubmits((n) => n + 1);
          } else if (outcome.kind === 'refused') {
            showAt(refusalAt, outcome.message);
            setFailedSubmits((n) => n + 1);
          } else if (outcome.kind === 'failed') {
            const words = typeof failure === 'function' ? failure(error) : failure;
            if (failureAt === 'root') showAt('root', words);
            else toast({ title: t`Error`, description: words, variant: 'destructive' });
          }
          resolve();
        },
      });
    });

  // The client's checks failed: the focus moves once their errors are in the form's state, which
  // handleSubmit publishes only after its onInvalid; a submit's updates render at once (a discrete
  // event), so counting the failure inside onInvalid would look for the errors before they show.
  const submit = async (event?: FormEvent) => {
    let invalid = false;
    await form.handleSubmit(send as unknown as (values: TValues) => Promise<void>, () => {
      invalid = true;
    })(event);
    if (invalid) setFailedSubmits((n) => n + 1);
  };

  // Every field's and alert's words pass here: a contract's or the API's English message shows in the
  // app's language when the catalog has it.
  const errorOf = (name: string) => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return message === undefined ? undefined : inAppLanguage(message);
  };
  return {
    ...form,
    onSubmit: (event?: FormEvent) => submit(event),
    errorOf,
    clearErrorsAt: (names: string | readonly string[]) => form.clearErrors(names as never),
    errorsOf: <N extends string>(names: readonly N[]) =>
      Object.fromEntries([...names, 'root'].map((name) => [name, errorOf(name)])) as Partial<
        Record<N | 'root', string>
      >,
    pending: mutation.isPending,
  };
}

const keepName = ({ field, message }: PathError): Placement => ({ name: field, message });

// Sets a value at a dotted path, making objects (or arrays, for numeric keys) on the way.
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] ?? ''] = value;
}
