import { describe, expect, it } from 'vitest';
import { MAX_PLACE_NAME } from '../wire/home';
import { placeNameProblem } from './placeName';

describe('placeNameProblem', () => {
  it('takes a trimmed name of 1 to 40 characters in any script, with digits and punctuation', () => {
    for (const name of ['Kitchen', ' Bedroom 2 ', "Kid's room", 'Küche', 'x'.repeat(MAX_PLACE_NAME)]) expect(placeNameProblem(name)).toBeNull();
  });

  it('refuses an empty, a too long and a control-character name', () => {
    expect(placeNameProblem('   ')).toBe('empty');
    expect(placeNameProblem('x'.repeat(MAX_PLACE_NAME + 1))).toBe('tooLong');
    expect(placeNameProblem('Bad\u0007name')).toBe('controlCharacter');
  });

  it('refuses a name its list already has, trimmed and whatever the case', () => {
    expect(placeNameProblem(' kitchen ', ['Kitchen', 'Hall'])).toBe('duplicate');
    expect(placeNameProblem('Kitchen 2', ['Kitchen'])).toBeNull();
  });
});
