/**
 * The simulator's clock (docs/simulator.md "The simulator clock"): the time
 * every emulated gateway and the cloud live by. It runs at real speed by
 * default, faster when QA says so (a day of a home in seconds), or not at all
 * (paused: time moves only when advanced). Every delayed act of the simulator
 * (a device interview, an upgrade step, a rule's delay, a time trigger) is a
 * timer on this clock, so advancing it runs them, in order of due time, each
 * seeing `now()` equal to its due time.
 *
 * The clock only moves forward: timers, sessions and logs assume it.
 */
export interface ClockTimer {
  readonly id: number;
  readonly due: number;
}

interface Entry extends ClockTimer {
  run: () => void;
}

export interface ClockState {
  /** Epoch ms on the simulator clock. */
  now: number;
  /** Simulated ms per real ms; 0 is paused. */
  rate: number;
  /** Timers waiting to fire. */
  pending: number;
  /** When the earliest waiting timer fires (epoch ms), null when none waits. */
  nextDue: number | null;
}

export interface SimClockOptions {
  /** The time to start at (epoch ms). Default: the real time. */
  start?: number;
  /** Simulated ms per real ms (0 = paused). Default 1. */
  rate?: number;
  /** Receives a timer's error; default: rethrown on the next tick. */
  onError?: (error: unknown) => void;
}

export const MAX_RATE = 10_000;

export class SimClock {
  /** Simulated time at `realBase`. */
  private base: number;
  private realBase = Date.now();
  private rate: number;
  /** Waiting timers, earliest first (ties: the order they were set). */
  private queue: Entry[] = [];
  private seq = 0;
  private realTimer: ReturnType<typeof setTimeout> | null = null;
  private firing = false;
  private readonly onError: (error: unknown) => void;
  private readonly followers = new Set<(state: { now: number; rate: number }) => void>();

  constructor(options: SimClockOptions = {}) {
    this.base = options.start ?? Date.now();
    this.rate = checkRate(options.rate ?? 1);
    this.onError =
      options.onError ??
      ((error) => {
        setImmediate(() => {
          throw error;
        });
      });
  }

  /** Epoch ms on the simulator clock. A method object-free callers can pass around: `clock.now`. */
  readonly now = (): number => this.base + (Date.now() - this.realBase) * this.rate;

  /**
   * Told the time and rate after each move that is not the clock running by
   * itself (an advance, a set, a new rate, a clear): fleet workers' clocks
   * follow this one (workers/workerFleet.ts). Answers the unsubscribe.
   */
  onMoved(follower: (state: { now: number; rate: number }) => void): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  private moved(): void {
    if (this.followers.size === 0) return;
    const state = { now: this.now(), rate: this.rate };
    for (const follower of this.followers) follower(state);
  }

  /** Runs `run` once the clock reaches now + ms (at once on the next tick for ms <= 0). */
  setTimeout(run: () => void, ms: number): ClockTimer {
    return this.setTimeoutAt(run, this.now() + Math.max(0, ms));
  }

  /** Runs `run` once the clock reaches `at` (epoch ms; a time already past: at once on the next tick). */
  setTimeoutAt(run: () => void, at: number): ClockTimer {
    const entry: Entry = { id: ++this.seq, due: Math.max(at, this.now()), run };
    // Insert after every entry due no later: equal due times fire in the order they were set.
    let low = 0;
    let high = this.queue.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.queue[mid]!.due <= entry.due) low = mid + 1;
      else high = mid;
    }
    this.queue.splice(low, 0, entry);
    if (low === 0) this.arm();
    return entry;
  }

  clearTimeout(timer: ClockTimer | null | undefined): void {
    if (!timer) return;
    const index = this.queue.findIndex((e) => e.id === timer.id);
    if (index < 0) return;
    this.queue.splice(index, 1);
    if (index === 0) this.arm();
  }

  /**
   * Moves the clock on by `ms`, firing every timer that falls due on the way
   * (those they set too), each at its own due time. Synchronous: when it
   * returns, what the timers published is on its way in order.
   */
  advance(ms: number): { now: number; fired: number } {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance: ms must be a finite number >= 0, not ${ms}`);
    const moved = this.runUntil(this.now() + ms);
    this.moved();
    return moved;
  }

  /** Moves the clock to `epochMs` (not before now), firing what falls due on the way. */
  set(epochMs: number): { now: number; fired: number } {
    const now = this.now();
    if (!Number.isFinite(epochMs) || epochMs < now) throw new RangeError(`set: the clock only moves forward (now ${new Date(now).toISOString()})`);
    const moved = this.runUntil(epochMs);
    this.moved();
    return moved;
  }

  /** Simulated ms per real ms from now on: 1 real time, 60 a minute a second, 0 paused. */
  setRate(rate: number): void {
    checkRate(rate);
    this.rebase(this.now());
    this.rate = rate;
    this.arm();
    this.moved();
  }

  state(): ClockState {
    return { now: this.now(), rate: this.rate, pending: this.queue.length, nextDue: this.queue[0]?.due ?? null };
  }

  /** Drops every waiting timer (a reset, a close). */
  clear(): void {
    this.queue = [];
    this.arm();
    this.moved();
  }

  close(): void {
    this.clear();
  }

  private rebase(at: number): void {
    this.base = at;
    this.realBase = Date.now();
  }

  private runUntil(target: number): { now: number; fired: number } {
    let fired = 0;
    // A timer that advances the clock itself would re-enter: let the outer walk carry on.
    const nested = this.firing;
    this.firing = true;
    try {
      while (this.queue.length > 0 && this.queue[0]!.due <= target) {
        const entry = this.queue.shift()!;
        // The timer sees the time it was due at.
        if (entry.due > this.now()) this.rebase(entry.due);
        fired++;
        try {
          entry.run();
        } catch (error) {
          this.onError(error);
        }
      }
      if (target > this.now()) this.rebase(target);
    } finally {
      this.firing = nested;
      if (!nested) this.arm();
    }
    return { now: this.now(), fired };
  }

  /** One real timer for the earliest waiting timer, when the clock runs. */
  private arm(): void {
    if (this.realTimer) clearTimeout(this.realTimer);
    this.realTimer = null;
    const first = this.queue[0];
    if (!first || this.rate === 0 || this.firing) return;
    // setTimeout's ceiling is 2^31-1 ms; a later timer re-arms on the way.
    const wait = Math.min(Math.max(0, (first.due - this.now()) / this.rate), 2 ** 31 - 1);
    this.realTimer = setTimeout(() => {
      this.realTimer = null;
      this.runUntil(this.now());
    }, Math.ceil(wait));
    this.realTimer.unref();
  }
}

function checkRate(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_RATE) throw new RangeError(`rate must be from 0 (paused) to ${MAX_RATE}, not ${rate}`);
  return rate;
}
