import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@homeport/sdk';
import { createInstance, type i18n as I18n } from 'i18next';
import { en_EN_local } from '../features/local/en_EN.local';
import { createI18n, errorKey } from './createI18n';
import { en_EN } from './en_EN';
import type { Catalogue } from './featureCatalogues';

const i18n = createI18n('en_EN');
const localI18n = createInstance();
void localI18n.init({ resources: { en_EN: { translation: en_EN_local } }, lng: 'en_EN', initImmediate: false, showSupportNotice: false });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join('src', 'i18n')}`) ? [path] : [];
  });
}

/**
 * Per feature folder with a catalogues.ts: an i18n instance holding the base
 * and the catalogues its chunk registers. A feature's files (but its
 * routes.tsx, which is in the first load) may ask for those keys; any other
 * file only for the base's.
 */
async function featureI18n(root: string): Promise<Map<string, { instance: I18n; groups: string[] }>> {
  const features = new Map<string, { instance: I18n; groups: string[] }>();
  const dir = join(root, 'features');
  for (const feature of readdirSync(dir)) {
    const path = join(dir, feature, 'catalogues.ts');
    if (!existsSync(path)) continue;
    const { catalogues } = (await import(path)) as { catalogues: Catalogue[] };
    const instance = createI18n('en_EN');
    for (const catalogue of catalogues) instance.addResourceBundle('en_EN', 'translation', catalogue, true, false);
    features.set(feature, { instance, groups: catalogues.flatMap((catalogue) => Object.keys(catalogue)) });
  }
  return features;
}

function catalogueFor(file: string, root: string, features: Map<string, { instance: I18n }>): I18n {
  const parts = file.slice(root.length + 1).split(/[\\/]/);
  if (parts[0] !== 'features') return i18n;
  if (parts[1] === 'local') return localI18n; // the local UI has its own
  if (parts.at(-1) === 'routes.tsx') return i18n;
  return features.get(parts[1]!)?.instance ?? i18n;
}

describe('the en_EN catalogue (spec 1 §8)', () => {
  it('has a text for every error code the sdk names', () => {
    const missing = Object.values(ErrorCode).filter((code) => code !== ErrorCode.silent && !i18n.exists(`ERRORS.${code}`));
    expect(missing).toEqual([]);
    expect(i18n.t('ERRORS.00000')).toBe(''); // 00000 shows nothing
  });

  it('falls back to the 00001 text for an unknown code', () => {
    expect(errorKey(i18n, 'NO_SUCH_CODE')).toBe('ERRORS.00001');
    expect(errorKey(i18n, '000404')).toBe('ERRORS.000404');
    expect(i18n.t(errorKey(i18n, '999999'))).toBe(en_EN.ERRORS['00001']);
  });

  it('has every key the portal asks for, in a catalogue the asking file has loaded', async () => {
    const root = join(import.meta.dirname, '..');
    const features = await featureI18n(root);
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const catalogue = catalogueFor(file, root, features);
      const text = readFileSync(file, 'utf8');
      const name = file.slice(root.length + 1);
      for (const match of text.matchAll(/\bt\(\s*'([A-Z0-9_]+(?:\.[A-Za-z0-9_-]+)+)'/g)) {
        // A plural key exists as KEY_one, KEY_other (i18next picks by `count`).
        if (!catalogue.exists(match[1]!) && !catalogue.exists(match[1]!, { count: 2 })) missing.push(`${name}: ${match[1]}`);
      }
      // A key built at run time (t(`DEVICE_TYPE.${type}`)): its group must be loaded.
      for (const match of text.matchAll(/\bt\(\s*`([A-Z0-9_]+(?:\.[A-Z0-9_]+)*)\.\$\{/g)) {
        if (typeof catalogue.getResource('en_EN', 'translation', match[1]!) !== 'object') missing.push(`${name}: ${match[1]}.*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is registered by every feature chunk that has texts of its own', () => {
    const root = join(import.meta.dirname, '..', 'features');
    const unregistered = readdirSync(root).filter((feature) => {
      if (!existsSync(join(root, feature, 'catalogues.ts'))) return false;
      const pages = readFileSync(join(root, feature, 'pages.ts'), 'utf8');
      return !/registerCatalogues\('en_EN', catalogues\)/.test(pages);
    });
    expect(unregistered).toEqual([]);
  });

  it('keeps feature texts out of the first load', () => {
    const base = Object.keys(en_EN);
    // Every top-level group of a feature catalogue is the feature's own, not the base's.
    return featureI18n(join(import.meta.dirname, '..')).then((features) => {
      const clashes = [...features.entries()].flatMap(([feature, { groups }]) => groups.filter((group) => base.includes(group)).map((group) => `${feature}: ${group}`));
      expect(clashes).toEqual([]);
    });
  });
});
