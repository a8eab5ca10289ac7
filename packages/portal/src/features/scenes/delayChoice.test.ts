import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { choiceOf, delayOf, delayText } from './delayChoice';
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

const t = createI18n().t;

describe('the add-delay choice (spec 2 §5)', () => {
  it('a preset is its ms', () => {
    expect(delayOf({ kind: 'preset', ms: 30_000 })).toEqual({ ok: true, ms: 30_000 });
  });

  it('custom hours, minutes and seconds are stored in ms, within 0-23, 0-59, 0-59', () => {
    expect(delayOf({ kind: 'custom', parts: { hours: 1, minutes: 2, seconds: 3 } })).toEqual({ ok: true, ms: 3_723_000 });
    expect(delayOf({ kind: 'custom', parts: { hours: 24, minutes: 60, seconds: 1.5 } })).toEqual({ ok: false, problems: ['hours', 'minutes', 'seconds'] });
    expect(delayOf({ kind: 'custom', parts: { hours: Number.NaN, minutes: 0, seconds: 0 } })).toEqual({ ok: false, problems: ['hours'] });
  });

  it('opens on the preset a delay is, or the custom fields', () => {
    expect(choiceOf(300_000)).toEqual({ kind: 'preset', ms: 300_000 });
    expect(choiceOf(90_000)).toEqual({ kind: 'custom', parts: { hours: 0, minutes: 1, seconds: 30 } });
  });

  it('reads in seconds below 60 s and in minutes from 60 s (spec 2 §9)', () => {
    expect([10_000, 59_000, 60_000, 90_000, 1_800_000, 5_400_000].map((ms) => delayText(t, ms))).toEqual(['10 s', '59 s', '1 min', '1.5 min', '30 min', '1.5 h']);
  });
});
