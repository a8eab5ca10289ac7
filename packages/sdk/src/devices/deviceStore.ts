import * as v from 'valibot';
import type { GatewayEvent } from '../model/messages';
import type { RequestOptions } from '../link/gatewayLink';
import { PropertyAnswerSchema, type Device, type PropertyValue } from '../wire/deviceEvents';
import { EchoGuard } from './echoGuard';
import { ListenerSets } from './listenerSets';
import { parseDeviceEvent } from './parseDeviceEvent';
import { parseDeviceList } from './parseDeviceList';
import { propertyKey } from './propertyKey';
import { sameDefinition } from './sameDefinition';

/** What the store needs of a gateway: a GatewayHandle without its store. */
export interface DeviceSource {
  request<D = unknown>(name: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<D>;
  onEvent(listener: (event: GatewayEvent) => void): () => void;
  /** Called when the link is connected again after an outage (its events were lost). */
  onReconnected(listener: () => void): () => void;
}

export type DeviceListState = 'idle' | 'loading' | 'ready' | 'error';

/** The device list as a snapshot: a new object only when the state or the ids change. */
export interface DeviceListSnapshot {
  readonly state: DeviceListState;
  /** The devices in the gateway's order; each one is read with getDevice(id). */
  readonly ids: readonly number[];
  /** Why the first read failed (state 'error'). A failed reload keeps the list it has. */
  readonly error: Error | null;
}

/** One property as a snapshot: a new object only when one of its fields changes. */
export interface PropertySnapshot {
  /** The confirmed value; undefined until known. */
  readonly value: PropertyValue | undefined;
  /** A set is in flight. */
  readonly pending: boolean;
  /** The last set's refusal or the read's failure; cleared by the next set. */
  readonly error: Error | null;
}

/** A set the gateway refused (GatewayRequestError), did not answer (GatewayTimeoutError), or that could not be sent. */
export interface SetFailure {
  deviceId: number;
  service: string;
  property: string;
  value: PropertyValue;
  error: Error;
}

export interface DeviceStoreOptions {
  /** How long the store keeps watching after its last subscriber left (a route change re-subscribes at once). */
  lingerMs?: number;
  /** Where dropped payloads are reported; console.warn by default. */
  warn?: (message: string) => void;
  now?: () => number;
}

/** spec 2 §4: a device-added event is followed by a read of the list this much later (the gateway finishes the interview meanwhile). */
export const DEVICE_ADDED_REREAD_MS = 500;

/** A route change unmounts one page's widgets before the next page's subscribe: keep watching meanwhile. */
export const DEVICE_STORE_LINGER_MS = 5000;

const EMPTY_LIST: DeviceListSnapshot = Object.freeze({ state: 'idle', ids: Object.freeze([]), error: null });

/**
 * The one owner of one gateway's device state (DESIGN.md "State: one owner
 * for each kind"): the device list, live property values and statuses from
 * the gateway's events, the request/confirm cycle of a set, and echo
 * suppression. Framework-free; React reads it with useSyncExternalStore,
 * so every getter returns the same object until that thing changes.
 *
 * Values come from the device list (it carries them); a property the list
 * lacks is read once with get_service_property_value. The gateway is
 * watched while anyone subscribes; the list is read again after the link
 * reconnects and when the gateway comes back online, because the events of
 * an outage are lost.
 */
export class DeviceStore {
  readonly #source: DeviceSource;
  readonly #lingerMs: number;
  readonly #warn: (message: string) => void;
  readonly #echo: EchoGuard;

  #list: DeviceListSnapshot = EMPTY_LIST;
  #loading: Promise<void> | null = null;
  readonly #devices = new Map<number, Device>();
  readonly #cells = new Map<string, PropertySnapshot>();
  /** Sequence of the last event or confirmation per property, so an older list read does not overwrite it. */
  readonly #changedAt = new Map<string, number>();
  #seq = 0;
  readonly #pendingSets = new Map<string, number>();
  /** Properties the list lacks that were read (or are being read) one by one. */
  readonly #readRequested = new Set<string>();

  readonly #listListeners = new Set<() => void>();
  readonly #setFailedListeners = new Set<(failure: SetFailure) => void>();
  readonly #deviceListeners = new ListenerSets<number>();
  readonly #propertyListeners = new ListenerSets<string>();
  #subscribers = 0;
  #unwatch: (() => void) | null = null;
  #lingerTimer: ReturnType<typeof setTimeout> | undefined;
  #addedTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set when watching stopped: what the store holds may have missed events. */
  #stale = false;

  constructor(source: DeviceSource, options: DeviceStoreOptions = {}) {
    this.#source = source;
    this.#lingerMs = options.lingerMs ?? DEVICE_STORE_LINGER_MS;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#echo = new EchoGuard(options.now);
  }

  // --- snapshots -----------------------------------------------------------

  getList(): DeviceListSnapshot {
    return this.#list;
  }

  /**
   * The device as the list described it, with its live status. Its property
   * values are those of the last list read: read live values with getProperty.
   */
  getDevice(deviceId: number): Device | undefined {
    return this.#devices.get(deviceId);
  }

  /** Every device of the list, in its order. */
  devices(): Device[] {
    return this.#list.ids.flatMap((id) => this.#devices.get(id) ?? []);
  }

  getProperty(deviceId: number, service: string, property: string): PropertySnapshot {
    const key = propertyKey(deviceId, service, property);
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = { value: this.#listValue(deviceId, service, property), pending: false, error: null };
      this.#cells.set(key, cell);
    }
    return cell;
  }

  // --- subscriptions -------------------------------------------------------

  /** The list's state and ids. Starts the first read. */
  subscribeList(listener: () => void): () => void {
    this.#listListeners.add(listener);
    const release = this.#retain();
    return () => {
      this.#listListeners.delete(listener);
      release();
    };
  }

  /** One device's status and definition. Starts the first list read. */
  subscribeDevice(deviceId: number, listener: () => void): () => void {
    const off = this.#deviceListeners.add(deviceId, listener);
    const release = this.#retain();
    return () => {
      off();
      release();
    };
  }

  /** One property's value, pending and error. Starts the list read, or the one read the property needs. */
  subscribe(deviceId: number, service: string, property: string, listener: () => void): () => void {
    const key = propertyKey(deviceId, service, property);
    const off = this.#propertyListeners.add(key, listener);
    const release = this.#retain();
    if (this.#list.state !== 'loading' && this.#list.state !== 'idle') this.#readMissing();
    return () => {
      off();
      release();
    };
  }

  // --- commands ------------------------------------------------------------

  /**
   * Reads the list if it was never read or its read failed; resolves when it
   * settles. The gateway is watched meanwhile and for the linger time after,
   * so a page that subscribes next finds the list current.
   */
  load(): Promise<void> {
    if (this.#list.state === 'ready') return Promise.resolve();
    const release = this.#retain();
    return this.reload().finally(release);
  }

  /** Told of each refused or failed set, e.g. to show one message for any widget (returns unsubscribe). */
  onSetFailed(listener: (failure: SetFailure) => void): () => void {
    this.#setFailedListeners.add(listener);
    return () => this.#setFailedListeners.delete(listener);
  }

  /** Reads the list again (one read at a time). A failed reload keeps the list already shown. */
  reload(): Promise<void> {
    this.#loading ??= this.#readList().finally(() => {
      this.#loading = null;
      this.#readMissing();
    });
    return this.#loading;
  }

  /**
   * Sends set_service_property_value; the property is pending meanwhile.
   * Resolves with the value the gateway confirmed (the store shows it),
   * rejects with the refusal (the store keeps the last confirmed value).
   */
  async set(deviceId: number, service: string, property: string, value: PropertyValue): Promise<PropertyValue> {
    const key = propertyKey(deviceId, service, property);
    this.#pendingSets.set(key, (this.#pendingSets.get(key) ?? 0) + 1);
    this.#patch(key, deviceId, service, property, { pending: true, error: null });
    try {
      const answer = await this.#source.request('set_service_property_value', { device: deviceId, service, property, value });
      const parsed = v.safeParse(PropertyAnswerSchema, answer);
      const confirmed = parsed.success ? parsed.output.value : value;
      this.#changedAt.set(key, ++this.#seq);
      this.#settle(key, deviceId, service, property, { value: confirmed, error: null });
      return confirmed;
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      this.#settle(key, deviceId, service, property, { error });
      for (const listener of [...this.#setFailedListeners]) listener({ deviceId, service, property, value, error });
      throw error;
    }
  }

  /** spec 2 §4: call on each slider movement; this property's events are ignored for 1.1 s. */
  suppressEcho(deviceId: number, service: string, property: string): void {
    this.#echo.quiet(propertyKey(deviceId, service, property));
  }

  /** A value known elsewhere (e.g. given by the page), taken only while the store knows none. */
  offer(deviceId: number, service: string, property: string, value: PropertyValue): void {
    const key = propertyKey(deviceId, service, property);
    if (this.getProperty(deviceId, service, property).value !== undefined) return;
    this.#readRequested.add(key);
    this.#patch(key, deviceId, service, property, { value });
  }

  // --- watching ------------------------------------------------------------

  #retain(): () => void {
    this.#subscribers++;
    clearTimeout(this.#lingerTimer);
    if (!this.#unwatch) this.#watch();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.#subscribers > 0) return;
      this.#lingerTimer = setTimeout(() => this.#stopWatching(), this.#lingerMs);
      // Node keeps a process alive for a pending timer; a lingering watch is no reason to.
      (this.#lingerTimer as { unref?: () => void }).unref?.();
    };
  }

  #watch(): void {
    const offEvent = this.#source.onEvent((event) => this.#onEvent(event));
    const offReconnect = this.#source.onReconnected(() => void this.reload());
    this.#unwatch = () => {
      offEvent();
      offReconnect();
    };
    if (this.#list.state === 'idle' || this.#list.state === 'error' || this.#stale) void this.reload();
    this.#stale = false;
  }

  #stopWatching(): void {
    if (this.#subscribers > 0 || !this.#unwatch) return;
    clearTimeout(this.#addedTimer);
    this.#addedTimer = undefined;
    this.#unwatch();
    this.#unwatch = null;
    this.#stale = true;
  }

  #onEvent(event: GatewayEvent): void {
    const parsed = parseDeviceEvent(event);
    switch (parsed.kind) {
      case 'property': {
        const { device_id, service_name, property_name, property_value } = parsed.change;
        const key = propertyKey(device_id, service_name, property_name);
        if (this.#echo.isQuiet(key)) return;
        this.#changedAt.set(key, ++this.#seq);
        this.#patch(key, device_id, service_name, property_name, { value: property_value });
        return;
      }
      case 'status': {
        const device = this.#devices.get(parsed.change.device_id);
        if (!device || device.status === parsed.change.device_status) return;
        this.#devices.set(device.id, { ...device, status: parsed.change.device_status });
        this.#deviceListeners.notify(device.id);
        return;
      }
      case 'added':
        // Several joins within the wait give one read.
        if (this.#addedTimer === undefined)
          this.#addedTimer = setTimeout(() => {
            this.#addedTimer = undefined;
            void this.reload();
          }, DEVICE_ADDED_REREAD_MS);
        return;
      case 'removed':
        this.#drop(parsed.deviceIds);
        return;
      case 'renamed':
        this.#patchDevice(parsed.deviceId, { device_name: parsed.name });
        return;
      case 'room': {
        // Leaving a room means Unsorted Devices (room 0), unless the device has already entered another.
        const device = this.#devices.get(parsed.deviceId);
        if (!device || (parsed.left && device.room_id !== parsed.roomId)) return;
        this.#patchDevice(parsed.deviceId, { room_id: parsed.left ? 0 : parsed.roomId });
        return;
      }
      case 'malformed':
        this.#warn(`[homeport/sdk] dropped malformed ${event.name}: ${parsed.reason}`);
        return;
      default:
        if (event.name === 'gateway_updated' && cameOnline(event.data)) void this.reload();
        // spec 1 §4.2: a firmware installation that ends installed reloads the device list.
        else if (event.name === 'fw_installation_changed' && firmwareInstalled(event.data)) void this.reload();
        // A backup restore put another home on the gateway: the whole list is read again.
        else if (event.name === 'backup_restore' && restoreCompleted(event.data)) void this.reload();
    }
  }

  #patchDevice(deviceId: number, patch: Partial<Device>): void {
    const device = this.#devices.get(deviceId);
    if (!device) return;
    this.#devices.set(deviceId, { ...device, ...patch });
    this.#deviceListeners.notify(deviceId);
  }

  #drop(deviceIds: number[]): void {
    const gone = new Set(deviceIds.filter((id) => this.#devices.delete(id)));
    if (gone.size === 0) return;
    this.#setList({ ...this.#list, ids: this.#list.ids.filter((id) => !gone.has(id)) });
    for (const id of gone) this.#deviceListeners.notify(id);
  }

  // --- the list ------------------------------------------------------------

  async #readList(): Promise<void> {
    const hadList = this.#list.state === 'ready';
    if (!hadList) this.#setList({ state: 'loading', ids: this.#list.ids, error: null });
    const startedAt = this.#seq;
    let answer: unknown;
    try {
      answer = await this.#source.request('get_object_list_by_type_detailed', { type: 'device' }, { type: 'query' });
    } catch (e) {
      if (!hadList) this.#setList({ state: 'error', ids: [], error: e instanceof Error ? e : new Error(String(e)) });
      return;
    }
    const { devices, dropped } = parseDeviceList(answer);
    if (dropped.length > 0) this.#warn(`[homeport/sdk] dropped malformed device list entries: ${dropped.join('; ')}`);
    this.#applyList(devices, startedAt);
  }

  #applyList(devices: Device[], startedAt: number): void {
    const changedDevices: number[] = [];
    const seen = new Set<number>();
    for (const device of devices) {
      seen.add(device.id);
      const old = this.#devices.get(device.id);
      if (!old || !sameDefinition(old, device)) {
        this.#devices.set(device.id, device);
        changedDevices.push(device.id);
      }
      for (const service of device.service_list) {
        for (const property of service.property_list) {
          const key = propertyKey(device.id, service.name, property.name);
          const cell = this.#cells.get(key);
          // An event or confirmation that arrived after the read was sent is newer than the list.
          if (!cell || cell.value === property.value || (this.#changedAt.get(key) ?? 0) > startedAt) continue;
          this.#cells.set(key, { ...cell, value: property.value });
          this.#propertyListeners.notify(key);
        }
      }
    }
    for (const id of [...this.#devices.keys()]) {
      if (seen.has(id)) continue;
      this.#devices.delete(id);
      changedDevices.push(id);
    }
    const ids = devices.map((d) => d.id);
    const sameIds = ids.length === this.#list.ids.length && ids.every((id, i) => id === this.#list.ids[i]);
    this.#setList({ state: 'ready', ids: sameIds ? this.#list.ids : ids, error: null });
    for (const id of changedDevices) this.#deviceListeners.notify(id);
  }

  #setList(next: DeviceListSnapshot): void {
    const now = this.#list;
    if (now.state === next.state && now.ids === next.ids && now.error === next.error) return;
    this.#list = next;
    for (const listener of [...this.#listListeners]) listener();
  }

  #listValue(deviceId: number, service: string, property: string): PropertyValue | undefined {
    return this.#devices
      .get(deviceId)
      ?.service_list.find((s) => s.name === service)
      ?.property_list.find((p) => p.name === property)?.value;
  }

  /** Subscribed properties the list lacks: each is read once (a failed read may be asked again later). */
  #readMissing(): void {
    for (const key of this.#propertyListeners.keys()) {
      if (this.#readRequested.has(key) || this.#cells.get(key)?.value !== undefined) continue;
      const [deviceId, service, property] = splitKey(key);
      if (this.#listValue(deviceId, service, property) !== undefined) continue;
      this.#readRequested.add(key);
      const startedAt = this.#seq;
      this.#source
        .request('get_service_property_value', { device: deviceId, service, property }, { type: 'query' })
        .then((answer) => {
          const parsed = v.safeParse(PropertyAnswerSchema, answer);
          if (!parsed.success) throw new Error(`get_service_property_value: malformed answer for ${service}.${property}`);
          if ((this.#changedAt.get(key) ?? 0) > startedAt) return;
          this.#patch(key, deviceId, service, property, { value: parsed.output.value });
        })
        .catch((e: unknown) => {
          this.#readRequested.delete(key);
          this.#patch(key, deviceId, service, property, { error: e instanceof Error ? e : new Error(String(e)) });
        });
    }
  }

  // --- cells ---------------------------------------------------------------

  #patch(key: string, deviceId: number, service: string, property: string, patch: Partial<PropertySnapshot>): void {
    const cell = this.getProperty(deviceId, service, property);
    const next = { ...cell, ...patch };
    if (next.value === cell.value && next.pending === cell.pending && next.error === cell.error) return;
    this.#cells.set(key, next);
    this.#propertyListeners.notify(key);
  }

  #settle(key: string, deviceId: number, service: string, property: string, patch: Partial<PropertySnapshot>): void {
    const left = (this.#pendingSets.get(key) ?? 1) - 1;
    if (left > 0) this.#pendingSets.set(key, left);
    else this.#pendingSets.delete(key);
    this.#patch(key, deviceId, service, property, { ...patch, pending: left > 0 });
  }
}

function splitKey(key: string): [number, string, string] {
  const [id, service, property] = key.split('\n') as [string, string, string];
  return [Number(id), service, property];
}

/** backup_restore telling that a restore put the snapshot back (docs/contracts.md "Backups"). */
function restoreCompleted(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'restoreCompleted';
}

/** gateway_updated telling that the gateway is online again (docs/contracts.md "Gateway state events"). */
function firmwareInstalled(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'installed';
}

function cameOnline(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const changes = (data as { changes?: unknown }).changes;
  return typeof changes === 'object' && changes !== null && (changes as { connectionStatus?: unknown }).connectionStatus === 'online';
}
