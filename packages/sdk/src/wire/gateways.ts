import * as v from 'valibot';
import { queryChoice, queryFlag, queryInteger, queryText, recordId, serialNumber, text } from './fields';

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

/** PUT /udm/device/{sn}/name; the name's own rules are rules/gatewayName.ts. */
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
