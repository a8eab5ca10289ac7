import { describe, expect, it } from 'vitest';
import { redirectSource, webSocketSources } from './cspSources';

describe('CSP sources from request data', () => {
  it('makes ws: and wss: sources of a plain Host header, and none of anything else', () => {
    expect(webSocketSources('localhost:8080')).toEqual(['ws://localhost:8080', 'wss://localhost:8080']);
    expect(webSocketSources('portal.example.com')).toEqual(['ws://portal.example.com', 'wss://portal.example.com']);
    expect(webSocketSources('[::1]:8080')).toEqual(['ws://[::1]:8080', 'wss://[::1]:8080']);
    for (const bad of [undefined, '', "evil; script-src 'unsafe-inline'", 'a b', 'host,other', 'host:99999x', 'host:*']) expect(webSocketSources(bad)).toEqual([]);
  });

  it('keeps the origin of an http(s) redirect URI, a * port included, and refuses the rest', () => {
    expect(redirectSource('https://pitangui.amazon.com/api/skill/link/M2')).toBe('https://pitangui.amazon.com');
    expect(redirectSource('http://localhost:*/oauth-callback')).toBe('http://localhost:*');
    expect(redirectSource('http://127.0.0.1:4444/cb?x=1')).toBe('http://127.0.0.1:4444');
    expect(redirectSource('http://[::1]:5173/ssoredirect')).toBe('http://[::1]:5173');
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example',
      "https://x.example; script-src 'unsafe-inline'",
      'https://a b.example/',
      'https://x.example:80a/',
      '//x.example/',
    ]) {
      expect(redirectSource(bad)).toBeNull();
    }
  });
});
