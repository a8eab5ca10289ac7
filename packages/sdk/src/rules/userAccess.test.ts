import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { CreateLinkBody, EXPORT_STATUSES, LinkedPageQuery, VerifyLinkBody, type ExportStatus } from '../wire/userAccess';
import { canDownloadExport, canStartExport, canStopExport, describeClient, linkedPageSize, pageOf } from './userAccess';

describe('linked account lists (spec 2 §9: 5 per page, options 5, 10, 20)', () => {
  it('keeps 5, 10 and 20 and falls back to 5', () => {
    expect([5, 10, 20, '10', 7, 'x', undefined].map(linkedPageSize)).toEqual([5, 10, 20, 10, 5, 5, 5]);
  });
  it('pages a list, a page past the end being the last', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 1, 5)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pages: 3 });
    expect(pageOf(items, 9, 5)).toEqual({ items: [10, 11], page: 3, pages: 3 });
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, pages: 1 });
  });
  it('reads the page query, refusing other sizes', () => {
    expect(parseWire(LinkedPageQuery, {}, 'query')).toEqual({ ok: true, value: { page: 1, limit: 5 } });
    expect(parseWire(LinkedPageQuery, { page: '2', limit: '20' }, 'query')).toEqual({ ok: true, value: { page: 2, limit: 20 } });
    expect(parseWire(LinkedPageQuery, { limit: '15' }, 'query').ok).toBe(false);
  });
});

describe('link bodies (spec 1 §5: linked account id 5 to 45, digits or an e-mail; OTP 6)', () => {
  it('takes an e-mail (lower-cased) or digits (a leading + dropped)', () => {
    expect(parseWire(CreateLinkBody, { primUserId: 'u1', secUserId: ' Family@Homeport.test ' }, 'body')).toEqual({
      ok: true,
      value: { primUserId: 'u1', secUserId: 'family@homeport.test' },
    });
    expect(parseWire(CreateLinkBody, { primUserId: 'u1', secUserId: '+919876500004' }, 'body')).toEqual({ ok: true, value: { primUserId: 'u1', secUserId: '919876500004' } });
  });
  it('refuses short ids, words and bad codes', () => {
    expect(parseWire(CreateLinkBody, { primUserId: 'u1', secUserId: '1234' }, 'body').ok).toBe(false);
    expect(parseWire(CreateLinkBody, { primUserId: 'u1', secUserId: 'family' }, 'body').ok).toBe(false);
    expect(parseWire(VerifyLinkBody, { id: 'l1', otp: '12345' }, 'body').ok).toBe(false);
    expect(parseWire(VerifyLinkBody, { id: 'l1', otp: '123456' }, 'body').ok).toBe(true);
  });
});

describe('session clients (spec 2 §3: client type, device model)', () => {
  it('names browsers and systems, and agentless callers as API clients', () => {
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toEqual({
      clientType: 'web',
      deviceModel: 'Chrome on Linux',
    });
    expect(describeClient('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({
      clientType: 'mobile',
      deviceModel: 'Safari on iOS',
    });
    expect(describeClient('node')).toEqual({ clientType: 'api', deviceModel: 'node' });
    expect(describeClient(undefined)).toEqual({ clientType: 'api', deviceModel: 'Unknown device' });
  });
});

describe('export task states (spec 2 §4: download when completed)', () => {
  const task = (status: ExportStatus) => ({ taskState: { status } });
  it('downloads completed, stops pending or in progress, starts when none is pending or in progress', () => {
    expect(EXPORT_STATUSES.map((s) => canDownloadExport(task(s)))).toEqual([false, false, true, false, false]);
    expect(EXPORT_STATUSES.map((s) => canStopExport(task(s)))).toEqual([true, true, false, false, false]);
    expect(canStartExport([task('completed'), task('canceled'), task('failed')])).toBe(true);
    expect(canStartExport([task('pending')])).toBe(false);
    expect(canStartExport([task('in_progress')])).toBe(false);
  });
});
