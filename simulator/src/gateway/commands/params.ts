import { parseWire, type WireOutput, type WireSchema } from '@homeport/sdk';
import { CommandError, ResponseCode } from './outcome';

export type { PropertyAddress } from '@homeport/sdk';

/**
 * A command's params read with its wire schema (the sdk's wire/commands.ts);
 * a missing or mistyped one answers code 2 naming the field, and the
 * command changes nothing.
 */
export function readParams<S extends WireSchema>(schema: S, params: Record<string, unknown>): WireOutput<S> {
  const result = parseWire(schema, params, 'params');
  if (!result.ok) throw new CommandError(ResponseCode.badParams, result.message);
  return result.value;
}
