import { hasControlCharacter } from './controlCharacters';

/**
 * The name of a gateway (spec 1 §7.3 PUT /udm/device/{sn}/rename {name};
 * docs/contracts.md "Gateway owner actions"): trimmed, 1 to 64 characters
 * (code points, so an emoji is one), no control characters. Shared by the
 * portal (checks before sending) and the simulator (checks on arrival).
 */
export const GATEWAY_NAME_MAX = 64;

export type GatewayNameProblem = 'empty' | 'tooLong' | 'controlCharacter';

/** What is wrong with a name as typed, or null when `name.trim()` may be sent. */
export function gatewayNameProblem(name: string): GatewayNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (hasControlCharacter(trimmed)) return 'controlCharacter';
  if ([...trimmed].length > GATEWAY_NAME_MAX) return 'tooLong';
  return null;
}
