import { ApiError, genericApiError } from './apiError';
import { buildUrl } from './buildUrl';
import { errorEntriesOf } from './errorBody';
import { ErrorCode } from './errorCodes';
import { parseRetryAfter } from './retryAfter';
import type { HttpMethod, RequestInit } from './requestTypes';
import { authEndpoints, type AuthEndpoints } from './endpoints/auth';
import { countryEndpoints, type CountryEndpoints } from './endpoints/countries';
import { gatewayEndpoints, type GatewayEndpoints } from './endpoints/gateways';
import { gatewaySettingsEndpoints, type GatewaySettingsEndpoints } from './endpoints/gatewaySettings';
import { multimediaEndpoints, type MultimediaEndpoints } from './endpoints/multimedia';
import { wiseEndpoints, type WiseEndpoints } from './endpoints/wise';
import { otpAuthorizationEndpoints, type OtpAuthorizationEndpoints } from './endpoints/otpAuthorization';
import { profileEndpoints, type ProfileEndpoints } from './endpoints/profile';
import { ssoEndpoints, type SsoEndpoints } from './endpoints/sso';
import { zotaEndpoints, type ZotaEndpoints } from './endpoints/zota';
import { backupEndpoints, type BackupEndpoints } from './endpoints/backups';
import { alarmEndpoints, type AlarmEndpoints } from './endpoints/alarms';
import { userAccessEndpoints, type UserAccessEndpoints } from './endpoints/userAccess';
import { announcementEndpoints, type AnnouncementEndpoints } from './endpoints/announcements';
import { bulkEndpoints, type BulkEndpoints } from './endpoints/bulk';
import { locationEndpoints, type LocationEndpoints } from './endpoints/location';
import { fleetEndpoints, type FleetEndpoints } from './endpoints/fleet';
import { groupEndpoints, type GroupEndpoints } from './endpoints/groups';
import { statisticsEndpoints, type StatisticsEndpoints } from './endpoints/statistics';
import { historyEndpoints, type HistoryEndpoints } from './endpoints/history';
import { exportTaskEndpoints, type ExportTaskEndpoints } from './endpoints/exportTasks';

export interface RestClientOptions {
  /** e.g. '/api' or 'http://localhost:8080/api'. */
  apiBase: string;
  /** Sent as the header `sessionId` on every call (spec 1 §3). */
  getSessionId?: () => string | null;
  fetch?: typeof fetch;
  /** Called with every failure, after it is typed (toasts, forced logout). */
  onError?: (error: ApiError) => void;
  /** Called as each call starts (spec 1 §8: an error toast shows once until the next request). */
  onRequest?: () => void;
}

/**
 * The cloud REST API. One `request()` does the wire work (session header,
 * errorCode bodies, 881792, Retry-After); the endpoint groups are typed
 * paths over it (docs/contracts.md).
 */
export class RestClient {
  readonly auth: AuthEndpoints;
  readonly profile: ProfileEndpoints;
  readonly countries: CountryEndpoints;
  readonly gateways: GatewayEndpoints;
  /** Gateway settings and /new_gateway: restart, reset, assign, address, KPIs, subscription. */
  readonly gatewaySettings: GatewaySettingsEndpoints;
  readonly multimedia: MultimediaEndpoints;
  readonly wise: WiseEndpoints;
  /** The OTP authorization before sensitive actions. */
  readonly otp: OtpAuthorizationEndpoints;
  /** Single sign-on, brands, OAuth2 linking. */
  readonly sso: SsoEndpoints;
  /** Gateway firmware campaigns (/zota). */
  readonly zota: ZotaEndpoints;
  /** Gateway backups' JSON calls (the zip export and import: rest/backupTransfer.ts). */
  readonly backups: BackupEndpoints;
  /** Alarms and notifications (/alarm). */
  readonly alarms: AlarmEndpoints;
  /** Linked accounts, sessions, connected clients and the personal data export. */
  readonly userAccess: UserAccessEndpoints;
  /** Bulk operations (/bom, admins). */
  readonly bulk: BulkEndpoints;
  /** Admin announcements and their templates (/asm, admins). */
  readonly announcements: AnnouncementEndpoints;
  /** Regions, states, centres and the bulk gateway filter (/location, admins). */
  readonly location: LocationEndpoints;
  /** Admin fleet: replacement and repair, operations, removal, virtual gateways. */
  readonly fleet: FleetEndpoints;
  /** Admin user groups (/crm/group, /crm/groups). */
  readonly groups: GroupEndpoints;
  /** Admin statistics report, analytics and gateway statistics. */
  readonly statistics: StatisticsEndpoints;
  /** Device and gateway history (/node_history) and the cached gateway image (/cache). */
  readonly history: HistoryEndpoints;
  /** Admin export tasks (/privacy/campaign). */
  readonly exportTasks: ExportTaskEndpoints;

  readonly #options: RestClientOptions;
  readonly #fetch: typeof fetch;

  constructor(options: RestClientOptions) {
    this.#options = options;
    // Bound: a bare `fetch` reference called as a method throws "Illegal invocation" in browsers.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const request = this.request.bind(this);
    this.auth = authEndpoints(request);
    this.profile = profileEndpoints(request);
    this.countries = countryEndpoints(request);
    this.gateways = gatewayEndpoints(request);
    this.gatewaySettings = gatewaySettingsEndpoints(request);
    this.multimedia = multimediaEndpoints(request);
    this.wise = wiseEndpoints(request);
    this.otp = otpAuthorizationEndpoints(request);
    this.sso = ssoEndpoints(request);
    this.zota = zotaEndpoints(request);
    this.backups = backupEndpoints(request);
    this.alarms = alarmEndpoints(request);
    this.userAccess = userAccessEndpoints(request);
    this.bulk = bulkEndpoints(request);
    this.announcements = announcementEndpoints(request);
    this.location = locationEndpoints(request);
    this.fleet = fleetEndpoints(request);
    this.groups = groupEndpoints(request);
    this.statistics = statisticsEndpoints(request);
    this.history = historyEndpoints(request);
    this.exportTasks = exportTaskEndpoints(request);
  }

  /**
   * Sends one call and resolves with the parsed JSON body. Rejects with an
   * ApiError for an errorCode body, a non-2xx answer, a non-JSON answer or a
   * network failure. spec 1 §8: code 881792 resolves as a success-like value
   * carrying the code (`{ errorCode: '881792', message }`).
   */
  async request<T>(method: HttpMethod, path: string, init: RequestInit = {}): Promise<T> {
    this.#options.onRequest?.();
    try {
      return await this.#send<T>(method, path, init);
    } catch (error) {
      const typed = error instanceof ApiError ? error : genericApiError(0, describe(error), error);
      this.#options.onError?.(typed);
      throw typed;
    }
  }

  async #send<T>(method: HttpMethod, path: string, init: RequestInit): Promise<T> {
    const response = await this.#fetch(buildUrl(this.#options.apiBase, path, init.query), {
      method,
      // A FormData body (multipart upload) goes as it is; fetch sets its content-type with the boundary.
      headers: { ...init.headers, ...this.#headers(init.body !== undefined && !isFormData(init.body)) },
      body: init.body === undefined ? undefined : isFormData(init.body) ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    const body = readJson(text, response.status);

    const entries = errorEntriesOf(body);
    if (entries) {
      // spec 1 §8: 881792 is success-like, whatever the HTTP status.
      if (entries[0]?.errorCode === ErrorCode.successLike) return entries[0] as T;
      throw new ApiError({
        status: response.status,
        entries,
        retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    if (!response.ok && !init.acceptStatuses?.includes(response.status)) {
      throw new ApiError({
        status: response.status,
        entries: [{ errorCode: ErrorCode.generic, message: `HTTP ${response.status}` }],
        retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    return body as T;
  }

  #headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    const sessionId = this.#options.getSessionId?.();
    if (sessionId) headers.sessionId = sessionId;
    return headers;
  }
}

/** Empty bodies (204, logout) are `undefined`; anything unparsable is 00001. */
function readJson(text: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw genericApiError(status, 'The server answered with something that is not JSON', error);
  }
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'Network request failed';
}
