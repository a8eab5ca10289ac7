/**
 * CSP source expressions built from request data and stored records. A
 * value with a space, `;` or `,` would add directives of its own, so every
 * source is rebuilt from validated parts, never copied.
 */

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])$/;
const PORT = /^(?:\d{1,5}|\*)$/;

/** `scheme://host[:port]` when each part is plain, else null. */
function source(scheme: string, host: string, port: string | undefined): string | null {
  if (!HOST.test(host) || (port !== undefined && !PORT.test(port))) return null;
  return `${scheme}://${host}${port === undefined ? '' : `:${port}`}`;
}

/** `ws://host` and `wss://host` for a Host header (the portal's MQTT at /mqtt on its own origin), or none. */
export function webSocketSources(hostHeader: string | undefined): string[] {
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(hostHeader ?? '');
  if (!match) return [];
  const ws = source('ws', match[1]!, match[2]);
  const wss = source('wss', match[1]!, match[2]);
  return ws && wss ? [ws, wss] : [];
}

/**
 * The origin of an http(s) redirect URI as a CSP source, or null. Keeps a
 * `*` port: an OAuth2 client may register a callback on `http://localhost` with any port
 * (the QA partner does), which CSP reads the same way.
 */
export function redirectSource(uri: string): string | null {
  const match = /^(https?):\/\/(\[[^\]/]*\]|[^/:?#]*)(?::([^/?#]*))?(?:[/?#]|$)/.exec(uri);
  return match ? source(match[1]!, match[2]!, match[3]) : null;
}
