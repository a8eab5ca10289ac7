import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';

/** A form's values by field name, as the inputs hold them (mostly strings). */
export type FormValues = Record<string, unknown>;

/** The valibot issue a field's words are chosen for. */
export type FormIssue = v.BaseIssue<unknown>;

/**
 * The words for one field's refusals, per valibot issue: an i18n key, a key
 * with its values, or a function giving the words. The issue is found by its
 * message when the form named its own check (`v.check(isFree, 'taken')`),
 * else by its type (`min_length`, `max_length`, `check`, `regex`…), else
 * `'*'` (any other refusal of the field). A length's key gets the limit as
 * `{{max}}` / `{{min}}`.
 */
export type FieldWords = Readonly<Record<string, string | readonly [key: string, values: Record<string, unknown>] | ((issue: FormIssue) => string)>>;

/** The words of a form, field by field. */
export type FormWords<Values extends FormValues> = { readonly [Field in keyof Values]?: FieldWords };

/** What the form waits on: a TanStack mutation (its `isPending`, `error` and `reset`). */
export interface FormMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

export interface UseFormOptions<Values extends FormValues, Output> {
  /** The rule of the body or command the form sends: the sdk's schema, so the form and the server refuse the same input. */
  schema: v.GenericSchema<Values, Output>;
  /** The values the form starts from (and `reset()` goes back to). */
  initial: Values;
  words: FormWords<Values>;
  /** The mutation the submit starts: the submit button shows its pending state; an edit clears its error. */
  mutation: FormMutation;
  /** Called with the schema's output (trimmed, converted) only when the values are valid; typically `mutation.mutate`. */
  onSubmit?: (output: Output) => void;
  /** Show the mutation's failure as this field's error (when the server refuses the field's value). */
  serverError?: { field: keyof Values; text: (error: unknown) => string | null };
}

/** Which fields of `Values` hold strings: the ones `input()` wires to a text input, select or textarea. */
type TextField<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string;

export interface Form<Values extends FormValues, Output> {
  values: Values;
  /** Set one value (a checkbox, a list, a control that is not a text input). */
  set: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  /** Spread on `Field`: the field's error, shown once the form was submitted. */
  field: (field: keyof Values) => { error: string | null };
  /** Spread on the text input, select or textarea of a string field. */
  input: (field: TextField<Values>) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /** Spread on the `<form>`. */
  form: { onSubmit: (event: FormEvent) => void; noValidate: true };
  /** Spread on `SubmitButton`. */
  submitButton: { busy: boolean };
  /**
   * What a submit does, without `onSubmit`: shows the errors and gives the
   * schema's output when the values are valid (a form that asks before it
   * sends: the confirmation's act then calls the mutation with it).
   */
  check: () => Output | undefined;
  /** Back to `initial` (or `to`), errors hidden until the next submit, the mutation's error cleared. */
  reset: (to?: Values) => void;
}

/** The words of one issue from a field's table (see FieldWords); `FORM.INVALID` when the table has none for it. */
export function issueWords(t: TFunction, table: FieldWords, issue: FormIssue): string {
  const entry = table[issue.message] ?? table[issue.type] ?? table['*'];
  if (typeof entry === 'function') return entry(issue);
  const limit = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  const [key, more] = typeof entry === 'string' ? [entry, {}] : (entry ?? ['FORM.INVALID', {}]);
  return t(key, { max: limit, min: limit, ...more });
}

/**
 * The first issue of each field, keyed by the field's name (the first key of
 * the issue's path). A check across fields names the one that shows it
 * (`v.forward`); an issue of no field would stop the submit without words.
 */
function firstIssues(issues: readonly FormIssue[]): Map<string, FormIssue> {
  const found = new Map<string, FormIssue>();
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !found.has(field)) found.set(field, issue);
  }
  return found;
}

/**
 * One form's values, checked by a valibot schema, and the submit that calls
 * its mutation only with valid values. A field's error shows from the first
 * submit on, and follows the value as it is edited from then (the portal's
 * one rule: nothing is marked wrong before the person asks to send).
 *
 *     const form = useForm({ schema, initial: { name: '' }, words, mutation: rename, onSubmit: (body) => rename.mutate(body) });
 *     <form {...form.form}>
 *       <Field label={nameLabel} {...form.field('name')}>{(control) => <input {...control} {...form.input('name')} />}</Field>
 *       <SubmitButton {...form.submitButton}>{saveLabel}</SubmitButton>
 *     </form>
 */
export function useForm<Values extends FormValues, Output>({ schema, initial, words, mutation, onSubmit, serverError }: UseFormOptions<Values, Output>): Form<Values, Output> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const result = v.safeParse(schema, values);
  const issues = result.success ? new Map<string, FormIssue>() : firstIssues(result.issues);

  const { error, reset: resetMutation } = mutation;
  // Stable while the mutation's error is: an effect may set a value.
  const set = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      setValues((before) => ({ ...before, [field]: value }));
      if (error) resetMutation();
    },
    [error, resetMutation],
  );

  return {
    values,
    set,
    field: (field) => {
      const issue = submitted ? issues.get(field as string) : undefined;
      if (issue) return { error: issueWords(t, words[field] ?? {}, issue) };
      if (serverError?.field === field && error) return { error: serverError.text(error) };
      return { error: null };
    },
    input: (field) => ({
      name: field,
      value: values[field] as string,
      onChange: (event) => set(field, event.target.value as Values[typeof field]),
    }),
    form: {
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        setSubmitted(true);
        if (mutation.isPending || !result.success) return;
        onSubmit?.(result.output);
      },
    },
    submitButton: { busy: mutation.isPending },
    check: () => {
      setSubmitted(true);
      return result.success ? result.output : undefined;
    },
    reset: (to = initial) => {
      setValues(to);
      setSubmitted(false);
      if (error) resetMutation();
    },
  };
}
