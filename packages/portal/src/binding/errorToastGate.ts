/**
 * Remembers which error texts were shown since the last REST call started,
 * so one failure seen by several listeners toasts once (spec 1 §8: "shown
 * as a toast, once until the next request").
 */
export class ErrorToastGate {
  readonly #shown = new Set<string>();
  /** The RestClient's onRequest: a new call may show the same text again. */
  requestStarted(): void {
    this.#shown.clear();
  }
  /** True the first time a text is offered since the last request. */
  admit(text: string): boolean {
    if (this.#shown.has(text)) return false;
    this.#shown.add(text);
    return true;
  }
}
