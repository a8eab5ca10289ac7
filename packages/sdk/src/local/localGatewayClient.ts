import type { PlatformInfo } from '../model/entities';
import { RestClient } from '../rest/restClient';
import type { ApiError } from '../rest/apiError';
import type { WifiEncryption } from '../rules/wifi';
import type { WifiNetwork, WifiState, WifiStatus } from '../wire/wifi';

/** A network the gateway sees (GET scan-wifi-networks); quality in percent. The same as gateway settings' scan (wire/wifi.ts). */
export type LocalWifiNetwork = WifiNetwork;

export type LocalWifiState = WifiState;

/** GET get-board-info (docs/contracts.md "Local gateway interface"). */
export interface LocalBoardInfo {
  serialNumber: string;
  model: string;
  boardRevision: string;
  macAddress: string;
  ethernet: { connected: boolean; ip: string | null };
  wifi: WifiStatus;
}

export interface LocalGatewayClientOptions {
  /** e.g. '/local/HP1000000001/api' on the simulator, '/api' on a gateway. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Called with every failure, after it is typed (e.g. 00003: back to login). */
  onError?: (error: ApiError) => void;
}

interface Data<T> {
  data: T;
}

/**
 * The gateway's own LAN web interface (spec 1 §2.5, spec 2 §7): a small
 * REST API with a local session of its own. Passwords never travel in
 * plain text: they are sent as the SHA-256 hex digest (spec 2 §7 "hashed
 * passwords"), so callers check the plain password's rules first.
 */
export class LocalGatewayClient {
  readonly #rest: RestClient;
  #sessionId: string | null = null;

  constructor(options: LocalGatewayClientOptions) {
    this.#rest = new RestClient({ ...options, getSessionId: () => this.#sessionId });
  }

  get signedIn(): boolean {
    return this.#sessionId !== null;
  }

  /** Resumes a local session kept by the page (e.g. in sessionStorage). */
  resume(sessionId: string | null): void {
    this.#sessionId = sessionId;
  }

  get sessionId(): string | null {
    return this.#sessionId;
  }

  async login(password: string): Promise<string> {
    const answer = await this.#rest.request<Data<{ sessionId: string }>>('POST', '/login', {
      body: { username: 'admin', password: await sha256Hex(password) },
    });
    this.#sessionId = answer.data.sessionId;
    return this.#sessionId;
  }

  async logout(): Promise<void> {
    try {
      await this.#rest.request('POST', '/logout');
    } finally {
      this.#sessionId = null;
    }
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.#rest.request('POST', '/change-password', {
      body: { currentPassword: await sha256Hex(currentPassword), newPassword: await sha256Hex(newPassword) },
    });
  }

  async boardInfo(): Promise<LocalBoardInfo> {
    return (await this.#rest.request<Data<LocalBoardInfo>>('GET', '/get-board-info')).data;
  }

  async platformInfo(): Promise<PlatformInfo> {
    return (await this.#rest.request<Data<PlatformInfo>>('GET', '/get-platform-info')).data;
  }

  async scanWifi(): Promise<LocalWifiNetwork[]> {
    return (await this.#rest.request<Data<LocalWifiNetwork[]>>('GET', '/scan-wifi-networks')).data;
  }

  async setWifi(network: { ssid: string; encryption: WifiEncryption; password: string }): Promise<void> {
    await this.#rest.request('POST', '/set-wifi-network', { body: network });
  }

  async timezones(): Promise<string[]> {
    return (await this.#rest.request<Data<string[]>>('GET', '/get-available-timezones')).data;
  }

  async currentTimezone(): Promise<string> {
    return (await this.#rest.request<Data<{ location: string }>>('GET', '/get-current-timezone')).data.location;
  }

  async setTimezone(location: string): Promise<void> {
    await this.#rest.request('POST', '/set-timezone', { body: { location } });
  }
}

/**
 * Where the local API is, seen from the local UI's own address: the
 * simulator serves each gateway under /local/{serial}/, a real gateway at
 * its root (docs/decisions.md "Local gateway interface").
 */
export function localApiBase(pathname: string): { basename: string; apiBase: string } {
  const match = /^\/local\/([^/]+)/.exec(pathname);
  const basename = match ? `/local/${match[1]}` : '';
  return { basename, apiBase: `${basename}/api` };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
