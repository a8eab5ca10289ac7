import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { sceneNameProblem, sceneNameProblemText } from './sceneName';
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

const rules = [
  { id: 1, name: 'Good night' },
  { id: 2, name: 'Unfinished rule' },
];

describe('a scene name (spec 2 §5)', () => {
  it('refuses a duplicate of another scene, trimmed and without case, but not the scene’s own', () => {
    expect(sceneNameProblem('  GOOD NIGHT ', rules)).toBe('taken');
    expect(sceneNameProblem('Good night', rules, 1)).toBeNull();
    expect(sceneNameProblem('Good morning', rules)).toBeNull();
  });

  it('refuses an empty, long, or unprintable name, and the wizard’s placeholder names', () => {
    expect(sceneNameProblem('   ', rules)).toBe('empty');
    expect(sceneNameProblem('x'.repeat(65), rules)).toBe('tooLong');
    expect(sceneNameProblem('x'.repeat(64), rules)).toBeNull();
    expect(sceneNameProblem('Bell\u0007', rules)).toBe('control');
    expect(sceneNameProblem('Unfinished rule 3', rules)).toBe('reserved');
  });

  it('says each in words', () => {
    const t = createI18n().t;
    expect(sceneNameProblemText(t, 'taken', ' Good night ')).toBe('There is already a scene named Good night.');
    expect(sceneNameProblemText(t, 'tooLong', 'x')).toBe('A scene name has at most 64 characters.');
  });
});
