/**
 * Bridge mode (spec 2 §2, §4): remote bridge, local bridge or normal,
 * kept in the gateway's operationMode bits. spec 2 §4 "remote sets the
 * second value to 1, local to 0": bit 0 (1) says the gateway is a bridge,
 * bit 1 (2) which kind (1 remote, 0 local). Bit 2 (4, only Settings usable,
 * spec 1 §6) and higher bits are kept as they are.
 */
export const BRIDGE_MODES = ['normal', 'local', 'remote'] as const;
export type BridgeMode = (typeof BRIDGE_MODES)[number];

export const BRIDGE_BIT = 1;
export const REMOTE_BRIDGE_BIT = 2;

export function bridgeModeOf(operationMode: number): BridgeMode {
  if ((operationMode & BRIDGE_BIT) === 0) return 'normal';
  return (operationMode & REMOTE_BRIDGE_BIT) === 0 ? 'local' : 'remote';
}

export function operationModeWith(operationMode: number, mode: BridgeMode): number {
  const others = operationMode & ~(BRIDGE_BIT | REMOTE_BRIDGE_BIT);
  if (mode === 'normal') return others;
  return others | BRIDGE_BIT | (mode === 'remote' ? REMOTE_BRIDGE_BIT : 0);
}

// Which models may be bridges (spec 2 §6 ALLOW_MODELS_GTW_BRIDGE, §9): validation.ts `isBridgeModel`.
