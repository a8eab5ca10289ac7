import { useCallback, useContext } from 'react';
import { textFrom, type TextVars } from './formatText';
import { WidgetTextsContext } from './WidgetTextsProvider';

/** One widget's texts: its namespace and its English defaults. */
export interface WidgetTexts {
  namespace: string;
  en: Readonly<Record<string, string>>;
}

/** A widget's `t`: the text for `key`, interpolated, in the page's language when translated. */
export type TextFunction = (key: string, vars?: TextVars) => string;

/**
 * A widget's English texts under the namespace `homeport-{name}`. Nothing is
 * registered anywhere: the texts travel with the widget that imports them,
 * so a partner bundle holds the texts of the widgets it uses and no others.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineTexts(name: string, en: Record<string, string>): WidgetTexts {
  return { namespace: `homeport-${name}`, en };
}

/**
 * `t` for one widget: the page's translator first, then the page's
 * catalogue, then the English default, then `defaultValue`, then the key.
 */
export function useWidgetText(texts: WidgetTexts): TextFunction {
  const { locale = 'en', texts: catalogue, translate } = useContext(WidgetTextsContext);
  return useCallback(
    (key, vars) =>
      translate?.(texts.namespace, key, vars) ?? textFrom(catalogue?.[texts.namespace], key, vars, locale) ?? textFrom(texts.en, key, vars, 'en') ?? vars?.defaultValue ?? key,
    [texts, locale, catalogue, translate],
  );
}
