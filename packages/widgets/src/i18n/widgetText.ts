import { createInstance, type i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The widgets' own i18next instance: a partner page's i18next is never
 * touched. Each widget registers its en_EN texts under a namespace of its
 * own when its module loads, so importing one widget ships only its texts.
 * Partners translate by adding bundles (`widgetsI18n.addResourceBundle('de',
 * 'homeport-thermostat', {...})`) or by passing their own instance to
 * `<WidgetsI18nProvider>`.
 */
export const widgetsI18n: I18n = createInstance();
void widgetsI18n.init({
  lng: 'en_EN',
  fallbackLng: 'en_EN',
  resources: {},
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
});

export const WidgetsI18nContext = createContext<I18n | null>(null);
export const WidgetsI18nProvider = WidgetsI18nContext.Provider;

/**
 * Registers a widget's en_EN catalogue under `homeport-{name}`; returns the
 * namespace. Marked free of side effects for bundlers: a widget that is not
 * imported leaves its texts out of the partner's bundle.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineTexts(name: string, en: Record<string, unknown>): string {
  const namespace = `homeport-${name}`;
  widgetsI18n.addResourceBundle('en_EN', namespace, en, true, false);
  return namespace;
}

/** `t` for one widget namespace, from the partner's instance if given, else ours. */
export function useWidgetText(namespace: string) {
  const instance = useContext(WidgetsI18nContext) ?? widgetsI18n;
  if (instance !== widgetsI18n && !instance.hasResourceBundle('en_EN', namespace)) {
    const bundle = widgetsI18n.getResourceBundle('en_EN', namespace) as Record<string, unknown> | undefined;
    if (bundle) instance.addResourceBundle('en_EN', namespace, bundle, true, false);
  }
  return useTranslation(namespace, { i18n: instance }).t;
}
