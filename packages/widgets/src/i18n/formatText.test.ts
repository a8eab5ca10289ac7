import { describe, expect, it } from 'vitest';
import { candidateKeys, interpolate, textFrom } from './formatText';

describe('interpolate', () => {
  it('fills every placeholder and leaves one without a value as written', () => {
    expect(interpolate('{{label}}: {{ mode }}, next', { label: 'Fan', mode: 'High' })).toBe('Fan: High, next');
    expect(interpolate('Phase {{n}} of {{total}}', { n: 2 })).toBe('Phase 2 of {{total}}');
    expect(interpolate('Phase {{n}}', undefined)).toBe('Phase {{n}}');
  });
});

describe('candidateKeys', () => {
  it("follows the language's plural rules, zero first for a count of 0", () => {
    expect(candidateKeys('LIGHTS', { count: 0 }, 'en')).toEqual(['LIGHTS_zero', 'LIGHTS_other', 'LIGHTS']);
    expect(candidateKeys('LIGHTS', { count: 1 }, 'en')).toEqual(['LIGHTS_one', 'LIGHTS']);
    expect(candidateKeys('LIGHTS', { count: 3 }, 'pl')).toEqual(['LIGHTS_few', 'LIGHTS']);
    expect(candidateKeys('LIGHTS', { count: 5 }, 'pl')).toEqual(['LIGHTS_many', 'LIGHTS']);
    expect(candidateKeys('LIGHTS', { n: 5 }, 'en')).toEqual(['LIGHTS']);
  });

  it('reads i18next catalogue names and falls back to English for a tag Intl rejects', () => {
    expect(candidateKeys('X', { count: 2 }, 'en_EN')).toEqual(['X_other', 'X']);
    expect(candidateKeys('X', { count: 1 }, 'not a language!')).toEqual(['X_one', 'X']);
  });
});

describe('textFrom', () => {
  it('returns undefined when the catalogue lacks every candidate', () => {
    expect(textFrom({ A: 'a' }, 'B', undefined, 'en')).toBeUndefined();
    expect(textFrom(undefined, 'A', undefined, 'en')).toBeUndefined();
    expect(textFrom({ COUNT_one: '{{count}} scene', COUNT_other: '{{count}} scenes' }, 'COUNT', { count: 4 }, 'en')).toBe('4 scenes');
  });
});
