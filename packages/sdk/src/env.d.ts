/*
 * The host globals the sdk uses, and nothing more.
 *
 * The sdk runs in browsers and in Node 20+, which both provide these (timers,
 * console, WHATWG fetch and encoding, Web Crypto). Its tsconfig has neither
 * the DOM library nor Node types, so nothing browser-only (window, document)
 * or Node-only (Buffer, process) can slip in; these declarations use the
 * standard names with only the members the sdk calls, so a consumer's own DOM
 * or Node types supply the full ones in the published .d.ts. Only the sdk's
 * tsconfig includes this file: other programs see the real DOM/Node globals.
 * A new global belongs here only if browsers and Node both have it.
 */

interface Console {
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}
declare var console: Console;

declare function setTimeout(handler: () => void, timeout?: number): unknown;
declare function clearTimeout(id: unknown): void;

interface Headers {
  get(name: string): string | null;
}
interface Response {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** Files and form data (browsers; Node 20 has them too): the backup zip upload and download. */
interface Blob {
  readonly size: number;
}
declare var Blob: { prototype: Blob };
declare class FormData {
  append(name: string, value: string | Blob, fileName?: string): void;
}
interface AbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
declare function fetch(input: string, init?: { method?: string; headers?: Record<string, string>; body?: string | FormData | undefined }): Promise<Response>;

declare class URLSearchParams {
  append(name: string, value: string): void;
  toString(): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  decode(input?: Uint8Array): string;
}

interface SubtleCrypto {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
interface Crypto {
  readonly subtle: SubtleCrypto;
}
declare var crypto: Crypto;
