import { createServer } from 'node:http';
import { isIPv6 } from 'node:net';
import { join } from 'node:path';
import { resumeExports } from './cloud/exportTasks';
import { resetFleetFlags } from './cloud/fleetFlags';
import { defaultFleetFlags } from './cloud/fleetFlagDefaults';
import { resumeOperations } from './cloud/replacement';
import { defaultCustomerConfig } from '@homeport/sdk';
import { GuessThrottle } from './auth/guessThrottle';
import { OneTimeTokens } from './auth/oneTimeTokens';
import { DEFAULT_SESSION_LIMITS, Sessions } from './auth/sessions';
import { ClientRegistry } from './broker/clientRegistry';
import { createMayKeepSubscription } from './broker/acl';
import { createBroker } from './broker/createBroker';
import { clientLimitOf } from './broker/rateLimit';
import { dropRevokedSubscriptions } from './broker/dropRevokedSubscriptions';
import { Bridge } from './broker/bridge';
import { parseExternalBroker } from './broker/externalBroker';
import { createInternalCredentials } from './broker/internalCredentials';
import { startSessionSweep } from './broker/sessionSweep';
import { listenTcp } from './broker/tcpListener';
import { TopicRules } from './broker/topicRules';
import { attachMqttWebSocket, MQTT_WS_PATH } from './broker/wsUpgrade';
import { CloudBus } from './cloud/cloudBus';
import { applyGatewayReport } from './cloud/gatewayReports';
import { resumeInstallations } from './cloud/firmwareInstallation';
import { connectExternalClient, connectInternalClient } from './cloud/internalClient';
import { BULK_ANSWER_TIMEOUT_MS, BulkService } from './cloud/bulk/bulkService';
import { GroupStore } from './cloud/groups/groupStore';
import { AnnouncementService } from './cloud/announcements/announcementService';
import { StatisticsService } from './cloud/statistics/statisticsService';
import { HistoryService, recordingUplink } from './cloud/history/historyService';
import { AutoSnapshots } from './cloud/netdiag/autoSnapshots';
import { NetworkImages } from './cloud/netdiag/networkImages';
import { GatewayCommander } from './cloud/bulk/gatewayCommander';
import { Outbox } from './cloud/outbox';
import { AlarmService } from './cloud/alarms/alarmService';
import { endSessions, expiredNotices } from './cloud/userNotices';
import type { SimContext } from './context';
import { cloudDirectory } from './gateway/directory';
import { EmulatorRegistry } from './gateway/emulatorRegistry';
import { readFactorySecrets } from './gateway/ops/cloudReads';
import { gatewayUplink } from './cloud/gatewayUplink';
import { RuleTimerIndex } from './store/ruleTimerIndex';
import { SetAsideFiles } from './store/setAsideFiles';
import { setAsideTold } from './cloud/setAside';
import { FaultBook } from './faults/faultBook';
import { EventTap } from './scenarios/eventTap';
import { ScenarioService } from './scenarios/scenarioService';
import { ownerSegment } from './cloud/ownerSegment';
import { dropClientsOn } from './faults/dropClients';
import { cloudGate, Fleet } from './gateway/fleet';
import type { GatewayOwners } from './gateway/gatewayOwners';
import type { GatewayReport } from './gateway/commands/outcome';
import { WorkerFleet } from './workers/workerFleet';
import { resumeRestarts } from './gateway/restartGateway';
import { resumeWifi } from './gateway/wifiConnect';
import { createApp } from './http/app';
import { resolveControlToken } from './http/controlToken';
import { SimClock } from './clock/simClock';
import { closeServer, listen } from './http/listenHttp';
import { createLog } from './log';
import { DEFAULTS, type Simulator, type SimulatorOptions } from './options';
import { buildSeed } from './seed/buildSeed';
import { CloudStore } from './store/cloudStore';
import { upgradeCloudState } from './migrations/upgradeCloudState';
import { deriveGatewayContents, statisticsDerive } from './seed/derivedGateway';
import { FactorySecretsLog } from './store/factorySecretsLog';
import { cloudPartsDir } from './store/cloudParts';
import { BackupFiles } from './store/backupFiles';
import { dataPaths, isSeeded, writeSeed } from './store/dataDir';
import { GatewayFiles } from './store/gatewayFiles';
import { keptFactorySecrets } from './store/keptFactorySecrets';
import { removeStaleTempFiles } from './store/staleTempFiles';
import { gatewayBySerial, hasGateway } from './store/cloudIndex';

/** Where this process reaches its own broker: a wildcard address is reached on the loopback. */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return isIPv6(host) ? `[${host}]` : host;
}

/**
 * The host name in the URLs we hand out: `localhost` where it reaches the
 * server (the loopback, or every address), as users expect to type it;
 * Node's and Chromium's clients try each address localhost resolves to, so
 * a machine that lists ::1 first still reaches 127.0.0.1. Else the address itself.
 */
function urlHostOf(host: string): string {
  if (['127.0.0.1', '0.0.0.0', '::', '', 'localhost'].includes(host)) return 'localhost';
  return isIPv6(host) ? `[${host}]` : host;
}

/**
 * Starts the whole simulator in this process (DESIGN.md "Simulator"): the
 * data folder, the aedes broker on TCP and at /mqtt, the fleet of emulators
 * and the cloud's event publisher (both ordinary MQTT clients), and the
 * Express app with REST, json-server and the SPA.
 */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const log = createLog(options);
  const clock = options.clock ?? new SimClock({ rate: options.clockRate ?? 1, onError: (error) => log(`clock: a timer failed: ${String(error)}`) });
  const now = clock.now;
  const product = options.product ?? defaultCustomerConfig.product;
  const seedOptions = { seed: options.seed ?? DEFAULTS.seed, gateways: options.gateways ?? DEFAULTS.gateways };

  const paths = dataPaths(options.dataDir);
  // First: a bad --control-token or --broker stops the start before anything is written.
  const controlToken = options.control === false ? null : resolveControlToken(paths.controlTokenFile, options.controlToken);
  const clientLimit = clientLimitOf(options);
  const external = options.broker === undefined ? null : parseExternalBroker(options.broker);
  // An unreachable external broker fails the start before anything listens (docs/simulator.md "External broker").
  const firstExternal = external ? await connectExternalClient(external, 'cloud', log) : null;
  const stale = removeStaleTempFiles([paths.dir, paths.gatewaysDir, cloudPartsDir(paths.cloudFile), paths.groupsDir, join(paths.announcementsDir, 'templates')]);
  if (stale.length > 0) log(`removed ${stale.length} temp files left by a killed process: ${stale.join(', ')}`);
  const seeding = options.fresh || !isSeeded(paths);
  if (seeding) {
    writeSeed(paths, buildSeed(seedOptions));
    log(`seeded ${paths.dir} (seed ${seedOptions.seed}, ${seedOptions.gateways} gateways)`);
  }
  const cloud = new CloudStore(paths.cloudFile, upgradeCloudState);
  const files = new GatewayFiles(paths.gatewaysDir);
  const sessions = new Sessions(cloud, { idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_LIMITS.idleMs, maxMs: options.sessionMaxMs ?? DEFAULT_SESSION_LIMITS.maxMs }, now);
  const clients = new ClientRegistry();
  const internal = createInternalCredentials();
  const rules = new TopicRules(cloud, product);
  const broker = createBroker({ sessions, registry: clients, internal, rules, log, clientLimit });
  const mayKeep = createMayKeepSubscription({ sessions, rules });
  // DESIGN.md "Access control": this machine only, unless told otherwise.
  const host = options.host ?? DEFAULTS.host;
  const faults = new FaultBook();
  const tcp = await listenTcp(broker, options.mqttPort ?? DEFAULTS.mqttPort, host, log, () => faults.refuses('tcp'));

  const internalUrl = `mqtt://${loopbackOf(host)}:${tcp.port}`;
  /**
   * Where the fleet and the cloud's own clients connect: the embedded aedes,
   * or the external broker, then joined to aedes (the edge users connect to)
   * by the bridge (broker/bridge.ts).
   */
  const connectCloudSide = (role: string) => (external ? connectExternalClient(external, role, log) : connectInternalClient(internalUrl, internal, role));
  const bridge = external
    ? await Bridge.start({
        edge: await connectInternalClient(internalUrl, internal, 'bridge'),
        external: await connectExternalClient(external, 'bridge', log),
        product,
        log,
      })
    : null;
  if (external) log(`external broker ${external.display}: the fleet and the cloud connect there, bridged to this edge broker`);
  const bus = new CloudBus(firstExternal ?? (await connectInternalClient(internalUrl, internal, 'cloud')), now);
  const outbox = new Outbox(cloud, now);
  const ruleTimers = new RuleTimerIndex(paths.ruleTimersFile);
  // What does not load (a gateway file, a time trigger, a backup record) is set aside, never stopping the start (docs/simulator.md "Set aside").
  const setAside = new SetAsideFiles(paths.setAsideDir);
  const setAsideDeps = { cloud, bus, product, log };
  const aside = { files: setAside, told: setAsideTold(setAsideDeps) };
  const alarms = new AlarmService({ cloud, outbox, bus, clock, product, log });
  // Device and gateway history (docs/simulator.md "History"): what the gateways say is recorded on its way out; wiped with a reseed.
  const history = new HistoryService({ dir: paths.historyDir, cloud, clock, wipe: seeding });
  // Generated gateways are derived from the seed when first loaded (their sticker kept in a small log); a file only once they change.
  const secretsLog = new FactorySecretsLog(join(paths.gatewaysDir, 'factory-secrets.log'));
  if (seeding) secretsLog.clear();
  const derive = (serial: string) => {
    const record = gatewayBySerial(cloud.state, serial);
    return record ? deriveGatewayContents(cloud.state.meta, record, (s) => secretsLog.secretsOf(s)) : null;
  };
  const cloudUplink = recordingUplink(gatewayUplink({ product, cloud, bus, outbox, log, alarms }), history);
  // Called only after start, once ctx exists.
  const report = (serial: string, gatewayReport: GatewayReport) => applyGatewayReport(ctx, serial, gatewayReport);
  const gate = cloudGate(cloudDirectory(cloud), faults);
  const workerCount = options.fleetWorkers ?? 0;
  if (workerCount > 0 && !external) throw new Error('fleet workers need an external broker (--broker)');
  let emulators: GatewayOwners;
  let fleet: { close(): Promise<void> };
  if (workerCount > 0 && external) {
    // docs/simulator.md "Fleet workers": the gateways in worker processes, each owning a shard.
    const workers = await WorkerFleet.start({
      count: workerCount,
      broker: options.broker ?? external.url,
      client: await connectCloudSide('fleet-workers'),
      product,
      dataDir: paths.dir,
      cloud,
      clock,
      gate,
      uplink: cloudUplink,
      report,
      timed: ruleTimers,
      loadedGateways: options.loadedGateways,
      log,
      setAside: aside.told,
    });
    emulators = workers;
    fleet = workers;
  } else {
    const registry = new EmulatorRegistry(files, clock, cloudUplink, ruleTimers, derive, options.loadedGateways, aside);
    emulators = registry;
    fleet = await Fleet.start({ client: await connectCloudSide('fleet'), product, gate, emulators: registry, log, report });
  }
  // Bulk operations (docs/simulator.md "Bulk operations"): their own MQTT client commands the gateways as a client does.
  const bulk = new BulkService({
    dir: paths.bulkDir,
    cloud,
    bus,
    clock,
    product,
    log,
    commander: await GatewayCommander.start(await connectCloudSide('bulk'), product, clock, BULK_ANSWER_TIMEOUT_MS, log),
    concurrency: options.bulkConcurrency,
    paused: options.bulkPaused,
    wipe: seeding,
  });
  // Admin user groups (docs/simulator.md "Groups"): seeded with the folder, or at the first start of an older folder.
  const groupsNew = !GroupStore.exists(paths.groupsDir);
  const groups = new GroupStore(paths.groupsDir);
  if (seeding || groupsNew) groups.seed(cloud.state.users, now());
  // Admin announcements (docs/simulator.md "Announcements"): templates seeded with the folder, campaigns on the clock.
  const announcements = new AnnouncementService({ dir: paths.announcementsDir, cloud, outbox, bus, clock, groups, product, log, wipe: seeding });
  // Admin statistics (docs/simulator.md "Statistics"): append-only logs, wiped with a reseed.
  const statistics = new StatisticsService({
    dir: paths.statisticsDir,
    gatewaysDir: paths.gatewaysDir,
    derive: statisticsDerive(cloud),
    cloud,
    clock,
    bus,
    product,
    log,
    wipe: seeding,
  });
  // Network images of each gateway's mesh (docs/simulator.md "Network diagnostics"): append-only logs, wiped with a reseed.
  const networkImages = new NetworkImages(join(paths.dir, 'netdiag'), { wipe: seeding });
  // Gateways whose rules have time triggers are loaded now, so the triggers are armed.
  const timed = emulators.loadTimed();
  if (timed > 0) log(`rules: ${timed} gateways with time triggers loaded`);
  // Escalations waiting when the simulator stopped go on (cloud/alarms/alarmService.ts).
  const escalations = alarms.resume();
  if (escalations > 0) log(`alarms: ${escalations} escalations resumed`);

  // QA scenarios (docs/simulator.md "Scenarios"): their ear on the broker is an internal client of their own.
  const scenarios = new ScenarioService({
    clock,
    tap: await EventTap.start(await connectCloudSide('scenarios'), product, log),
    product,
    log,
    settled: () => emulators.settled(),
    commandTarget(serial) {
      const gateway = gatewayBySerial(cloud.state, serial);
      if (!gateway) return `No gateway ${serial}`;
      if (gateway.userId === null) return `${serial} has no owner to send the command as`;
      return { owner: ownerSegment(gateway), sender: gateway.userId };
    },
  });

  const ctx: SimContext = {
    product,
    cloud,
    sessions,
    throttle: new GuessThrottle(cloud, now),
    tokens: new OneTimeTokens(cloud, now),
    outbox,
    alarms,
    emulators,
    backups: new BackupFiles(paths.backupsDir, { files: setAside, now, log }),
    setAside,
    bulk,
    groups,
    announcements,
    statistics,
    history,
    networkImages,
    clients,
    bus,
    faults,
    scenarios,
    log,
    restarts: new Map(),
    replacementTimers: new Map(),
    firmwareChains: new Map(),
    fleetFlags: defaultFleetFlags(),
    mediaTokens: new Map(),
    backupJobs: { creating: new Map(), restoring: new Map() },
    clock,
    now,
    reset() {
      // The seed the folder was made from, whatever this start's options say.
      const { seed, gateways } = cloud.state.meta ?? seedOptions;
      // Stickers of touched gateways with files of their own go to the log, so they stay when the files go.
      for (const [serial, secrets] of files.factorySecrets()) secretsLog.keep(serial, secrets);
      writeSeed(paths, buildSeed({ seed, gateways }, keptFactorySecrets(files)), (state) => cloud.replace(state));
      emulators.unloadAll();
      // What the old emulators had waiting (interviews, upgrades, rule delays) goes with them,
      // and a clock QA paused or sped up runs again at the start's rate.
      clock.clear();
      if (!options.clock) clock.setRate(options.clockRate ?? 1);
      // Then the seed's time triggers are armed again.
      ruleTimers.reload();
      emulators.loadTimed();
      alarms.resume();
      faults.clear();
      bulk.reset();
      groups.seed(cloud.state.users, now());
      announcements.reset();
      resetFleetFlags(ctx);
      statistics.reset();
      history.reset();
      networkImages.reset();
      const disconnected = clients.disconnectAll();
      log(`reset to seed ${seed} (${gateways} gateways); ${disconnected} MQTT clients disconnected`);
    },
    accessChanged() {
      const dropped = dropRevokedSubscriptions(clients.clients(), mayKeep);
      if (dropped > 0) log(`mqtt: ${dropped} subscriptions dropped after an access change`);
    },
  };

  // Automatic network images: daily at 03:00 gateway time and on mesh changes, caught up on reads and events (no timer).
  AutoSnapshots.watch(ctx);

  // A firmware installation the last run left in progress goes on from its stored history.
  const resumed = resumeInstallations(ctx);
  if (resumed > 0) log(`firmware: ${resumed} installations resumed`);
  // What a stopped simulator left in progress on the gateways (a restart, a Wi-Fi join) carries on from the stored state.
  const restarts = resumeRestarts(ctx);
  const joins = resumeWifi(ctx);
  if (restarts + joins > 0) log(`resumed ${restarts} gateway restarts and ${joins} Wi-Fi joins`);
  // The bulk queue goes on where it stopped (cloud/bulk/bulkQueue.ts: the resume guarantee).
  const bulkResumed = bulk.resume();
  if (bulkResumed > 0) log(`bulk: ${bulkResumed} tasks resumed`);
  // Announcement deliveries and schedules go on (cloud/announcements/announcementService.ts: the resume guarantee).
  const announced = announcements.resume();
  if (announced.tasks + announced.schedules > 0) log(`announcements: ${announced.tasks} tasks and ${announced.schedules} schedules resumed`);
  // Personal data exports left pending complete on the clock (cloud/exportTasks.ts).
  const exports = resumeExports(ctx);
  if (exports > 0) log(`privacy: ${exports} pending exports resumed`);
  // Replacement operations left running go on with the task that was running (cloud/replacement.ts).
  const operations = resumeOperations(ctx);
  if (operations > 0) log(`replacement: ${operations} operations resumed`);
  // A statistics request left running is run when its time comes; the daily snapshot round is armed.
  const statisticsResumed = statistics.resume();
  if (statisticsResumed > 0) log(`statistics: ${statisticsResumed} requests resumed`);

  // spec 1 §4.1: a session that expires while connected is told so (client_expire_session).
  const sweep = startSessionSweep(
    sessions,
    clients,
    (expired) => {
      endSessions(ctx, expired, 'expired', expiredNotices(expired), 'sessions').catch((error: unknown) => log(`sessions: expiry notice failed: ${String(error)}`));
    },
    options.sessionSweepMs,
  );

  const server = createServer(
    createApp(ctx, {
      serveDir: options.serveDir,
      trustProxy: options.trustProxy ?? false,
      control: controlToken === null ? null : { token: controlToken, dbWritable: options.dbWritable ?? false },
    }),
  );
  // An idle connection is kept 65 s, longer than clients keep one (Node's fetch 4 s unless told, browsers
  // 60 s and more), as servers behind a load balancer are set: a client never sends on a connection the
  // server is closing that moment, which Node's fetch reports as "other side closed". close() ends idle ones.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const ws = attachMqttWebSocket(server, broker, log, () => faults.refuses('ws'));
  faults.onAdded((fault) => {
    if (fault.kind === 'broker') {
      // Every user client on both transports. A restart closes the TCP listener (the simulator's own clients
      // stay connected) and the WebSocket upgrade answers 503 while it stands (faultBook.refuses).
      if (fault.action === 'restart') tcp.pause();
      const dropped = clients.disconnectAll();
      log(`fault ${fault.id}: broker ${fault.action}, ${dropped} MQTT clients dropped${fault.action === 'restart' ? `, down for ${fault.downMs} ms` : ''}`);
      return;
    }
    if (fault.kind !== 'mqtt-refuse' || !fault.disconnect) return;
    const dropped = dropClientsOn(clients.clients(), fault);
    log(`fault ${fault.id}: ${dropped} MQTT clients dropped`);
  });
  faults.onRemoved((fault) => {
    if (fault.kind !== 'broker' || faults.list().some((f) => f.kind === 'broker')) return;
    tcp.resume().then(
      (resumed) => resumed && log(`fault ${fault.id}: broker listening again`),
      (error: unknown) => log(`fault ${fault.id}: the TCP listener could not listen again: ${String(error)}`),
    );
  });
  const port = await listen(server, options.port ?? DEFAULTS.port, host);

  const urlHost = urlHostOf(host);
  scenarios.bind(`http://${loopbackOf(host)}:${port}`, controlToken);
  let closing: Promise<void> | null = null;
  return {
    port,
    mqttPort: tcp.port,
    httpUrl: `http://${urlHost}:${port}`,
    mqttTcpUrl: `mqtt://${urlHost}:${tcp.port}`,
    wsUrl: `ws://${urlHost}:${port}${MQTT_WS_PATH}`,
    externalBroker: external?.display ?? null,
    controlToken,
    clock,
    scenarios: { run: (scenario, onProgress) => scenarios.run(scenario, onProgress) },
    async factorySecrets(serial) {
      return hasGateway(ctx.cloud.state, serial) ? emulators.runIfThere(serial, readFactorySecrets, undefined) : null;
    },
    close() {
      closing ??= (async () => {
        sweep.stop();
        if (!options.clock) clock.close();
        clients.disconnectAll();
        // What the gateways wait for (rule delays, time triggers) goes, also from a clock the caller owns.
        emulators.unloadAll();
        alarms.dispose();
        await bulk.close();
        await announcements.close();
        await statistics.close();
        await fleet.close();
        await scenarios.close();
        await bus.close();
        await bridge?.close();
        ws.close();
        await closeServer(server);
        await tcp.close();
        // After the listener: a broker restart's end must not listen again on a closing simulator.
        faults.clear();
        await new Promise<void>((resolve) => broker.close(() => resolve()));
      })();
      return closing;
    },
  };
}
