// What a gateway command answers and what the gateway says: codes, refusals,
// events and later reactions. Anything the emulator's parts use; the handler's
// own shape (which needs the whole emulator) is in ./types.ts.
import { GatewayCode, type BridgeMode } from '@homeport/sdk';

/** Response codes of docs/contracts.md "Gateway commands answered by the emulator" (the sdk's GatewayCode). */
export const ResponseCode = GatewayCode;

/** A refusal with its response code; handlers throw it, the dispatcher answers it. */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface EmittedEvent {
  name: string;
  data: unknown;
}

export interface CommandOutcome {
  code: number;
  data?: unknown;
  message?: string;
  /** Published on the gateway's evt topic after the response. */
  events?: EmittedEvent[];
  /** What the device does a while later by itself (e.g. an IR learn finishing): run after `afterMs`, its events published. */
  later?: DelayedReaction[];
  /** Runs once the response and `events` are published (run_rule starts the rule's run here, so its events follow the answer). */
  afterAnswer?: () => void;
  /** What the gateway reports to the cloud after answering (the cloud keeps it in the gateway's record). */
  report?: GatewayReport;
}

/** A change the gateway tells the cloud about (cloud/gatewayReports.ts applies it). */
export interface GatewayReport {
  bridgeMode?: BridgeMode;
  /** A Wi-Fi network is being joined (gateway/wifiConnect.ts): the cloud waits for it to settle. */
  wifiConnecting?: boolean;
}

export interface DelayedReaction {
  afterMs: number;
  run: () => EmittedEvent[];
}
