// A scene name at its function: the schema refuses what the gateway and
// the list refuse, and the words say which.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';
import { issueWords } from '../../components/ui/form/useForm';
import { sceneNameForm, sceneNameWords } from './sceneNameForm';

registerCatalogues('en_EN', catalogues);

const rules = [
  { id: 1, name: 'Good night' },
  { id: 2, name: 'Unfinished rule' },
];

/** The first issue of a name: the form's own check by its message, else the issue's type; null when valid. */
function refusal(name: string, exceptId?: number): string | null {
  const result = v.safeParse(sceneNameForm(rules, exceptId), { name });
  if (result.success) return null;
  const [issue] = result.issues;
  return issue.type === 'check' && issue.message !== 'must not hold control characters' ? issue.message : issue.type;
}

describe('a scene name (spec 2 §5)', () => {
  it('refuses a duplicate of another scene, trimmed and without case, but not the scene’s own', () => {
    expect(refusal('  GOOD NIGHT ')).toBe('taken');
    expect(refusal('Good night', 1)).toBeNull();
    expect(refusal('Good morning')).toBeNull();
  });

  it('refuses an empty, long, or unprintable name, and the wizard’s placeholder names', () => {
    expect(refusal('   ')).toBe('min_length');
    expect(refusal('x'.repeat(65))).toBe('max_length');
    expect(refusal('x'.repeat(64))).toBeNull();
    expect(refusal('Bell\u0007')).toBe('check');
    expect(refusal('Unfinished rule 3')).toBe('reserved');
  });

  it('says each in words', () => {
    const t = createI18n().t;
    const words = sceneNameWords(t).name!;
    const say = (name: string) => {
      const result = v.safeParse(sceneNameForm(rules), { name });
      return result.success ? null : issueWords(t, words, result.issues[0]);
    };
    expect(say(' Good night ')).toBe('There is already a scene named Good night.');
    expect(say('x'.repeat(65))).toBe('A scene name has at most 64 characters.');
    expect(say('Unfinished rule 3')).toBe('“Unfinished rule 3” is kept for scenes being made. Choose another name.');
    expect(say('')).toBe('Enter a name for the scene.');
  });
});
