import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en_EN } from './en_EN';
import { attachCatalogues } from './featureCatalogues';

/**
 * An i18next instance of the portal's own, so a host page with its own
 * i18next keeps its settings (and ours stay ours).
 */
export function createI18n(language = 'en_EN'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    // A copy: a feature catalogue is merged into the instance's store in place, and en_EN stays the base.
    resources: { en_EN: { translation: structuredClone(en_EN) } },
    lng: language,
    fallbackLng: 'en_EN',
    interpolation: { escapeValue: false },
    initImmediate: false,
    showSupportNotice: false,
    returnNull: false,
  });
  attachCatalogues(instance);
  return instance;
}

/** spec 1 §8: an errorCode's text; unknown codes fall back to 00001. */
export function errorKey(instance: i18n, code: string): string {
  const key = `ERRORS.${code}`;
  return instance.exists(key) ? key : 'ERRORS.00001';
}
