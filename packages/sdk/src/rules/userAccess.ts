import { LINKED_PAGE_SIZES, type ClientType, type ExportStatus, type LinkedPageSize } from '../wire/userAccess';

/** Rules of linked accounts, sessions and the data export (spec 2 §4, §9), shared by the simulator and the portal. */

/** spec 2 §9: a page size of the secondary-account lists, the default 5 for anything else. */
export function linkedPageSize(value: unknown): LinkedPageSize {
  const n = Number(value);
  return (LINKED_PAGE_SIZES as readonly number[]).includes(n) ? (n as LinkedPageSize) : 5;
}

/** One page of a list (1-based page; a page past the end is the last one). */
export function pageOf<T>(items: readonly T[], page: number, limit: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / limit));
  const at = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((at - 1) * limit, at * limit), page: at, pages };
}

/**
 * What a session's client is, from its User-Agent (spec 2 §3 "Logged user":
 * clientType and deviceModel). No agent: an API client.
 */
export function describeClient(userAgent: string | null | undefined): { clientType: ClientType; deviceModel: string } {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return { clientType: 'api', deviceModel: 'Unknown device' };
  const mobile = /Android|iPhone|iPad|Mobile/i.test(agent);
  const os = /Android/i.test(agent)
    ? 'Android'
    : /iPhone|iPad|iOS/i.test(agent)
      ? 'iOS'
      : /Windows/i.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(agent)
          ? 'macOS'
          : /Linux|X11/i.test(agent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /HeadlessChrome|Chrome\/|Chromium\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  if (!browser) return { clientType: 'api', deviceModel: agent.split(/[\s/]/)[0]!.slice(0, 64) || 'Unknown device' };
  return { clientType: mobile ? 'mobile' : 'web', deviceModel: os ? `${browser} on ${os}` : browser };
}

/** spec 2 §4: download is enabled when the export is completed. */
export const canDownloadExport = (task: { taskState: { status: ExportStatus } }): boolean => task.taskState.status === 'completed';
/** A pending or in-progress export may be stopped; a new one may start only when none is pending or in progress. */
export const canStopExport = (task: { taskState: { status: ExportStatus } }): boolean => task.taskState.status === 'pending' || task.taskState.status === 'in_progress';
export const canStartExport = (tasks: readonly { taskState: { status: ExportStatus } }[]): boolean => !tasks.some(canStopExport);
