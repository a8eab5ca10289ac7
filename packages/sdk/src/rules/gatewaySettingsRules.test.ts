import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig } from '../config/customerConfig';
import { addressProblems, normaliseAddress } from './gatewayAddress';
import { bridgeModeOf, operationModeWith } from './bridgeMode';
import { isBridgeModel } from './validation';
import { licenceKeyProblem, normaliseLicenceKey } from './licenceKey';
import { insideOtaWindow, minutesOfDay, otaWindowProblem } from './otaWindow';
import { maskSecureId, normaliseSecureId, secureIdProblem } from './secureId';
import { compareVersions, kpiAvailable } from './versions';

const { constants } = defaultCustomerConfig;

describe('secureId masking (spec 2 §3: masked except characters 12 to 20)', () => {
  it('keeps characters 12 to 20 (1-based, inclusive) and masks the rest', () => {
    const id = 'ABCDEFGHIJKLMNOPQRSTUVWX';
    expect(maskSecureId(id)).toBe('•••••••••••LMNOPQRST••••');
    expect(maskSecureId(id).length).toBe(id.length);
  });
  it('masks everything of an id shorter than 12 and keeps what a short one has of the range', () => {
    expect(maskSecureId('ABCDEFGHIJK')).toBe('•••••••••••');
    expect(maskSecureId('ABCDEFGHIJKLMN')).toBe('•••••••••••LMN');
    expect(maskSecureId('')).toBe('');
  });
  it('upper-cases before assignment (spec 2 §5) and checks the form', () => {
    expect(normaliseSecureId('  ab12cd34ef56  ')).toBe('AB12CD34EF56');
    expect(secureIdProblem('ab12cd34ef56')).toBeNull();
    expect(secureIdProblem('   ')).toBe('empty');
    expect(secureIdProblem('AB-12')).toBe('format');
    expect(secureIdProblem('ABC1234')).toBe('format');
  });
});

describe('licence key (spec 2 §5: upper-cased, 20 uppercase hex by default)', () => {
  it('takes 20 hex characters in any case, upper-cased', () => {
    expect(normaliseLicenceKey(' 0123456789abcdefABCD ')).toBe('0123456789ABCDEFABCD');
    expect(licenceKeyProblem('0123456789abcdefABCD', constants.licenceKey)).toBeNull();
  });
  it('refuses empty, non-hex and wrong-length keys, saying which', () => {
    expect(licenceKeyProblem('', constants.licenceKey)).toBe('empty');
    expect(licenceKeyProblem('0123456789ABCDEFABCG', constants.licenceKey)).toBe('characters');
    expect(licenceKeyProblem('0123-4567-89AB-CDEF-', constants.licenceKey)).toBe('characters');
    expect(licenceKeyProblem('0123456789ABCDEF', constants.licenceKey)).toBe('length');
    expect(licenceKeyProblem('0123456789ABCDEFABCDE', constants.licenceKey)).toBe('length');
  });
  it('follows a configured size and pattern', () => {
    expect(licenceKeyProblem('abc123', { length: 6, pattern: '^[A-Z0-9]+$' })).toBeNull();
  });
});

describe('address (spec 1 §5, spec 2 §5: letters, digits and whitespace; required with ADDRESS_REQUIRED)', () => {
  const good = { line1: '12 MG Road', line2: '', city: 'Coimbatore', zip: '641001', alpha2Code: 'IN' };
  it('accepts letters of any script, digits and spaces; line 2 is optional', () => {
    expect(addressProblems(good, { required: true })).toEqual({});
    expect(addressProblems({ ...good, line1: 'गली 7', city: 'München' }, { required: true })).toEqual({});
  });
  it('names each field with a problem', () => {
    expect(addressProblems({ line1: '12, MG Road', line2: 'Flat #3', city: '', zip: '641-001', alpha2Code: '' }, { required: true })).toEqual({
      line1: 'characters',
      line2: 'characters',
      city: 'required',
      zip: 'characters',
      alpha2Code: 'required',
    });
    expect(addressProblems({ ...good, line1: 'x'.repeat(101) }, { required: true })).toEqual({ line1: 'tooLong' });
  });
  it('lets empty fields pass when the address is not required', () => {
    expect(addressProblems({ line1: '', line2: '', city: '', zip: '', alpha2Code: '' }, { required: false })).toEqual({});
  });
  it('is sent trimmed with single spaces', () => {
    expect(normaliseAddress({ ...good, line1: '  12   MG  Road ', alpha2Code: 'in' })).toMatchObject({ line1: '12 MG Road', alpha2Code: 'IN' });
  });
});

describe('node firmware window (spec 2 §4: end later than start)', () => {
  it('reads HH:mm times', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('2:00')).toBeNull();
  });
  it('refuses an end before or equal to the start, and malformed times', () => {
    expect(otaWindowProblem({ AutoUpdateStartTime: '02:00', AutoUpdateStopTime: '04:30' })).toBeNull();
    expect(otaWindowProblem({ AutoUpdateStartTime: '04:00', AutoUpdateStopTime: '02:00' })).toBe('stopNotAfterStart');
    expect(otaWindowProblem({ AutoUpdateStartTime: '04:00', AutoUpdateStopTime: '04:00' })).toBe('stopNotAfterStart');
    expect(otaWindowProblem({ AutoUpdateStartTime: '4am', AutoUpdateStopTime: '05:00' })).toBe('startFormat');
    expect(otaWindowProblem({ AutoUpdateStartTime: '04:00', AutoUpdateStopTime: '' })).toBe('stopFormat');
  });
  it('says whether a minute is inside the window, start included, end excluded', () => {
    const window = { AutoUpdateStartTime: '02:00', AutoUpdateStopTime: '04:00' };
    expect([119, 120, 239, 240].map((m) => insideOtaWindow(window, m))).toEqual([false, true, true, false]);
  });
});

describe('bridge mode (spec 2 §4: operationMode bits; remote sets the second value to 1, local to 0)', () => {
  it('reads the mode from the bits', () => {
    expect([0, 1, 3, 4, 5, 7].map(bridgeModeOf)).toEqual(['normal', 'local', 'remote', 'normal', 'local', 'remote']);
  });
  it('sets the bits and keeps the others (bit 2: only Settings)', () => {
    expect(operationModeWith(0, 'remote')).toBe(3);
    expect(operationModeWith(3, 'local')).toBe(1);
    expect(operationModeWith(7, 'normal')).toBe(4);
    expect(operationModeWith(4, 'local')).toBe(5);
  });
  it('is allowed only for ALLOW_MODELS_GTW_BRIDGE models, in any case', () => {
    expect(['DOC400', 'shh600', 'SHH800', 'HA101', 'VOC200'].map((m) => isBridgeModel(m, defaultCustomerConfig))).toEqual([true, true, true, false, false]);
    expect(isBridgeModel('DOC400', { constants: { ...constants, bridgeModels: ['shh600'] } })).toBe(false);
  });
});

describe('versions and the KPI threshold (spec 2 §9: OSM 1.25.0)', () => {
  it('compares dotted versions number by number', () => {
    expect(compareVersions('1.25.0', '1.25')).toBe(0);
    expect(compareVersions('1.9.0', '1.25.0')).toBeLessThan(0);
    expect(compareVersions('1.26.1', '1.25.0')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0-rc1', '2.0.0')).toBe(0);
  });
  it('shows KPIs from 1.25.0 with KPI_ANALYTICS', () => {
    expect(['1.24.0', '1.25.0', '1.26.1'].map((v) => kpiAvailable(v, defaultCustomerConfig))).toEqual([false, true, true]);
    expect(kpiAvailable('1.26.1', { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, KPI_ANALYTICS: false } })).toBe(false);
    expect(kpiAvailable(null, defaultCustomerConfig)).toBe(false);
  });
});
