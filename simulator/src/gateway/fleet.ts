import type { MqttClient } from 'mqtt';
import { parseGatewayTopic, readRequest, topics, type GatewayChannel, type GatewayRequest, type GatewayResponse } from '@homeport/sdk';
import type { Log } from '../log';
import { dispatch } from './dispatch';
import { playLater } from './playReaction';
import { ResponseCode, type CommandOutcome, type GatewayReport } from './commands/outcome';
import type { GatewayEmulator } from './emulator';
import type { GatewayDirectory } from './directory';
import type { EmulatorRegistry } from './emulatorRegistry';
import { SET_ASIDE_MESSAGE } from './gatewayOwners';
import type { GatewayFaultVerdict } from '../faults/faultBook';
import { contained } from '../guard/contained';

/** What the cloud says of one request reaching a gateway (`FleetGate`). */
export interface FleetAdmission {
  /** An offline gateway answers nothing; the caller times out. */
  online: boolean;
  /** Whether the request's sender may change the gateway (spec 1 §6: only admin-support among admins). */
  mayWrite: boolean;
  /** QA's faults standing for it (faults/faultBook.ts), asked once per well-formed request. */
  fault: GatewayFaultVerdict | null;
}

/**
 * Asks the cloud about a request on a gateway's topic: null when the topic
 * names no gateway of the fleet (or the wrong owner), else whether it is
 * online, may be written by the sender, and the faults that apply. `request`
 * is null for a payload that does not parse. In one process the answer is
 * at hand; a fleet worker asks the cloud (workers/fleetWorker.ts), and the
 * answers come back in the order the requests came.
 */
export type FleetGate = (serial: string, owner: string, request: { name: string; sender: string } | null) => FleetAdmission | null | Promise<FleetAdmission | null>;

/** The gate of a fleet in the cloud's own process: its directory over cloud.json and the fault book. */
export function cloudGate(directory: GatewayDirectory, faults?: { gatewayRequest(serial: string, name: string): GatewayFaultVerdict }): FleetGate {
  return (serial, owner, request) => {
    const entry = directory.lookup(serial);
    if (!entry || entry.owner !== owner) return null;
    if (!entry.online || !request) return { online: entry.online, mayWrite: false, fault: null };
    const fault = faults?.gatewayRequest(serial, request.name) ?? null;
    // Looked up only when a write asks (a getter: most requests read); JSON reads it for a fleet worker.
    return {
      online: true,
      get mayWrite() {
        return directory.mayWrite(request.sender, serial);
      },
      fault,
    };
  };
}

export interface FleetOptions {
  client: MqttClient;
  product: string;
  gate: FleetGate;
  emulators: EmulatorRegistry;
  log: Log;
  /** Where a gateway's reports to the cloud go (CommandOutcome.report), after its answer. */
  report?: (serial: string, report: GatewayReport) => Promise<void>;
  /**
   * The subscriptions' prefix and the gateways this fleet keeps: a fleet
   * worker subscribes through its shard's shared group and keeps the
   * requests of its own serials (workers/shards.ts). Default: no prefix, every gateway.
   */
  shard?: { prefix: string; owns(serial: string): boolean };
}

/**
 * All emulated gateways behind one MQTT client (DESIGN.md "Scale"): two
 * wildcard subscriptions, then each request is dispatched to the in-memory
 * emulator of its serial. Offline gateways answer nothing; payloads that do
 * not parse are dropped and logged, never thrown. Answers and events leave
 * through the emulator (its uplink and `emit`), so its rules see the events.
 */
export class Fleet {
  /** Answers a latency fault holds back (real time: they model the network). */
  private readonly delayed = new Set<NodeJS.Timeout>();

  private constructor(private readonly options: FleetOptions) {}

  static async start(options: FleetOptions): Promise<Fleet> {
    const fleet = new Fleet(options);
    options.client.on(
      'message',
      contained(
        options.log,
        (topic) => `fleet: request on ${topic}`,
        (topic: string, payload: Buffer) => fleet.onRequest(topic, payload),
      ),
    );
    const { product } = options;
    const every = { product, owner: '+', serial: '+' };
    const prefix = options.shard?.prefix ?? '';
    await options.client.subscribeAsync([`${prefix}${topics.request(every, 'ohm')}`, `${prefix}${topics.request(every, 'osm')}`], { qos: 0 });
    return fleet;
  }

  private onRequest(topic: string, payload: Buffer): void {
    const { log, gate, shard } = this.options;
    const address = parseGatewayTopic(topic);
    if (!address || address.kind !== 'req' || !address.channel) return;
    // Another worker's gateway: its shard's group has it too.
    if (shard && !shard.owns(address.serial)) return;
    const read = readRequest(payload);
    const admission = gate(address.serial, address.owner, read.ok ? { name: read.request.name, sender: read.request.sender } : null);
    const go = (admitted: FleetAdmission | null) => this.admitted(topic, payload, { ...address, channel: address.channel! }, read, admitted);
    if (!(admission instanceof Promise)) return go(admission);
    admission.then(go).catch((error: unknown) => log(`fleet: request on ${topic} failed: ${String(error)}`));
  }

  private admitted(
    topic: string,
    payload: Buffer,
    address: { owner: string; serial: string; channel: GatewayChannel },
    read: ReturnType<typeof readRequest>,
    admission: FleetAdmission | null,
  ): void {
    const { log, emulators, product } = this.options;
    if (!admission) {
      log(`fleet: dropped request for unknown gateway topic ${topic}`);
      return;
    }
    if (!admission.online) return; // An offline gateway answers nothing; the caller times out.
    const emulator = emulators.get(address.serial);
    if (!emulator) {
      const uid = read.ok ? read.request.uid : read.uid;
      // A gateway whose file was set aside answers its owner at once, saying so (docs/simulator.md "Set aside").
      if (uid !== null && emulators.setAsideOf(address.serial)) {
        const scope = { product, owner: address.owner, serial: address.serial };
        void emulators.way.message(topics.response(scope, address.channel), { uid, code: ResponseCode.wrongState, message: SET_ASIDE_MESSAGE });
        return;
      }
      log(`fleet: no emulator contents for ${address.serial}`);
      return;
    }
    if (!read.ok) {
      log(`fleet: malformed request on ${topic} (${read.message}): ${payload.toString('utf8').slice(0, 200)}`);
      // A readable uid is answered (code 2, what was wrong) so the sender need not wait for its time-out.
      if (read.uid !== null) {
        const scope = { product, owner: address.owner, serial: address.serial };
        void emulator.uplink.message(topics.response(scope, address.channel), { uid: read.uid, code: ResponseCode.badParams, message: read.message });
      }
      return;
    }
    const { request } = read;
    // QA's faults (docs/simulator.md "Faults"): the request lost, answered with an error, or its answer late or lost.
    const fault = admission.fault;
    if (fault?.drop === 'request') {
      log(`fleet: fault dropped ${request.name} to ${address.serial}`);
      return;
    }
    // dispatch() saves any write before returning: the disk is ahead of the answer.
    const outcome = fault?.error ?? dispatch(request, address.channel, emulator, () => admission.mayWrite);
    const { owner, serial, channel } = address;
    const answer = () => this.answer(owner, serial, channel, emulator, request, outcome, fault?.drop === 'response');
    if (!fault?.delayMs) return answer();
    const { epoch } = emulators;
    const timer = setTimeout(() => {
      this.delayed.delete(timer);
      // A reset in between loaded new emulators: the old one's answer is lost.
      if (emulators.epoch !== epoch) return;
      try {
        answer();
      } catch (error) {
        log(`fleet: late answer to ${request.name} from ${serial} failed: ${String(error)}`);
      }
    }, fault.delayMs);
    this.delayed.add(timer);
  }

  private answer(owner: string, serial: string, channel: GatewayChannel, emulator: GatewayEmulator, request: GatewayRequest, outcome: CommandOutcome, dropResponse: boolean): void {
    const { log, emulators, product } = this.options;
    const address = { owner, serial, channel };
    const scope = { product, owner: address.owner, serial: address.serial };
    const response: GatewayResponse = { uid: request.uid, code: outcome.code };
    if (outcome.data !== undefined) response.data = outcome.data;
    if (outcome.message !== undefined) response.message = outcome.message;
    // The response, then the events, through the gateway's one way out (its uplink, then emit): in this order on the wire.
    if (dropResponse) log(`fleet: fault dropped the answer to ${request.name} from ${address.serial}`);
    else void emulator.uplink.message(topics.response(scope, address.channel), response);
    void emulator.emit(outcome.events ?? []);
    if (outcome.report && this.options.report) {
      this.options.report(address.serial, outcome.report).catch((error: unknown) => log(`fleet: report of ${address.serial} failed: ${String(error)}`));
    }
    if (outcome.afterAnswer) {
      try {
        outcome.afterAnswer();
      } catch (error) {
        log(`fleet: ${request.name} on ${address.serial} failed after its answer: ${String(error)}`);
      }
    }
    // Its later steps on the clock; a reset before they come silences them (the registry's epoch).
    playLater(emulator, outcome.later ?? [], () => emulators.epoch);
  }

  async close(): Promise<void> {
    for (const timer of this.delayed) clearTimeout(timer);
    this.delayed.clear();
    await this.options.client.endAsync(true);
  }
}
