import * as v from 'valibot';
import { DeviceSchema, issueText, type Device } from '../wire/deviceEvents';

export interface ParsedDeviceList {
  devices: Device[];
  /** One line per dropped entry, naming the field that failed. */
  dropped: string[];
}

/**
 * The detailed device list as the gateway answered it. One malformed entry
 * costs that device only, not the list; an answer that is not an array is
 * an empty list with one reason.
 */
export function parseDeviceList(answer: unknown): ParsedDeviceList {
  if (!Array.isArray(answer)) return { devices: [], dropped: [`device list: expected an array, got ${answer === null ? 'null' : typeof answer}`] };
  const devices: Device[] = [];
  const dropped: string[] = [];
  answer.forEach((entry, index) => {
    const parsed = v.safeParse(DeviceSchema, entry);
    if (parsed.success) devices.push(parsed.output);
    else dropped.push(`device list [${index}] ${issueText(parsed.issues)}`);
  });
  return { devices, dropped };
}
