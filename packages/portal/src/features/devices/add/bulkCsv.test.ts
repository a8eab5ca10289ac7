import { describe, expect, it } from 'vitest';
import { checkBulkFile, parseBulkCsv } from './bulkCsv';

describe('the bulk file', () => {
  it('reads three columns a line, with a header, a BOM, CRLF, quotes and blank lines', () => {
    const text = '\uFEFFdeviceId,deviceName,deviceType\r\na1b2c3d4e5f6,"Porch, left",Lighting.Switch\r\n\r\n0011223344556677,Hall fan,Hvac.Fan\r\n';
    expect(parseBulkCsv(text)).toEqual({
      ok: true,
      devices: [
        { deviceId: 'A1B2C3D4E5F6', deviceName: 'Porch, left', deviceType: 'Lighting.Switch' },
        { deviceId: '0011223344556677', deviceName: 'Hall fan', deviceType: 'Hvac.Fan' },
      ],
    });
  });

  it('calls an empty file, or one of no three-column line, empty or not formatted correctly', () => {
    expect(parseBulkCsv('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseBulkCsv('deviceId,deviceName,deviceType\n')).toEqual({ ok: false, problem: 'empty' });
    expect(parseBulkCsv('just some text\nmore text')).toEqual({ ok: false, problem: 'empty' });
  });

  it('says which line is wrong and why', () => {
    expect(parseBulkCsv('a1b2c3d4e5f6,Plug,Lighting.Switch\nbad line')).toMatchObject({ ok: false, problem: 'invalid', line: 2, reason: 'columns' });
    expect(parseBulkCsv('XYZ,Plug,Lighting.Switch')).toMatchObject({ ok: false, problem: 'invalid', line: 1, reason: 'value', detail: expect.stringContaining('deviceId') });
    expect(parseBulkCsv('a1b2c3d4e5f6,Plug,Toaster')).toMatchObject({ ok: false, reason: 'value', detail: expect.stringContaining('deviceType') });
    expect(parseBulkCsv('a1b2c3d4e5f6,Plug,Lighting.Switch\nA1B2C3D4E5F6,Again,Lighting.Switch')).toMatchObject({ ok: false, line: 2, reason: 'duplicate' });
  });

  it('refuses a file that is not .csv or is above 0.5 MB before reading it', () => {
    expect(checkBulkFile({ name: 'devices.txt', size: 10 })).toMatchObject({ reason: 'type' });
    expect(checkBulkFile({ name: 'devices.csv', size: 512 * 1024 + 1 })).toMatchObject({ reason: 'size' });
    expect(checkBulkFile({ name: 'Devices.CSV', size: 512 * 1024 })).toBeNull();
  });
});
