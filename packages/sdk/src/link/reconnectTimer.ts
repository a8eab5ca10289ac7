/**
 * The one timer between two connection attempts (after MQTT.js's
 * KeepaliveManager: a small class that owns its timer). It knows when the
 * attempt is due, so a UI can say "next try in 8 s", and it can run the
 * attempt early (GatewayLink.reconnectNow) without a second one following.
 */
export class ReconnectTimer {
  readonly #run: () => void;
  readonly #now: () => number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #dueAt: number | null = null;

  constructor(run: () => void, now: () => number = Date.now) {
    this.#run = run;
    this.#now = now;
  }

  /** Epoch ms at which the attempt runs; null when nothing waits. */
  get dueAt(): number | null {
    return this.#dueAt;
  }

  /** Replaces any waiting attempt with one in delayMs. */
  schedule(delayMs: number): void {
    this.cancel();
    this.#dueAt = this.#now() + delayMs;
    this.#timer = setTimeout(() => this.#fire(), delayMs);
  }

  /** Runs the waiting attempt at once; false when none was waiting. */
  fireNow(): boolean {
    if (this.#timer === null) return false;
    this.#fire();
    return true;
  }

  cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#dueAt = null;
  }

  #fire(): void {
    // Cleared before running: the attempt may schedule the next one at once.
    this.cancel();
    this.#run();
  }
}
