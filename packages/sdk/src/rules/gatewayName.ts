import * as v from 'valibot';
import { GATEWAY_NAME_TOO_LONG, gatewayName } from '../wire/gateways';

export { GATEWAY_NAME_MAX } from '../wire/gateways';

export type GatewayNameProblem = 'empty' | 'tooLong' | 'controlCharacter';

/**
 * What is wrong with a gateway name as typed, or null when `name.trim()` may
 * be sent: the first refusal of the wire's rule (wire/gateways.ts gatewayName,
 * which the portal's rename form checks too).
 */
export function gatewayNameProblem(name: string): GatewayNameProblem | null {
  const result = v.safeParse(gatewayName(), name);
  if (result.success) return null;
  const [issue] = result.issues;
  if (issue.type === 'min_length') return 'empty';
  return issue.message === GATEWAY_NAME_TOO_LONG ? 'tooLong' : 'controlCharacter';
}
