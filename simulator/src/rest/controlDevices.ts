import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { DeviceIdParam, SimDevicesBody, SimFirmwareBody, type Device } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { EmittedEvent } from '../gateway/commands/types';
import { propertyChanged } from '../gateway/deviceReactions';
import { allRoomIds, nextId } from '../gateway/layout';
import { buildDevice, defaultNames } from '../gateway/pairing/buildDevice';
import { conflict, notFound } from './apiError';
import { gatewayOf as gatewayOfFleet } from './controlGateway';
import { handle } from './handle';
import { playReaction } from './playReaction';
import { readBody, readInput } from './readInput';

/**
 * Devices as QA finds them in the physical world (docs/simulator.md
 * "Installing many devices" and "Node firmware"): a home an installer has
 * already paired, added in one call, and the firmware a vendor publishes
 * for a node (with an upgrade QA arranges to fail). What the gateway says
 * about it goes out on its event topic, as it would.
 */
export function controlDeviceRoutes(ctx: SimContext): Router {
  const router = Router();

  const gatewayOf = (raw: unknown) => gatewayOfFleet(ctx, raw);

  // Everything is checked before the first device is added: a refused call changes nothing.
  router.post(
    '/gateways/:serial/devices',
    handle(async (req, res) => {
      const { gateway, emulator } = await gatewayOf(req.params.serial);
      const body = readBody(req, SimDevicesBody);
      const { contents } = emulator;
      if (!allRoomIds(contents).includes(body.roomId)) throw notFound(`No room ${body.roomId} on ${gateway.serialNumber}`);
      // An offline gateway hears nothing of its nodes.
      if (gateway.connectionStatus !== 'online') throw conflict(`${gateway.serialNumber} is offline`);

      const names = body.name === undefined ? defaultNames(contents.devices, body.kind, body.count) : numbered(body.name, body.count);
      const hardwareIds = { ...(contents.hardwareIds ?? {}) };
      const taken = new Set(Object.values(hardwareIds));
      let id = nextId(contents.devices.map((d) => d.id));
      const added: Device[] = [];
      for (const name of names) {
        const device = { ...buildDevice(body.kind, id, name, body.bus), room_id: body.roomId };
        hardwareIds[String(id)] = freshHardwareId(taken);
        added.push(device);
        id++;
      }
      contents.devices.push(...added);
      contents.hardwareIds = hardwareIds;
      emulator.save();

      const [only] = added;
      const event: EmittedEvent =
        added.length === 1 && only
          ? { name: 'device_added', data: { device_id: only.id, device_name: only.device_name, class: only.class, hardware_id: hardwareIds[String(only.id)] } }
          : { name: 'devices_added', data: { device_ids: added.map((d) => d.id) } };
      await playReaction(ctx, gateway, emulator, { events: [event], later: [] });
      res.json({ data: { added: added.map((d) => d.id) } });
    }),
  );

  router.post(
    '/gateways/:serial/devices/:id/firmware',
    handle(async (req, res) => {
      const { gateway, emulator } = await gatewayOf(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      const body = readBody(req, SimFirmwareBody);
      const device = emulator.contents.devices.find((d) => d.id === id);
      if (!device) throw notFound(`No device ${id} on ${gateway.serialNumber}`);
      const ota = device.service_list.find((s) => s.name === 'OTAService');
      const flag = ota?.property_list.find((p) => p.name === 'NewFirmwareAvailable');
      if (!ota || !flag) throw notFound(`Device ${id} has no OTAService: its firmware is not upgraded through the gateway`);

      const events: EmittedEvent[] = [];
      if (body.available !== undefined && flag.value !== body.available) {
        flag.value = body.available;
        events.push(propertyChanged(device, ota, flag.name, body.available));
      }
      const arranged = { ...(emulator.contents.upgradeFailAt ?? {}) };
      if (body.failAt === null) delete arranged[String(id)];
      else if (body.failAt !== undefined) arranged[String(id)] = body.failAt;
      emulator.contents.upgradeFailAt = arranged;
      emulator.save();
      await playReaction(ctx, gateway, emulator, { events, later: [] });
      res.json({ data: { device: id, available: flag.value, failAt: arranged[String(id)] ?? null } });
    }),
  );

  return router;
}

/** "<name> 1" to "<name> N" (one device too: the name is a prefix). */
function numbered(name: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
}

/** A node's hardware id as pairing makes them (16 hex digits), none already on the gateway. */
function freshHardwareId(taken: Set<string>): string {
  for (;;) {
    const candidate = randomBytes(8).toString('hex').toUpperCase();
    if (taken.has(candidate)) continue;
    taken.add(candidate);
    return candidate;
  }
}
