import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { DeviceIdParam, SimNodeFailBody, SimPairingBody } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { EmittedEvent } from '../gateway/commands/types';
import type { GatewayEmulator } from '../gateway/emulator';
import { networkState, pressExisting, pressPair, setNodeFailed, type Reaction } from '../gateway/pairing/network';
import type { GatewayRecord } from '../store/cloudState';
import { conflict, notFound } from './apiError';
import { gatewayOf as gatewayOfFleet } from './controlGateway';
import { handle } from './handle';
import { playReaction, publishGatewayEvents } from './playReaction';
import { readBody, readInput } from './readInput';

/**
 * The physical world around a gateway (docs/simulator.md "Pairing and the
 * physical world"): pair buttons pressed on new and existing devices, nodes
 * that fail and come back, and the network state to read. What the gateway
 * says about it goes out on its event topic, now and later, as it would.
 */
export function controlPairingRoutes(ctx: SimContext): Router {
  const router = Router();

  const gatewayOf = (raw: unknown) => gatewayOfFleet(ctx, raw);
  const online = async (raw: unknown) => {
    const found = await gatewayOf(raw);
    // An offline gateway's radio hears nothing.
    if (found.gateway.connectionStatus !== 'online') throw conflict(`${found.gateway.serialNumber} is offline`);
    return found;
  };

  const publish = (gateway: GatewayRecord, events: EmittedEvent[]) => publishGatewayEvents(ctx, gateway, events);
  const play = (gateway: GatewayRecord, emulator: GatewayEmulator, reaction: Reaction) => playReaction(ctx, gateway, emulator, reaction);

  router.get(
    '/gateways/:serial/network',
    handle(async (req, res) => {
      const { emulator } = await gatewayOf(req.params.serial);
      const now = emulator.now();
      res.json({
        data: {
          ...networkState(emulator),
          waiting: emulator.presses.filter((p) => p.until > now).map(({ kind, hardwareId, outcome, until }) => ({ kind, hardwareId, outcome, until })),
        },
      });
    }),
  );

  router.post(
    '/gateways/:serial/pairing',
    handle(async (req, res) => {
      const { gateway, emulator } = await online(req.params.serial);
      const body = readBody(req, SimPairingBody);
      const hardwareId = body.hardwareId ?? randomBytes(8).toString('hex').toUpperCase();
      const reaction = pressPair(emulator, {
        kind: body.kind,
        bus: body.bus,
        name: body.name,
        hardwareId,
        outcome: body.outcome,
        failCode: body.failCode,
        failuresLeft: body.outcome === 'fail' ? body.times : 0,
        until: emulator.now() + body.waitSeconds * 1000,
      });
      if (reaction) await play(gateway, emulator, reaction);
      res.json({ data: { hardwareId, state: reaction ? 'joining' : 'waiting', network: networkState(emulator) } });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/press',
    handle(async (req, res) => {
      const { gateway, emulator } = await online(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      if (!emulator.contents.devices.some((d) => d.id === id)) throw notFound(`No device ${id} on ${gateway.serialNumber}`);
      const network = networkState(emulator);
      await play(gateway, emulator, pressExisting(emulator, id));
      res.json({ data: { device: id, network } });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/fail',
    handle(async (req, res) => {
      const { gateway, emulator } = await gatewayOf(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      const { failed } = readBody(req, SimNodeFailBody);
      const device = emulator.contents.devices.find((d) => d.id === id);
      if (!device) throw notFound(`No device ${id} on ${gateway.serialNumber}`);
      await publish(gateway, setNodeFailed(emulator, device, failed));
      res.json({ data: { device: id, failed, status: device.status } });
    }),
  );

  return router;
}
