import type { Log } from '../log';

/**
 * DESIGN.md "Scale": one message or request that fails ends only itself,
 * never the process. Every listener of something from outside (an MQTT
 * client's 'message', an aedes hook, a fleet worker's message) runs through
 * this: a throw, or a rejected promise, is logged with what was being
 * handled and dropped; the caller's `onError` may answer it (an aedes hook
 * refuses, a request is answered 500).
 */
export function contained<A extends unknown[]>(
  log: Log,
  what: (...args: A) => string,
  handler: (...args: A) => unknown,
  onError?: (error: unknown, ...args: A) => void,
): (...args: A) => void {
  const failed = (error: unknown, args: A) => {
    log(`${what(...args)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (!onError) return;
    try {
      onError(error, ...args);
    } catch (again) {
      log(`${what(...args)}: answering the failure failed too: ${String(again)}`);
    }
  };
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((error: unknown) => failed(error, args));
    } catch (error) {
      failed(error, args);
    }
  };
}
