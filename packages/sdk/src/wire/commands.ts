import * as v from 'valibot';
import { text } from './fields';

/** Params of the gateway commands (docs/contracts.md "Gateway commands answered by the emulator"). */

/** A device id: a non-negative integer. */
export const deviceIdSchema = () => {
  const message = 'must be a device id (a non-negative integer)';
  return v.pipe(v.number(message), v.safeInteger(message), v.minValue(0, message));
};

/** get_service_property_value (spec 2 §7). */
export const PropertyAddressParams = v.object({ device: deviceIdSchema(), service: text(128), property: text(128) });
export type PropertyAddress = v.InferOutput<typeof PropertyAddressParams>;

/** set_service_property_value (spec 2 §7); the value is checked against the property by the gateway. */
export const SetPropertyParams = v.object({ ...PropertyAddressParams.entries, value: v.unknown() });
export type SetPropertyParamsType = v.InferOutput<typeof SetPropertyParams>;

/** get_object_list_by_type_detailed: only devices are listed. */
export const ObjectListParams = v.object({ type: v.pipe(text(128), v.picklist(['device'], 'must be "device"')) });

/**
 * Response codes of the gateway (docs/contracts.md "Gateway commands
 * answered by the emulator"); 0 is success.
 */
export const GatewayCode = {
  ok: 0,
  unknownCommand: 1,
  badParams: 2,
  notFound: 3,
  readOnly: 4,
  badValue: 5,
  /** The sender's role does not write (spec 1 §6). */
  forbidden: 6,
  /** The name is taken in its list (spec 2 §5: floors, rooms, rules). */
  duplicate: 7,
  /** Not now: the network is in another state, the node still answers, an operation is running. */
  wrongState: 8,
  /** Not on this device or gateway: another bus, firmware too old, a fixed room. */
  unsupported: 9,
  /** Too many of this command lately: try again later (run_rule, MAX_RUN_RULE_PER_MINUTE). */
  tooMany: 10,
  privileged: -1,
} as const;
