import type { PlatformInfo } from '../model/entities';

/**
 * How gateway settings reads the gateway's platform info (spec 2 §4, §8,
 * §9): the first read 1500 ms after the model is known; a time-out is
 * retried once after 60 s, then the network is shown as failed; an update
 * event of the gateway with offline status clears the connection type,
 * any other update reads it again. Framework-free: the portal binds it to
 * React, a partner page to anything. The timers are the caller's, so a test
 * (or a page on a simulated clock) can move them.
 */
export type PlatformInfoState =
  | { state: 'waiting' }
  | { state: 'reading'; info: PlatformInfo | null }
  | { state: 'ready'; info: PlatformInfo }
  /** The first read timed out; the one retry is waiting. */
  | { state: 'retrying' }
  | { state: 'failed' }
  /** The gateway went offline: the connection type is not known. */
  | { state: 'cleared' };

export interface ReaderTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlatformInfoReaderOptions {
  read: () => Promise<PlatformInfo>;
  onChange: (state: PlatformInfoState) => void;
  /** Whether a failure was a time-out (the sdk's GatewayTimeoutError); other failures are final at once. */
  isTimeout: (error: unknown) => boolean;
  firstDelayMs: number;
  retryMs: number;
  timers?: ReaderTimers;
}

export interface PlatformInfoReader {
  /** An update of the gateway other than going offline: read again now. */
  reread(): void;
  /** The gateway went offline: forget the connection type, stop reading. */
  clear(): void;
  /** Ends every timer and ignores any answer still to come. */
  stop(): void;
}

const realTimers: ReaderTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function startPlatformInfoReader(options: PlatformInfoReaderOptions): PlatformInfoReader {
  const timers = options.timers ?? realTimers;
  let timer: unknown = null;
  // Each read gets a number; an answer of an older read is ignored.
  let generation = 0;
  let stopped = false;
  let last: PlatformInfo | null = null;

  const set = (state: PlatformInfoState) => {
    if (!stopped) options.onChange(state);
  };
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number, run: () => void) => {
    cancel();
    timer = timers.setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };
  const attempt = (retry: boolean) => {
    const mine = ++generation;
    set({ state: 'reading', info: last });
    options.read().then(
      (info) => {
        if (mine !== generation || stopped) return;
        last = info;
        set({ state: 'ready', info });
      },
      (error: unknown) => {
        if (mine !== generation || stopped) return;
        if (!retry && options.isTimeout(error)) {
          set({ state: 'retrying' });
          later(options.retryMs, () => attempt(true));
        } else set({ state: 'failed' });
      },
    );
  };

  set({ state: 'waiting' });
  later(options.firstDelayMs, () => attempt(false));

  return {
    reread() {
      if (stopped) return;
      cancel();
      attempt(false);
    },
    clear() {
      if (stopped) return;
      cancel();
      generation += 1;
      last = null;
      set({ state: 'cleared' });
    },
    stop() {
      stopped = true;
      cancel();
      generation += 1;
    },
  };
}

/**
 * What an event of the current gateway means for its platform info (spec 2
 * §4): `gateway_updated` with `connectionStatus: offline` clears it; any
 * other `gateway_updated`, and `network_interface_changed` (the gateway
 * changed its network), read it again; anything else, nothing.
 */
export function platformInfoAction(event: { name: string; data: unknown }): 'clear' | 'reread' | null {
  if (event.name === 'network_interface_changed') return 'reread';
  if (event.name !== 'gateway_updated') return null;
  const changes = (event.data as { changes?: { connectionStatus?: unknown } } | null)?.changes;
  return changes?.connectionStatus === 'offline' ? 'clear' : 'reread';
}
