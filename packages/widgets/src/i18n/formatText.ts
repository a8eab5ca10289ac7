/** Values a text may interpolate (`{{name}}`); `count` also picks the plural form. */
export type TextVars = Record<string, unknown> & { count?: number; defaultValue?: string };

/** Replaces each `{{name}}` by its value; a placeholder without a value stays as written. */
export function interpolate(template: string, vars: TextVars | undefined): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural rules of a language. Catalogue names such as `en_EN` are not
 * BCP 47 tags; the underscore becomes a hyphen, and a tag Intl does not
 * know falls back to English rather than throwing in the middle of a render.
 */
function rulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale.replace(/_/g, '-'));
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * The keys to look up, best first, i18next's convention: with a count,
 * `KEY_zero` for 0, then `KEY_<plural category>` (`_one`, `_few`, `_other` ...),
 * then `KEY` itself.
 */
export function candidateKeys(key: string, vars: TextVars | undefined, locale: string): string[] {
  const count = vars?.count;
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${rulesFor(locale).select(count)}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/** The first of `candidateKeys` that `catalogue` holds, interpolated; undefined when none. */
export function textFrom(catalogue: Readonly<Record<string, string>> | undefined, key: string, vars: TextVars | undefined, locale: string): string | undefined {
  if (!catalogue) return undefined;
  for (const candidate of candidateKeys(key, vars, locale)) {
    const template = catalogue[candidate];
    if (typeof template === 'string') return interpolate(template, vars);
  }
  return undefined;
}
