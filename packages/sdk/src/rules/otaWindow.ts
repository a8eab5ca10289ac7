/**
 * The node firmware schedule window (spec 2 §2, §3 "Node OTA window":
 * AutoUpdateStartTime, AutoUpdateStopTime of OtaControllerService; spec 2
 * §4: the end must be later than the start). Times are "HH:mm" in the
 * gateway's timezone; the window never spans midnight, as end > start says.
 */
export interface OtaWindow {
  AutoUpdateStartTime: string;
  AutoUpdateStopTime: string;
}

export type OtaWindowProblem = 'startFormat' | 'stopFormat' | 'stopNotAfterStart';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:mm" time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function otaWindowProblem(window: OtaWindow): OtaWindowProblem | null {
  const start = minutesOfDay(window.AutoUpdateStartTime);
  const stop = minutesOfDay(window.AutoUpdateStopTime);
  if (start === null) return 'startFormat';
  if (stop === null) return 'stopFormat';
  return stop > start ? null : 'stopNotAfterStart';
}

/** Whether a time of day (ms since midnight of the gateway's day) falls inside the window. */
export function insideOtaWindow(window: OtaWindow, minuteOfDay: number): boolean {
  const start = minutesOfDay(window.AutoUpdateStartTime);
  const stop = minutesOfDay(window.AutoUpdateStopTime);
  return start !== null && stop !== null && minuteOfDay >= start && minuteOfDay < stop;
}
