import type { GuessThrottle } from './auth/guessThrottle';
import type { OneTimeTokens } from './auth/oneTimeTokens';
import type { Sessions } from './auth/sessions';
import type { ClientRegistry } from './broker/clientRegistry';
import type { SimClock } from './clock/simClock';
import type { BulkService } from './cloud/bulk/bulkService';
import type { GroupStore } from './cloud/groups/groupStore';
import type { AnnouncementService } from './cloud/announcements/announcementService';
import type { StatisticsService } from './cloud/statistics/statisticsService';
import type { HistoryService } from './cloud/history/historyService';
import type { CloudBus } from './cloud/cloudBus';
import type { NetworkImages } from './cloud/netdiag/networkImages';
import type { Outbox } from './cloud/outbox';
import type { AlarmService } from './cloud/alarms/alarmService';
import type { FaultBook } from './faults/faultBook';
import type { ScenarioService } from './scenarios/scenarioService';
import type { GatewayOwners } from './gateway/gatewayOwners';
import type { Log } from './log';
import type { BackupFiles } from './store/backupFiles';
import type { SetAsideFiles } from './store/setAsideFiles';
import type { CloudStore } from './store/cloudStore';
import type { ClockTimer } from './clock/simClock';
import type { FleetFlags } from './cloud/fleetFlagDefaults';

/** The services a running simulator shares between REST, broker and fleet. */
export interface SimContext {
  product: string;
  cloud: CloudStore;
  sessions: Sessions;
  /** Wrong guesses at every guessing door (docs/decisions.md "Guessing doors"). */
  throttle: GuessThrottle;
  tokens: OneTimeTokens;
  outbox: Outbox;
  /** Raised alarms: deliveries and escalation (docs/contracts.md "Alarms and notifications"). */
  alarms: AlarmService;
  /** Where the gateways live: this process's emulators, or fleet workers (gateway/gatewayOwners.ts). */
  emulators: GatewayOwners;
  /** Gateway backups on disk (store/backupFiles.ts). */
  backups: BackupFiles;
  /** What did not load, kept for support (store/setAsideFiles.ts; docs/simulator.md "Set aside"). */
  setAside: SetAsideFiles;
  /** Bulk operations: the durable queue, contents and locations (cloud/bulk/). */
  bulk: BulkService;
  /** Admin user groups, a file per group (cloud/groups/groupStore.ts). */
  groups: GroupStore;
  /** Admin announcements: campaigns on the clock into the outbox, and templates (cloud/announcements/). */
  announcements: AnnouncementService;
  /** Statistics records, analytics, gateway snapshots and saved reports (cloud/statistics/). */
  statistics: StatisticsService;
  /** Device and gateway history: recorded changes and generated back-history (cloud/history/). */
  history: HistoryService;
  /** Network images (snapshots) of each gateway's mesh (cloud/netdiag/networkImages.ts). */
  networkImages: NetworkImages;
  clients: ClientRegistry;
  bus: CloudBus;
  /** Failures QA stood up (/api/__sim/faults); a reset clears them. */
  faults: FaultBook;
  /** QA scenario runs (/api/__sim/scenarios, sim.scenarios; docs/simulator.md "Scenarios"). */
  scenarios: ScenarioService;
  log: Log;
  // Work in flight, kept in memory only: a restart of the simulator loses it (each module says what that means).
  /** Gateways restarting now, by serial: the registry's epoch it restarted in (a reset ends it) and when it is back (gateway/restartGateway.ts). */
  restarts: Map<string, { epoch: number; backAt: number; timer: ClockTimer | null }>;
  /** Replacement operations' next steps on the clock, by operation id (cloud/replacement.ts). */
  replacementTimers: Map<string, ClockTimer>;
  /** Per gateway, the firmware installation's last publishing: the next step waits for it (cloud/firmwareInstallation.ts). */
  firmwareChains: Map<string, Promise<void>>;
  /** The fleet permission flags, the build's until QA sets them (cloud/fleetFlags.ts). */
  fleetFlags: FleetFlags;
  /** Camera-view access tokens by token (rest/multimedia/multimedia.ts). */
  mediaTokens: Map<string, { userId: string; expiresAt: number }>;
  /** Backups being made, by backup id, and restores running, by serial (cloud/backups/backupJobs.ts). */
  backupJobs: { creating: Map<string, ClockTimer>; restoring: Map<string, ClockTimer> };
  /** The simulator clock (docs/simulator.md "The simulator clock"); `now` is its reading. */
  clock: SimClock;
  now: () => number;
  /** Restores the seed: data folder rewritten, emulators reloaded, faults cleared, user MQTT clients disconnected. */
  reset(): void;
  /** Who reaches what has changed: connected clients lose the subscriptions they may no longer make. */
  accessChanged(): void;
}
