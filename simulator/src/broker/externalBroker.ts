/**
 * An external MQTT broker (docs/simulator.md "External broker"): where the
 * fleet and the cloud's internal clients connect instead of the embedded
 * aedes, given as `mqtt://[user:pass@]host:port` (or `mqtts://`).
 */
export interface ExternalBroker {
  /** The URL to connect to, without credentials. */
  url: string;
  /** From the URL; none means anonymous. */
  username?: string;
  password?: string;
  /** The URL as the banner and the log print it: the user kept, the password never. */
  display: string;
}

/** Parses and checks `--broker`; throws an Error whose message names what is wrong (never the password). */
export function parseExternalBroker(text: string): ExternalBroker {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--broker must be a URL like mqtt://host:1883 or mqtt://user:pass@host:1883, not "${redact(text)}"`);
  }
  if (url.protocol !== 'mqtt:' && url.protocol !== 'mqtts:') throw new Error(`--broker must use mqtt:// or mqtts://, not ${url.protocol}//`);
  if (url.hostname === '') throw new Error('--broker needs a host');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '') throw new Error('--broker takes no path, query or fragment');
  const port = url.port === '' ? (url.protocol === 'mqtt:' ? 1883 : 8883) : Number(url.port);
  const base = `${url.protocol}//${url.hostname}:${port}`;
  const username = url.username === '' ? undefined : decodeURIComponent(url.username);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  if (password !== undefined && username === undefined) throw new Error('--broker has a password without a user');
  const display = username === undefined ? base : `${url.protocol}//${encodeURIComponent(username)}${password === undefined ? '' : ':***'}@${url.hostname}:${port}`;
  return { url: base, username, password, display };
}

/** The text with any `user:password@` part's password hidden (for a message about a bad URL). */
function redact(text: string): string {
  return text.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@');
}
