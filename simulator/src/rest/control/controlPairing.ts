import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { DeviceIdParam, SimNodeFailBody, SimPairingBody } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { existingPress, nodeFail, pairingPress, readNetwork } from '../../gateway/ops/physicalWorld';
import { conflict } from '../../errors/apiError';
import { gatewayOf as gatewayOfFleet } from './controlGateway';
import { handle } from '../shared/handle';
import { readBody, readInput } from '../shared/readInput';

/**
 * The physical world around a gateway (docs/simulator.md "Pairing and the
 * physical world"): pair buttons pressed on new and existing devices, nodes
 * that fail and come back, and the network state to read. What the gateway
 * says about it goes out on its event topic, now and later, as it would:
 * each runs as an operation where the gateway's emulator lives
 * (gateway/ops/physicalWorld.ts).
 */
export function controlPairingRoutes(ctx: SimContext): Router {
  const router = Router();

  const gatewayOf = (raw: unknown) => gatewayOfFleet(ctx, raw);
  const online = (raw: unknown) => {
    const gateway = gatewayOf(raw);
    // An offline gateway's radio hears nothing.
    if (gateway.connectionStatus !== 'online') throw conflict(`${gateway.serialNumber} is offline`);
    return gateway;
  };

  router.get(
    '/gateways/:serial/network',
    handle(async (req, res) => {
      const gateway = gatewayOf(req.params.serial);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, readNetwork, undefined) });
    }),
  );

  router.post(
    '/gateways/:serial/pairing',
    handle(async (req, res) => {
      const gateway = online(req.params.serial);
      const body = readBody(req, SimPairingBody);
      const hardwareId = body.hardwareId ?? randomBytes(8).toString('hex').toUpperCase();
      const data = await ctx.emulators.run(gateway.serialNumber, pairingPress, {
        kind: body.kind,
        bus: body.bus,
        name: body.name,
        hardwareId,
        outcome: body.outcome,
        failCode: body.failCode,
        failuresLeft: body.outcome === 'fail' ? body.times : 0,
        waitSeconds: body.waitSeconds,
      });
      res.json({ data });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/press',
    handle(async (req, res) => {
      const gateway = online(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, existingPress, { id }) });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/fail',
    handle(async (req, res) => {
      const gateway = gatewayOf(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      const { failed } = readBody(req, SimNodeFailBody);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, nodeFail, { id, failed }) });
    }),
  );

  return router;
}
