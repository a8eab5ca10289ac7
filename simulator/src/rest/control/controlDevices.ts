import { Router } from 'express';
import { DeviceIdParam, SimDevicesBody, SimFirmwareBody } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { addDevices, deviceFirmware } from '../../gateway/ops/physicalWorld';
import { gatewayOf as gatewayOfFleet } from './controlGateway';
import { handle } from '../shared/handle';
import { readBody, readInput } from '../shared/readInput';

/**
 * Devices as QA finds them in the physical world (docs/simulator.md
 * "Installing many devices" and "Node firmware"): a home an installer has
 * already paired, added in one call, and the firmware a vendor publishes
 * for a node (with an upgrade QA arranges to fail). What the gateway says
 * about it goes out on its event topic, as it would: the work runs as an
 * operation where the gateway's emulator lives (gateway/ops/physicalWorld.ts).
 */
export function controlDeviceRoutes(ctx: SimContext): Router {
  const router = Router();

  const gatewayOf = (raw: unknown) => gatewayOfFleet(ctx, raw);

  // Everything is checked before the first device is added: a refused call changes nothing.
  router.post(
    '/gateways/:serial/devices',
    handle(async (req, res) => {
      const gateway = gatewayOf(req.params.serial);
      const body = readBody(req, SimDevicesBody);
      const { added } = await ctx.emulators.run(gateway.serialNumber, addDevices, { ...body, online: gateway.connectionStatus === 'online' });
      res.json({ data: { added } });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/firmware',
    handle(async (req, res) => {
      const gateway = gatewayOf(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      const body = readBody(req, SimFirmwareBody);
      const data = await ctx.emulators.run(gateway.serialNumber, deviceFirmware, { id, available: body.available, failAt: body.failAt });
      res.json({ data });
    }),
  );

  return router;
}
