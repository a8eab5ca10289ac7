import type { MqttClient } from 'mqtt';
import { parseGatewayTopic, readRequest, topics, type GatewayChannel, type GatewayRequest, type GatewayResponse } from '@homeport/sdk';
import type { ClockTimer, SimClock } from '../clock/simClock';
import type { Log } from '../log';
import { dispatch } from './dispatch';
import { ResponseCode, type CommandOutcome, type GatewayReport } from './commands/types';
import type { GatewayEmulator } from './emulator';
import type { GatewayDirectory } from './directory';
import type { EmulatorRegistry } from './emulatorRegistry';
import type { GatewayFaultVerdict } from '../faults/faultBook';

export interface FleetOptions {
  client: MqttClient;
  product: string;
  directory: GatewayDirectory;
  emulators: EmulatorRegistry;
  log: Log;
  clock: SimClock;
  /** Where a gateway's reports to the cloud go (CommandOutcome.report), after its answer. */
  report?: (serial: string, report: GatewayReport) => Promise<void>;
  /** QA's faults (faults/faultBook.ts): asked once for each request that reaches a gateway. */
  faults?: { gatewayRequest(serial: string, name: string): GatewayFaultVerdict };
}

/**
 * All emulated gateways behind one MQTT client (DESIGN.md "Scale"): two
 * wildcard subscriptions, then each request is dispatched to the in-memory
 * emulator of its serial. Offline gateways answer nothing; payloads that do
 * not parse are dropped and logged, never thrown. Answers and events leave
 * through the emulator (its uplink and `emit`), so its rules see the events.
 */
export class Fleet {
  private readonly timers = new Set<ClockTimer>();
  /** Answers a latency fault holds back (real time: they model the network). */
  private readonly delayed = new Set<NodeJS.Timeout>();

  private constructor(private readonly options: FleetOptions) {}

  static async start(options: FleetOptions): Promise<Fleet> {
    const fleet = new Fleet(options);
    options.client.on('message', (topic, payload) => {
      try {
        fleet.onRequest(topic, payload);
      } catch (error) {
        options.log(`fleet: request on ${topic} failed: ${String(error)}`);
      }
    });
    const { product } = options;
    const every = { product, owner: '+', serial: '+' };
    await options.client.subscribeAsync([topics.request(every, 'ohm'), topics.request(every, 'osm')], { qos: 0 });
    return fleet;
  }

  private onRequest(topic: string, payload: Buffer): void {
    const { log, directory, emulators, product } = this.options;
    const address = parseGatewayTopic(topic);
    if (!address || address.kind !== 'req' || !address.channel) return;
    const entry = directory.lookup(address.serial);
    if (!entry || entry.owner !== address.owner) {
      log(`fleet: dropped request for unknown gateway topic ${topic}`);
      return;
    }
    if (!entry.online) return; // An offline gateway answers nothing; the caller times out.
    const read = readRequest(payload);
    const emulator = emulators.get(address.serial);
    if (!emulator) {
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
    const fault = this.options.faults?.gatewayRequest(address.serial, request.name);
    if (fault?.drop === 'request') {
      log(`fleet: fault dropped ${request.name} to ${address.serial}`);
      return;
    }
    // dispatch() saves any write before returning: the disk is ahead of the answer.
    const outcome = fault?.error ?? dispatch(request, address.channel, emulator, () => directory.mayWrite(request.sender, address.serial));
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
    const { epoch } = emulators;
    for (const reaction of outcome.later ?? []) {
      emulator.pending += 1;
      const timer = this.options.clock.setTimeout(() => {
        this.timers.delete(timer);
        emulator.pending -= 1;
        // A reset in between loaded new emulators: the old one's steps are silent.
        if (emulators.epoch !== epoch) return;
        void emulator.emit(reaction.run());
      }, reaction.afterMs);
      this.timers.add(timer);
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) this.options.clock.clearTimeout(timer);
    this.timers.clear();
    for (const timer of this.delayed) clearTimeout(timer);
    this.delayed.clear();
    await this.options.client.endAsync(true);
  }
}
