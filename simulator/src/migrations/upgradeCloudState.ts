import { kindOf } from '../auth/guessThrottle';
import { clientRecords } from '../seed/clients';
import { seedCampaigns } from '../seed/campaigns';
import { ensureContactIds } from '../cloud/userContacts';
import { upgradeExportTasks } from '../cloud/exportTasks';
import type { CloudState } from '../store/cloudState';

/** The collections added after the first data folders were seeded, and how to fill them. */
const ADDED = ['tokens', 'outbox', 'oauthGrants', 'licences', 'addresses', 'onlineOfflineNotices', 'kpiReports', 'firmwareStates'] as const;
/** Alarms and notifications (cloud/alarms). */
const ADDED_FOR_ALARMS = ['alarms', 'alarmTables', 'alarmNotifications', 'mediaDeviceNotices'] as const;
/** The personal data exports (rest/privacy/privacy.ts). */
const ADDED_FOR_USER_ACCESS = ['exportTasks'] as const;

/**
 * Brings a data folder seeded by an older simulator up to the current shape
 * (new collections empty, the seeded clients added), so `--fresh` is not
 * needed after an upgrade. Answers whether anything changed.
 */
export function upgradeCloudState(state: CloudState): boolean {
  let changed = false;
  for (const name of [...ADDED, ...ADDED_FOR_ALARMS, ...ADDED_FOR_USER_ACCESS]) {
    if (!Array.isArray(state[name])) {
      (state as unknown as Record<string, unknown[]>)[name] = [];
      changed = true;
    }
  }
  // Sessions from before ids were split into ref and secret kept the whole id: drop them (their users sign in again).
  const kept = state.sessions.filter((s) => typeof s.secretHash === 'string');
  if (kept.length !== state.sessions.length) {
    state.sessions = kept;
    changed = true;
  }
  // Firmware campaigns came later: a folder without them gets the seed's.
  if (!Array.isArray(state.campaigns)) {
    state.campaigns = seedCampaigns();
    changed = true;
  }
  if (!Array.isArray(state.clients)) {
    state.clients = clientRecords();
    changed = true;
  }
  // Failed logins were once kept under the bare identity: they are account guesses.
  for (const record of state.loginAttempts ?? []) {
    if (kindOf(record.id) === null) {
      record.id = `account:${record.id}`;
      changed = true;
    }
  }
  // Export tasks came with three statuses once (pending, completed, stopped): stopped is canceled now, and the stage times are kept.
  if (upgradeExportTasks(state)) changed = true;
  // Contacts came without ids once (user settings name them): give them theirs.
  for (const user of state.users) if (ensureContactIds(user)) changed = true;
  return changed;
}
