import { DAY_MS, type Device, type DeviceProperty, type HistoryValue } from '@homeport/sdk';
import type { DeviceStatusEntry, GatewayStatusEntry, HistoryEntry, PropertyEntry } from './historyStore';

/**
 * Six months of back-history for seeded devices, generated from the seed on
 * read (docs/simulator.md "History"): nothing is written, and a read costs
 * only the span it asks for, whatever the fleet's size. Every value is a
 * pure function of (seed, gateway, device, property, time slot), so two
 * starts from the same seed answer the same.
 *
 * - numbers: a sample every 15 minutes, a daily shape (low at 04:00, high at
 *   16:00), a weekly shape (weekends higher), a little noise; counters
 *   (energy) only grow;
 * - states (bool, option): a change in about one hour in seven, at a minute
 *   within the hour; the value after it drawn from the hash;
 * - outages: on about one day in ten the gateway is offline for 1 to 6 hours
 *   (gateway status 0; its devices' status 5 and no samples); on about one
 *   day in twenty-five a device alone is offline for 30 minutes to 4 hours.
 */

export const BACK_SAMPLE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const STATE_CHANGE_SHARE = 0.15;

/** FNV-1a of `text`, from the state `h` (the hash of what came before it). */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** A 32-bit hash of the parts (FNV-1a, then a mix), as a fraction in [0, 1). */
export function unit(...parts: (string | number)[]): number {
  return mixed(fnv(0x811c9dc5, parts.join('|')));
}

/**
 * `unit(...prefix, last)` for many values of `last`: the prefix is hashed
 * once, and each call hashes only `|last` from there (FNV-1a reads the text
 * left to right), so the answers are unit's own.
 */
export function unitAfter(...prefix: (string | number)[]): (last: string | number) => number {
  const start = fnv(0x811c9dc5, prefix.join('|'));
  return (last) => mixed(fnv(start, `|${last}`));
}

function mixed(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

export interface BackContext {
  seed: number;
  serial: string;
  /** Generated data covers [start, end): 6 months before the recording began, to where it began. */
  start: number;
  end: number;
}

type Span = { from: number; to: number };

/** The gateway's outages of the UTC day that starts at `day`. */
function gatewayOutage(ctx: BackContext, day: number): Span | null {
  if (unit(ctx.seed, ctx.serial, 'outage', day) >= 0.1) return null;
  const from = day + Math.floor(unit(ctx.seed, ctx.serial, 'outage-at', day) * 18 * HOUR_MS);
  return { from, to: from + HOUR_MS + Math.floor(unit(ctx.seed, ctx.serial, 'outage-for', day) * 5 * HOUR_MS) };
}

function deviceOutage(ctx: BackContext, device: number, day: number): Span | null {
  if (unit(ctx.seed, ctx.serial, device, 'down', day) >= 0.04) return null;
  const from = day + Math.floor(unit(ctx.seed, ctx.serial, device, 'down-at', day) * 20 * HOUR_MS);
  return { from, to: from + 30 * 60_000 + Math.floor(unit(ctx.seed, ctx.serial, device, 'down-for', day) * 3.5 * HOUR_MS) };
}

const clip = (span: Span, ctx: BackContext): Span | null => {
  const from = Math.max(span.from, ctx.start);
  const to = Math.min(span.to, ctx.end);
  return from < to ? { from, to } : null;
};

const daysOf = (from: number, to: number): number[] => {
  const days: number[] = [];
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) days.push(day);
  return days;
};

/** The spans without data in [from, to]: the gateway's outages, and the device's own when `device` is given. Oldest first, merged. */
export function backOutages(ctx: BackContext, from: number, to: number, device?: number): Span[] {
  const spans: Span[] = [];
  // A day's outage may run into the next: look one day back.
  for (const day of daysOf(from - DAY_MS, to)) {
    for (const raw of [gatewayOutage(ctx, day), device === undefined ? null : deviceOutage(ctx, device, day)]) {
      const span = raw ? clip(raw, ctx) : null;
      if (span && span.to > from && span.from <= to) spans.push(span);
    }
  }
  spans.sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

const inside = (spans: readonly Span[], t: number): boolean => spans.some((span) => t >= span.from && t < span.to);

/** The gateway's status changes in [from, to] (0 at an outage's start, 1 at its end). */
export function backGatewayStatus(ctx: BackContext, from: number, to: number): GatewayStatusEntry[] {
  const out: GatewayStatusEntry[] = [];
  for (const span of backOutages(ctx, from, to)) {
    if (span.from >= from && span.from <= to) out.push({ t: span.from, k: 'g', v: 0 });
    if (span.to >= from && span.to <= to && span.to < ctx.end) out.push({ t: span.to, k: 'g', v: 1 });
  }
  return out;
}

/** The device's status changes in [from, to] (5 while it or its gateway is out, 2 after). */
export function backDeviceStatus(ctx: BackContext, device: number, from: number, to: number): DeviceStatusEntry[] {
  const out: DeviceStatusEntry[] = [];
  for (const span of backOutages(ctx, from, to, device)) {
    if (span.from >= from && span.from <= to) out.push({ t: span.from, k: 's', d: device, v: 5 });
    if (span.to >= from && span.to <= to && span.to < ctx.end) out.push({ t: span.to, k: 's', d: device, v: 2 });
  }
  return out;
}

/** The raw status at `t` (gateway: 1/0; device: 2/5), or null outside the generated span. */
export function backStatusAt(ctx: BackContext, t: number, device?: number): number | null {
  if (t < ctx.start || t >= ctx.end) return null;
  const out = inside(backOutages(ctx, t, t, device), t);
  return device === undefined ? (out ? 0 : 1) : out ? 5 : 2;
}

/** Whether a property gets back-history: numbers, booleans and options of control and sensory services. */
export function hasBackHistory(serviceType: string, property: DeviceProperty): boolean {
  return (serviceType === 'control' || serviceType === 'sensory') && property.type !== 'text';
}

const roundTo = (value: number, step: number | undefined): number => {
  if (step && step > 0) return Math.round(value / step) * step;
  return Math.round(value * 100) / 100;
};

/** What a number measures, from its device class, service and property names: each has its own plausible shape. */
export type Quantity = 'energy' | 'power' | 'voltage' | 'current' | 'indoorTemperature' | 'outdoorTemperature' | 'humidity' | 'battery' | 'other';

export function quantityOf(deviceClass: string, service: string, property: string): Quantity {
  const name = `${service} ${property}`.toLowerCase();
  if (/energy|consumption|counter|kwh/.test(name)) return 'energy';
  if (/factor/.test(name)) return 'other';
  if (/voltage/.test(name)) return 'voltage';
  if (/current/.test(name)) return 'current';
  if (/power/.test(name)) return 'power';
  if (/colou?r_?temp/.test(name)) return 'other';
  if (/temperature/.test(name)) return /weather|outdoor|outside/i.test(`${deviceClass} ${name}`) ? 'outdoorTemperature' : 'indoorTemperature';
  if (/humidity/.test(name) && !/absolute/.test(name)) return 'humidity';
  if (/battery/.test(name)) return 'battery';
  return 'other';
}

/** Rated watts of an appliance by its class (a hash picks within the span): what it draws while on. */
const RATED_W: Record<string, [number, number]> = {
  Outlet: [40, 2000],
  Switch: [10, 150],
  Dimmer: [8, 60],
  Light: [5, 60],
  Thermostat: [500, 2500],
  Meter: [150, 3000],
};

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
/** 0 at 04:00 UTC, 1 at 16:00. */
const dailyShape = (slot: number): number => {
  const date = new Date(slot);
  const hour = date.getUTCHours() + date.getUTCMinutes() / 60;
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 4)) / 24);
};

/** What a number's samples share, worked out once a property rather than once a sample. */
interface NumberShape {
  /** quantityOf(device.class, service, property.name) */
  quantity: Quantity;
  /** unit(seed, serial, device, service, property, slot) */
  noiseAt: (slot: number) => number;
}

const numberShape = (ctx: BackContext, device: Device, service: string, property: DeviceProperty): NumberShape => ({
  quantity: quantityOf(device.class, service, property.name),
  noiseAt: unitAfter(ctx.seed, ctx.serial, device.id, service, property.name),
});

function numberAt(ctx: BackContext, device: Device, property: DeviceProperty, slot: number, { quantity, noiseAt }: NumberShape): number {
  const options = property.options ?? {};
  const current = typeof property.value === 'number' ? property.value : 0;
  const noise = noiseAt(slot) - 0.5;
  const fit = (v: number) => roundTo(clamp(v, options.min ?? -Infinity, options.max ?? Infinity), options.step);
  const daily = dailyShape(slot);
  switch (quantity) {
    case 'energy': {
      // A counter grows from 0 at the start to its seeded value at the end.
      const share = (slot - ctx.start) / Math.max(1, ctx.end - ctx.start);
      return roundTo(Math.max(0, current) * share, options.step);
    }
    case 'indoorTemperature':
      return fit(clamp(19 + 4.5 * daily + 2 * noise, 17, 26));
    case 'outdoorTemperature': {
      // A season (warmest late July) and a day (warmest mid-afternoon).
      const yearDay = (slot - Date.UTC(new Date(slot).getUTCFullYear(), 0, 1)) / DAY_MS;
      const season = Math.cos((2 * Math.PI * (yearDay - 205)) / 365);
      return fit(11 + 11 * season + 5 * (daily - 0.5) + 3 * noise);
    }
    case 'humidity':
      return fit(clamp(50 - 12 * (daily - 0.5) * 2 + 16 * noise, 30, 70));
    case 'voltage':
      return fit(clamp(235 + 4 * (0.5 - daily) + 8 * noise, 225, 245));
    case 'battery': {
      // Slowly falling: from near full at the start to the seeded level (at least 5 points lower) at the end.
      const top = 96 + Math.floor(unit(ctx.seed, ctx.serial, device.id, 'battery-top') * 5);
      const end = clamp(Math.min(current || top - 20, top - 5), 0, 100);
      const share = (slot - ctx.start) / Math.max(1, ctx.end - ctx.start);
      return Math.round(top - (top - end) * share);
    }
    case 'power':
    case 'current': {
      // On/off duty: on more by day; standby while off.
      const [low, high] = RATED_W[device.class] ?? [20, 400];
      const rated = low + (high - low) * unit(ctx.seed, ctx.serial, device.id, 'rated');
      const on = unit(ctx.seed, ctx.serial, device.id, 'duty', Math.floor(slot / (2 * BACK_SAMPLE_MS))) < 0.1 + 0.45 * daily;
      const watts = on ? rated * (0.9 + 0.2 * (noise + 0.5)) : 0.5;
      if (quantity === 'current') return fit(watts / 230);
      const unitName = options.unit ?? '';
      return fit(unitName === 'W' ? watts : watts / 1000);
    }
    default: {
      const lo = options.min ?? 0;
      const hi = options.max ?? Math.max(10, Math.abs(current) * 2);
      const weekend = new Date(slot).getUTCDay() === 0 || new Date(slot).getUTCDay() === 6 ? 1.2 : 1;
      const share = clamp(0.15 + 0.55 * daily * weekend + 0.2 * noise, 0, 1);
      return roundTo(lo + (hi - lo) * share, options.step);
    }
  }
}

/** Door, window and motion sensors: sparse events (true for a few minutes), not a coin flip each hour. */
export function isEventSensor(deviceClass: string, service: string, property: DeviceProperty): boolean {
  return property.type === 'bool' && /door|window|motion|contact|occupan|presence|open/i.test(`${deviceClass} ${service} ${property.name}`);
}

/** The event in the hour starting at `hour`, if any: when it starts and ends (more by day than by night). */
function eventIn(ctx: BackContext, device: number, service: string, property: string, hour: number): { on: number; off: number } | null {
  const share = 0.03 + 0.2 * dailyShape(hour + 30 * 60_000);
  if (unit(ctx.seed, ctx.serial, device, service, property, 'event', hour) >= share) return null;
  const on = hour + Math.floor(unit(ctx.seed, ctx.serial, device, service, property, 'event-at', hour) * 50) * 60_000;
  return { on, off: on + (1 + Math.floor(unit(ctx.seed, ctx.serial, device, service, property, 'event-for', hour) * 9)) * 60_000 };
}

function stateValue(ctx: BackContext, device: number, service: string, property: DeviceProperty, hour: number): HistoryValue {
  const draw = unit(ctx.seed, ctx.serial, device, service, property.name, 'value', hour);
  if (property.type === 'bool') return draw < 0.5;
  const codes = Object.keys(property.options?.values ?? {});
  if (codes.length === 0) return Math.floor(draw * 3);
  const code = codes[Math.floor(draw * codes.length)]!;
  return /^-?\d+$/.test(code) ? Number(code) : code;
}

/** The state change in the hour starting at `hour`, if any: its time. */
function stateChangeAt(ctx: BackContext, device: number, service: string, property: DeviceProperty, hour: number): number | null {
  if (unit(ctx.seed, ctx.serial, device, service, property.name, 'change', hour) >= STATE_CHANGE_SHARE) return null;
  return hour + Math.floor(unit(ctx.seed, ctx.serial, device, service, property.name, 'minute', hour) * 60) * 60_000;
}

/** One property's generated samples (numbers) or changes (states) in [from, to], outside outages. */
export function backProperty(ctx: BackContext, device: Device, service: { name: string; type: string }, property: DeviceProperty, from: number, to: number): PropertyEntry[] {
  const lo = Math.max(from, ctx.start);
  const hi = Math.min(to, ctx.end - 1);
  if (lo > hi || !hasBackHistory(service.type, property)) return [];
  const outages = backOutages(ctx, lo, hi, device.id);
  const out: PropertyEntry[] = [];
  const entry = (t: number, v: HistoryValue): PropertyEntry => ({ t, k: 'p', d: device.id, s: service.name, p: property.name, v });
  if (property.type === 'number') {
    const shape = numberShape(ctx, device, service.name, property);
    // The slots rise and the outages are oldest first and merged: one walk through both, not a search of the outages a slot.
    let next = 0;
    for (let slot = Math.ceil(lo / BACK_SAMPLE_MS) * BACK_SAMPLE_MS; slot <= hi; slot += BACK_SAMPLE_MS) {
      while (next < outages.length && outages[next]!.to <= slot) next += 1;
      const offline = next < outages.length && slot >= outages[next]!.from;
      if (!offline) out.push(entry(slot, numberAt(ctx, device, property, slot, shape)));
    }
    return out;
  }
  if (isEventSensor(device.class, service.name, property)) {
    for (let hour = Math.floor(lo / HOUR_MS) * HOUR_MS - HOUR_MS; hour <= hi; hour += HOUR_MS) {
      const event = eventIn(ctx, device.id, service.name, property.name, hour);
      if (!event) continue;
      if (event.on >= lo && event.on <= hi && !inside(outages, event.on)) out.push(entry(event.on, true));
      if (event.off >= lo && event.off <= hi && !inside(outages, event.off)) out.push(entry(event.off, false));
    }
    return out;
  }
  for (let hour = Math.floor(lo / HOUR_MS) * HOUR_MS; hour <= hi; hour += HOUR_MS) {
    const t = stateChangeAt(ctx, device.id, service.name, property, hour);
    if (t !== null && t >= lo && t <= hi && !inside(outages, t)) out.push(entry(t, stateValue(ctx, device.id, service.name, property, hour)));
  }
  return out;
}

/** The generated value in force at `t` (the last sample or change at or before it); null outside the span. */
export function backValueAt(ctx: BackContext, device: Device, service: { name: string; type: string }, property: DeviceProperty, t: number): HistoryValue | null {
  if (t < ctx.start || !hasBackHistory(service.type, property)) return null;
  const at = Math.min(t, ctx.end - 1);
  if (property.type === 'number') return numberAt(ctx, device, property, Math.floor(at / BACK_SAMPLE_MS) * BACK_SAMPLE_MS, numberShape(ctx, device, service.name, property));
  if (isEventSensor(device.class, service.name, property)) {
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    for (const h of [hour, hour - HOUR_MS]) {
      const event = eventIn(ctx, device.id, service.name, property.name, h);
      if (event && event.on <= at && at < event.off) return true;
    }
    return false;
  }
  for (let hour = Math.floor(at / HOUR_MS) * HOUR_MS, n = 0; n < 24 * 14 && hour >= ctx.start - HOUR_MS; hour -= HOUR_MS, n += 1) {
    const change = stateChangeAt(ctx, device.id, service.name, property, hour);
    if (change !== null && change <= at) return stateValue(ctx, device.id, service.name, property, hour);
  }
  return stateValue(ctx, device.id, service.name, property, -1);
}

export type { HistoryEntry };

/** How far back the generated "last point before" looks (sparse events may be days apart). */
const LAST_BEFORE_DAYS = 31;

/** The last generated sample or change strictly before `t` (a day at a time, back at most LAST_BEFORE_DAYS); null when none. */
export function backLastBefore(
  ctx: BackContext,
  device: Device,
  service: { name: string; type: string },
  property: DeviceProperty,
  t: number,
): { t: number; v: HistoryValue } | null {
  const end = Math.min(t, ctx.end);
  for (let hi = end - 1, n = 0; hi >= ctx.start && n < LAST_BEFORE_DAYS; hi -= DAY_MS, n += 1) {
    const found = backProperty(ctx, device, service, property, Math.max(ctx.start, hi - DAY_MS + 1), hi);
    const last = found[found.length - 1];
    if (last) return { t: last.t, v: last.v };
  }
  return null;
}

/** The last generated status change strictly before `t` (gateway 1/0, device 2/5); the start of the span (online) when none. Null before the span. */
export function backStatusChangeBefore(ctx: BackContext, t: number, device?: number): { t: number; v: number } | null {
  const end = Math.min(t, ctx.end);
  if (end <= ctx.start) return null;
  const changes = device === undefined ? backGatewayStatus(ctx, ctx.start, end - 1) : backDeviceStatus(ctx, device, ctx.start, end - 1);
  const last = changes.filter((c) => c.t < end).at(-1);
  return last ? { t: last.t, v: last.v } : { t: ctx.start, v: device === undefined ? 1 : 2 };
}
