import { createContext, useMemo, type ReactNode } from 'react';
import type { TextVars } from './formatText';

/**
 * Asked first for every widget text: `namespace` is the widget's
 * (`homeport-thermostat`), `key` the text's (`MODE`), `vars` its values
 * (`count` included). Return undefined to keep the widget's own text.
 */
export type WidgetTranslate = (namespace: string, key: string, vars: TextVars | undefined) => string | undefined;

/** Texts by widget namespace, then by key: `{ 'homeport-thermostat': { MODE: 'Modus' } }`. */
export type WidgetCatalogue = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

export interface WidgetTextsSettings {
  /** The language of `texts` and of the page, e.g. `de` (its plural rules pick `_one`, `_other` ...). */
  locale?: string;
  /** Replacement texts; `{{name}}` placeholders, plural forms as `KEY_one`, `KEY_other`. */
  texts?: WidgetCatalogue;
  /** A translator asked before `texts`, e.g. one backed by the page's i18next. */
  translate?: WidgetTranslate;
}

/** Without a provider every widget shows its English texts. */
export const WidgetTextsContext = createContext<WidgetTextsSettings>({});

export interface WidgetTextsProviderProps extends WidgetTextsSettings {
  children?: ReactNode;
}

/**
 * Translates the widgets below it. Widgets read their texts from here and
 * fall back to their English defaults, so a page that translates nothing
 * needs no provider and ships no translation library. Pass a new `locale`
 * (or a new `translate`) when the language changes: the widgets re-render.
 */
export function WidgetTextsProvider({ locale, texts, translate, children }: WidgetTextsProviderProps) {
  const settings = useMemo<WidgetTextsSettings>(() => ({ locale, texts, translate }), [locale, texts, translate]);
  return <WidgetTextsContext.Provider value={settings}>{children}</WidgetTextsContext.Provider>;
}
