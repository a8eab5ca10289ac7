import type { i18n } from 'i18next';

/** A catalogue's texts: nested objects of strings, merged into the one `translation` namespace. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/**
 * Each feature's texts travel in its lazy chunk: the chunk's `pages.ts`
 * calls `registerCatalogues` when it loads, before any of its pages renders,
 * and the texts are merged into every portal i18n instance (those made
 * before and those made after). The first load carries only the base
 * catalogue (en_EN.ts): the frame, sign-in and the shared kit.
 *
 * Keys stay global (no namespaces), so a page reads `t('ALARMS.HEADING')`
 * wherever its texts live; the catalogue test checks that a feature's files
 * ask only for keys of the base or of a catalogue their chunk registers.
 */
const registered: Array<{ language: string; catalogue: Catalogue }> = [];
// Weak, so an instance of an unmounted portal (or a finished test) can go.
const instances = new Set<WeakRef<i18n>>();

export function registerCatalogues(language: string, catalogues: readonly Catalogue[]): void {
  for (const catalogue of catalogues) {
    if (registered.some((entry) => entry.catalogue === catalogue && entry.language === language)) continue;
    registered.push({ language, catalogue });
    for (const ref of instances) {
      const instance = ref.deref();
      if (instance) instance.addResourceBundle(language, 'translation', catalogue, true, false);
      else instances.delete(ref);
    }
  }
}

/** Called by createI18n: the instance gets every catalogue loaded so far, and those loaded later. */
export function attachCatalogues(instance: i18n): void {
  for (const { language, catalogue } of registered) instance.addResourceBundle(language, 'translation', catalogue, true, false);
  instances.add(new WeakRef(instance));
}
