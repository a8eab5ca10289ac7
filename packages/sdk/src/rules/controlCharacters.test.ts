import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './controlCharacters';

describe('hasControlCharacter', () => {
  it('finds C0, DEL and C1 and nothing else', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0x9f]) expect(hasControlCharacter(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(true);
    for (const text of ['Kitchen', "Kid's room", 'Küche', 'Salle de séjour', '寝室', 'Lamp 🙂', ' ', '\u00a0', '\u200b']) expect(hasControlCharacter(text), text).toBe(false);
  });
});
