import * as v from 'valibot';

/** A schema any wire shape is checked with (valibot, docs/decisions.md "Wire schemas"). */
export type WireSchema = v.GenericSchema;

export type WireResult<S extends WireSchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; field: string; message: string };

/**
 * Checks `value` against `schema`. A failure names the first field at fault
 * (`contacts.0.label`, or `body` for the value itself) and says what it must
 * be, as `"field: must be ..."`, so every receiver can answer or log the
 * same words.
 */
export function parseWire<S extends WireSchema>(schema: S, value: unknown): WireResult<S> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? 'body';
  return { ok: false, field, message: `${field}: ${problemOf(issue)}` };
}

/** The words for one issue; the schemas' own messages say "must be ...", valibot's defaults cover the rest. */
function problemOf(issue: v.BaseIssue<unknown>): string {
  const atKey = issue.path?.[issue.path.length - 1]?.origin === 'key';
  if (atKey && issue.expected === 'never') return 'is not a field of this call';
  if (atKey || (issue.input === undefined && issue.kind === 'schema' && !issue.message.startsWith('must'))) return 'is required';
  return issue.message;
}
