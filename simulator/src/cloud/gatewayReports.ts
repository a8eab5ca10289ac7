import { operationModeWith } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { GatewayReport } from '../gateway/commands/outcome';
import { armReportedWifiSettle } from '../gateway/wifiConnect';
import { applyGatewayPatch } from './applyGatewayPatch';
import { gatewayBySerial } from '../store/cloudIndex';

/**
 * A gateway tells the cloud what changed on it (the fleet passes a command's
 * `report` here): its bridge mode becomes the operationMode bits of its
 * cloud record (sdk rules/bridgeMode.ts), through the same path as every
 * cloud change, so gateway_updated and gateway_mode_changed go out. A Wi-Fi
 * join begun is settled on the clock (gateway/wifiConnect.ts).
 */
export async function applyGatewayReport(ctx: SimContext, serial: string, report: GatewayReport): Promise<void> {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) return;
  if (report.wifiConnecting) await armReportedWifiSettle(ctx, serial);
  if (report.bridgeMode === undefined) return;
  await applyGatewayPatch(ctx, gateway, { cloud: { operationMode: operationModeWith(gateway.operationMode, report.bridgeMode) }, emulator: {} }, 'records');
}
