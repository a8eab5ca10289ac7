import { fetchDownload } from '../fileDownload';
import type { ClientToken, ExportTask, LinkedPage, LinkedPageSize, LoggedSession, PrivacyOverview } from '../../wire/userAccess';
import { OTP_HEADER } from '../../wire/userAccess';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * Linked accounts (/crm/linked_accounts), sessions (/auth), connected
 * clients (/oauth2_v2/token) and the personal data export (/privacy) of
 * spec 2 §7 (docs/contracts.md "Linked accounts, sessions, clients and data export").
 */
export interface UserAccessEndpoints {
  mySecondaries(userId: string, page: number, limit: LinkedPageSize): Promise<LinkedPage>;
  whereIAmSecondary(userId: string, page: number, limit: LinkedPageSize): Promise<LinkedPage>;
  parentIds(userId: string): Promise<string[]>;
  /** A code goes to the account the e-mail or phone names, if there is one (the answer names no address); the link stays unverified until `verify`. */
  createLink(primUserId: string, secUserId: string): Promise<{ id: string; verified: false }>;
  createSupport(primUserId: string, secUserId: string): Promise<{ id: string; verified: false }>;
  verifyLink(id: string, otp: string): Promise<{ id: string; verified: true }>;
  resendOtp(id: string): Promise<{ id: string }>;
  deleteLink(id: string): Promise<{ deleted: true }>;
  loggedInSessions(): Promise<LoggedSession[]>;
  logoutOne(sessionRef: string): Promise<{ loggedOut: number }>;
  logoutAll(): Promise<{ loggedOut: number }>;
  clientTokens(userId: string): Promise<ClientToken[]>;
  deleteClientToken(userId: string, clientId: string, serialNumber?: string): Promise<{ deleted: number }>;
  privacyOverview(userId: string): Promise<PrivacyOverview>;
  /** Needs a fresh code from POST /auth/otp/authorize/send in the `otp` header. */
  startExport(userId: string, otp: string): Promise<ExportTask>;
  stopExport(id: string, otp: string): Promise<ExportTask>;
}

export function userAccessEndpoints(request: RequestFn): UserAccessEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  const base = '/crm/linked_accounts';
  return {
    mySecondaries: (userId, page, limit) => data(request('GET', `${base}/getMySecondary/${segment(userId)}`, { query: { page, limit } })),
    whereIAmSecondary: (userId, page, limit) => data(request('GET', `${base}/getWhereIAmSecondary/${segment(userId)}`, { query: { page, limit } })),
    parentIds: (userId) => data(request('GET', `${base}/getParentIds/${segment(userId)}`)),
    createLink: (primUserId, secUserId) => data(request('POST', `${base}/create`, { body: { primUserId, secUserId } })),
    createSupport: (primUserId, secUserId) => data(request('POST', `${base}/support`, { body: { primUserId, secUserId } })),
    verifyLink: (id, otp) => data(request('POST', `${base}/verify`, { body: { id, otp } })),
    resendOtp: (id) => data(request('POST', `${base}/resendOTP/${segment(id)}`, { body: {} })),
    deleteLink: (id) => data(request('POST', `${base}/delete`, { body: { id } })),
    loggedInSessions: () => data(request('POST', '/auth/getLoggedInUsers', { body: {} })),
    logoutOne: (sessionRef) => data(request('POST', '/auth/logoutOne', { body: { sessionRef } })),
    logoutAll: () => data(request('POST', '/auth/logoutAll', { body: {} })),
    clientTokens: (userId) => data(request('GET', `/oauth2_v2/token/getTokens/${segment(userId)}`)),
    deleteClientToken: (user, clientId, serial) =>
      data(request('DELETE', '/oauth2_v2/token/deleteToken', { body: serial ? { user, clientId, serial_number: serial } : { user, clientId } })),
    privacyOverview: (userId) => data(request('GET', `/privacy/user/${segment(userId)}`)),
    startExport: (userId, otp) => data(request('POST', '/privacy/export/start', { body: { userId }, headers: { [OTP_HEADER]: otp } })),
    stopExport: (id, otp) => data(request('POST', '/privacy/export/stop', { body: { id }, headers: { [OTP_HEADER]: otp } })),
  };
}

/** GET /privacy/export/download/{id}: the file's URL (the browser downloads it with the session header through fetch). */
export const exportDownloadPath = (id: string): string => `/privacy/export/download/${segment(id)}`;

/** Downloads a completed export: the JSON file and the name its content-disposition gives. `path`: another download route of the same file (an admin's, exportTaskDownloadPath). */
export async function downloadExport(auth: {
  apiBase: string;
  sessionId: string | null;
  id: string;
  path?: string;
  fetch?: typeof fetch;
}): Promise<{ fileName: string; blob: Blob }> {
  const { response, fileName } = await fetchDownload(auth, auth.path ?? exportDownloadPath(auth.id), { accept: 'application/json' });
  return { fileName: fileName ?? `personal-data-${auth.id}.json`, blob: await response.blob() };
}
