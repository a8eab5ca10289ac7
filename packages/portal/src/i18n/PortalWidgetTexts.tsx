import { useCallback, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { WidgetTextsProvider, type WidgetTranslate } from '@homeport/widgets';

/**
 * Plugs the portal's i18next into the widgets: a widget text is the
 * portal's when its catalogue has one under the widget's namespace
 * (`homeport-thermostat`), else the widget's own English. The widgets ship
 * no i18next; the portal's instance, plural rules and language serve both.
 */
export function PortalWidgetTexts({ children }: { children: ReactNode }) {
  // useTranslation re-renders on languageChanged; the new locale re-renders the widgets.
  const { i18n } = useTranslation();
  const translate = useCallback<WidgetTranslate>(
    (namespace, key, vars) => {
      const options = { ...vars, ns: namespace };
      return i18n.exists(key, options) ? i18n.t(key, options) : undefined;
    },
    [i18n],
  );
  return (
    <WidgetTextsProvider locale={i18n.language} translate={translate}>
      {children}
    </WidgetTextsProvider>
  );
}

/** The portal's i18next for its own texts and, through PortalWidgetTexts, for the widgets'. */
export function PortalI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PortalWidgetTexts>{children}</PortalWidgetTexts>
    </I18nextProvider>
  );
}
