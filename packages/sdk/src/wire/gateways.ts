import * as v from 'valibot';
import { queryChoice, queryFlag, queryInteger, queryText, recordId, serialNumber, text } from './fields';
import { hasControlCharacter } from '../rules/controlCharacters';

/** Query strings and bodies of the /udm gateway calls (spec 1 §7.3, docs/contracts.md "Gateways"). */

/** docs/contracts.md: `limit` at most 100 on lists. */
export const MAX_LIST_LIMIT = 100;

/** Orders of the gateway lists: `field` ascending, `-field` descending. */
export const GATEWAY_ORDER_BY = ['serialNumber', '-serialNumber', 'name', '-name', 'connectionStatus', '-connectionStatus', 'model', '-model'] as const;
export type GatewayOrderBy = (typeof GATEWAY_ORDER_BY)[number];

/** The `{sn}` of a gateway path. */
export const SerialParam = serialNumber();

/** GET /udm/device/list. */
export const GatewayListQuery = v.object({
  owner: v.optional(recordId()),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, MAX_LIST_LIMIT, 10),
  orderBy: queryChoice(GATEWAY_ORDER_BY, 'serialNumber'),
});

/** GET /udm/device/hg/info/list (spec 1 §7.3); `details` is accepted for the spec's signature. */
export const GatewayInfoListQuery = v.object({
  details: queryFlag(true),
  userId: v.optional(recordId()),
  skip: queryInteger(0, 1_000_000_000, 0),
  limit: queryInteger(1, MAX_LIST_LIMIT, 10),
});

/** GET /udm/admin/device/list: the fleet, searched (admins). */
export const AdminGatewayListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, MAX_LIST_LIMIT, 10),
  searchText: queryText(100),
  owners: queryFlag(true),
});

/** GET /udm/admin/device/count. */
export const AdminGatewayCountQuery = v.object({ searchText: queryText(100) });

/** Longest gateway name, in code points (an emoji is one). */
export const GATEWAY_NAME_MAX = 64;

/** The message of a name longer than GATEWAY_NAME_MAX (a form tells it from the control-character check by it). */
export const GATEWAY_NAME_TOO_LONG = `must be at most ${GATEWAY_NAME_MAX} characters`;

/**
 * A gateway's name (spec 1 §7.3 PUT /udm/device/{sn}/rename; docs/contracts.md
 * "Gateway owner actions"): trimmed, 1 to 64 code points, no control
 * characters. The portal's rename form checks it; the simulator checks it
 * through rules/gatewayName.ts.
 */
export const gatewayName = () =>
  v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.check((name) => !hasControlCharacter(name), 'must not hold control characters'),
    v.check((name) => [...name].length <= GATEWAY_NAME_MAX, GATEWAY_NAME_TOO_LONG),
  );

/** PUT /udm/device/{sn}/name; the name's own rule is gatewayName() (the simulator words its refusal by gatewayNameProblem). */
export const RenameGatewayBody = v.strictObject({ name: v.string('must be a string') }, 'is not a field of this call');

/** Calls that take no body fields (unassign). */
export const EmptyBody = v.strictObject({}, 'is not a field of this call');

/**
 * POST /udm/device/{sn}/pinLock/deactivate. A gateway's PIN is 4 to 8
 * digits (ResetPinBody); anything else is refused as malformed before it is
 * counted as a guess, so a refused shape writes nothing.
 */
export const PinUnlockBody = v.object({ pin: v.pipe(text(16), v.regex(/^\d{4,8}$/, 'must be 4 to 8 digits')) });

/** POST /udm/device/{sn}/privilegeMode/activate: which of the user's clients holds it. */
export const PrivilegeActivateBody = v.object({
  client: v.optional(v.pipe(text(64), v.regex(/^[A-Za-z0-9_.-]+$/, 'may hold letters, digits, _ . and - only'))),
});
