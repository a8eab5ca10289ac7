import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@homeport/sdk';
import { createInstance } from 'i18next';
import { en_EN_local } from '../features/local/en_EN.local';
import { createI18n, errorKey } from './createI18n';
import { en_EN } from './en_EN';
import { registerCatalogues } from './featureCatalogues';
import { catalogues as bulkCatalogues } from '../features/bulk/catalogues';

// The feature chunks' catalogues, as their pages.ts registers them.
registerCatalogues('en_EN', bulkCatalogues);
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

  it('has every key the portal asks for by a literal t() call', () => {
    const root = join(import.meta.dirname, '..');
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Z0-9_]+(?:\.[A-Za-z0-9_-]+)+)'/g)) {
        const catalogue = file.includes(`${join('features', 'local')}`) ? localI18n : i18n; // the local UI has its own
        // A plural key exists as KEY_one, KEY_other (i18next picks by `count`).
        if (!catalogue.exists(match[1]!) && !catalogue.exists(match[1]!, { count: 2 })) missing.push(`${file.slice(root.length + 1)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
