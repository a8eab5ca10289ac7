import { describe, expect, it } from 'vitest';
import { isControlEnabled, isSelectableForAutomation } from './deviceControl';

const flagsOf = (notToDisable: boolean, enabledWhenRestricted: boolean) => ({
  readonly: false,
  options: { notToDisable, enabledWhenRestricted },
});

/** spec 2 §4, as a table: status → enabled for (no flag, notToDisable, enabledWhenRestricted, both). */
const expected: Record<number, [boolean, boolean, boolean, boolean]> = {
  0: [false, false, false, false], // idle
  1: [true, true, true, true], // ready
  2: [true, true, true, true], // online
  3: [false, false, false, false], // standby
  4: [false, false, false, false], // error
  5: [false, true, false, true], // offline: only not-to-disable
  6: [false, false, false, false], // replace
  7: [false, false, true, true], // restricted: only enabled-when-restricted
};

describe('isControlEnabled (spec 2 §4)', () => {
  for (const [status, row] of Object.entries(expected)) {
    it(`status ${status}`, () => {
      const s = Number(status);
      expect([
        isControlEnabled(s, flagsOf(false, false)),
        isControlEnabled(s, flagsOf(true, false)),
        isControlEnabled(s, flagsOf(false, true)),
        isControlEnabled(s, flagsOf(true, true)),
      ]).toEqual(row);
    });
  }

  it('treats a property without options as unflagged', () => {
    expect(isControlEnabled(2, { readonly: false })).toBe(true);
    expect(isControlEnabled(5, { readonly: false })).toBe(false);
    expect(isControlEnabled(7, { readonly: false })).toBe(false);
  });

  it('never enables a read-only property, nor an unknown status', () => {
    for (let status = 0; status <= 7; status += 1) {
      expect(isControlEnabled(status, { readonly: true, options: { notToDisable: true, enabledWhenRestricted: true } })).toBe(false);
    }
    expect(isControlEnabled(8, flagsOf(true, true))).toBe(false);
    expect(isControlEnabled(-1, flagsOf(true, true))).toBe(false);
  });
});

describe('isSelectableForAutomation (spec 2 §4)', () => {
  it('accepts only online devices (status 2)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(isSelectableForAutomation)).toEqual([2]);
  });
});
