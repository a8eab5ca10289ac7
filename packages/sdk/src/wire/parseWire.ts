import * as v from 'valibot';

/** A schema any wire shape is checked with (valibot, docs/decisions.md "Wire schemas"). */
export type WireSchema = v.GenericSchema;

/** What a schema gives when the value passes. */
export type WireOutput<S extends WireSchema> = v.InferOutput<S>;

export type WireResult<S extends WireSchema> = { ok: true; value: WireOutput<S> } | { ok: false; field: string; message: string };

/**
 * Checks `value` against `schema`. A failure names the first field at fault:
 * `field` is the top-level one (what a form marks), the message gives the
 * whole path and says what it must be (`"contacts.0.label must be ..."`),
 * so every receiver can answer or log the same words. `name` names a lone
 * value (a path parameter); a whole body is `body`.
 */
export function parseWire<S extends WireSchema>(schema: S, value: unknown, name = 'body'): WireResult<S> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const field = path === null || path === '' ? name : String(issue.path?.[0]?.key ?? name);
  return { ok: false, field, message: `${path || name} ${problemOf(issue)}` };
}

/**
 * The words for one issue. The schemas' own messages start lower-case
 * ("must be ...", "may hold ..."); valibot's defaults ("Invalid type: ...")
 * are replaced by what was expected.
 */
function problemOf(issue: v.BaseIssue<unknown>): string {
  const atKey = issue.path?.[issue.path.length - 1]?.origin === 'key';
  // A key the shape does not know (strict objects): their own message may list what is settable.
  if (atKey && issue.expected === 'never') return /^[a-z]/.test(issue.message) ? issue.message : 'is not a field of this call';
  if (atKey) return 'is required';
  if (/^[a-z]/.test(issue.message)) return issue.message;
  if (issue.input === undefined) return 'is required';
  return `must be ${issue.expected ?? 'valid'}`;
}
