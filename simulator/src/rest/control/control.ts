import { Router } from 'express';
import { isAdmin, SerialParam, topics } from '@homeport/sdk';
import { DeviceIdParam, GatewayOwnerBody, GatewayPatchBody, SimEventBody, SimReportBody } from '@homeport/sdk/sim';
import { splitGatewayPatch } from '../../cloud/gatewayPatch';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import { pinResetMessage } from '../../cloud/messages';
import { ownerSegment } from '../../cloud/ownerSegment';
import { unassignGateway } from '../../cloud/removeGatewayOwner';
import type { SimContext } from '../../context';
import type { GatewayRecord } from '../../store/cloudState';
import { badInput, conflict, notFound } from '../../errors/apiError';
import { RESET_TTL_MS } from '../auth/authPasswords';
import { controlAccountRoutes } from './controlAccounts';
import { controlDeviceRoutes } from './controlDevices';
import { controlFaultRoutes } from './controlFaults';
import { controlOutboxRoutes } from './controlOutbox';
import { controlClockRoutes } from './controlClock';
import { controlPairingRoutes } from './controlPairing';
import { controlRuleRoutes } from './controlRules';
import { controlGatewaySettingsRoutes } from './controlGatewaySettings';
import { controlZotaRoutes } from './controlZota';
import { controlBulkRoutes } from './controlBulk';
import { controlAlarmRoutes } from './controlAlarms';
import { controlFleetRoutes } from './controlFleet';
import { controlStatisticsRoutes } from './controlStatistics';
import { controlHistoryRoutes } from './controlHistory';
import { controlScenarioRoutes } from './controlScenarios';
import { controlSetAsideRoutes } from './controlSetAside';
import { cancelRestart, restartingUntil } from '../../gateway/restartGateway';
import { handle } from '../shared/handle';
import { originOf, readBody, readInput } from '../shared/readInput';
import { gatewayView } from '../shared/views';
import { readSummary } from '../../gateway/ops/cloudReads';
import { reportValue } from '../../gateway/ops/restWrites';
import { gatewayBySerial, hasGateway } from '../../store/cloudIndex';
import { userByIdIndexed } from '../../store/cloudIndex';

/**
 * The QA back door (docs/contracts.md "Simulator control API"), mounted at
 * /api/__sim by the simulator only, behind the control token (http/controlGate.ts);
 * no session: it is never exposed by the packages.
 */
export function controlRoutes(ctx: SimContext): Router {
  const router = Router();

  const gatewayOr404 = (serial: string): GatewayRecord => {
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    return gateway;
  };

  const withEmulator = async (gateway: GatewayRecord) => {
    const summary = await ctx.emulators.runIfThere(gateway.serialNumber, readSummary, undefined);
    return {
      ...gatewayView(gateway),
      emulator: {
        privilegedBy: summary?.privilegedBy ?? null,
        pinLocked: summary?.pinLocked ?? false,
        deviceCount: summary?.deviceCount ?? 0,
        failedNodes: summary?.failedNodes ?? [],
        // The sticker (QA holds the control API; a real gateway prints these on its label).
        factoryPin: summary?.factoryPin ?? null,
        localPassword: summary?.localPassword ?? null,
        // A reboot or factory reset in progress: when the gateway is back (simulator clock).
        restartingUntil: restartingUntil(ctx, gateway.serialNumber),
      },
    };
  };

  router.post(
    '/reset',
    handle(async (_req, res) => {
      ctx.reset();
      // Fleet workers have done theirs too (gateway/gatewayOwners.ts).
      await ctx.emulators.settled();
      res.json({ data: { reset: true } });
    }),
  );

  router.get(
    '/gateways',
    handle((_req, res) => {
      res.json({ data: ctx.cloud.state.gateways.map(gatewayView) });
    }),
  );

  router.get(
    '/gateways/:serial',
    handle(async (req, res) => {
      res.json({ data: await withEmulator(gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'))) });
    }),
  );

  router.patch(
    '/gateways/:serial',
    handle(async (req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      const patch = splitGatewayPatch(readBody(req, GatewayPatchBody));
      const peer = patch.directives.replacementPeer;
      if (peer !== undefined && (peer === gateway.serialNumber || !hasGateway(ctx.cloud.state, peer))) {
        throw badInput('replacementPeer', `replacementPeer must be another gateway of the fleet, not ${peer}`);
      }
      // QA sets the connection by hand: a reboot in progress does not bring the gateway back by itself.
      if (patch.cloud.connectionStatus !== undefined) cancelRestart(ctx, gateway.serialNumber);
      const changes = await applyGatewayPatch(ctx, gateway, patch, 'records');
      res.json({ data: { ...(await withEmulator(gateway)), changes } });
    }),
  );

  router.post(
    '/gateways/:serial/events',
    handle(async (req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      const body = readBody(req, SimEventBody);
      const topic = topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber });
      // Published whatever the connection status: QA decides what the gateway says.
      const event = await ctx.bus.publishEvent(topic, body.name, body.data);
      res.json({ data: { topic, event } });
    }),
  );

  // A device reports a value by itself (a sensor reading, an IR learn failing):
  // validated against the property's type and options, saved, and announced
  // with device_{id}_property_changed as the gateway would. Read-only
  // properties may be reported: that is what they are for.
  router.post(
    '/gateways/:serial/devices/:id/report',
    handle(async (req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      const id = readInput(DeviceIdParam, req.params.id, 'id');
      const body = readBody(req, SimReportBody);
      // Found, accepted, saved and emitted on the gateway (its rules see the change: a device trigger may fire).
      const reported = await ctx.emulators.run(gateway.serialNumber, reportValue, { device: id, service: body.service, property: body.property, value: body.value });
      res.json({ data: reported });
    }),
  );

  // docs/contracts.md "Gateway state events": the gateway leaves its owner (gateway_removed).
  router.delete(
    '/gateways/:serial/owner',
    handle(async (req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      if (gateway.userId === null) throw conflict(`Gateway ${gateway.serialNumber} has no owner`);
      const previousOwner = await unassignGateway(ctx, gateway);
      res.json({ data: { ...(await withEmulator(gateway)), previousOwner } });
    }),
  );

  // The other way: an installer adds an unassigned gateway to a home user's account
  // (the portal's no-gateway page checks again and moves on).
  router.put(
    '/gateways/:serial/owner',
    handle(async (req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      const { userId } = readBody(req, GatewayOwnerBody);
      const user = userByIdIndexed(ctx.cloud.state, userId);
      if (!user) throw notFound(`No user ${userId}`);
      if (isAdmin(user)) throw badInput('userId', `${userId} is an admin; admins reach every gateway without owning one`);
      if (gateway.userId !== null) throw conflict(`Gateway ${gateway.serialNumber} already has an owner`);
      gateway.userId = user.id;
      if (!user.devices.includes(gateway.serialNumber)) user.devices = [...user.devices, gateway.serialNumber];
      ctx.cloud.commit();
      res.json({ data: await withEmulator(gateway) });
    }),
  );

  // spec 1 §2.1 /resetPin/hash/{resetHash}: the link a PIN reset request e-mails to the owner.
  router.post(
    '/gateways/:serial/pin-reset',
    handle((req, res) => {
      const gateway = gatewayOr404(readInput(SerialParam, req.params.serial, 'serial'));
      const owner = gateway.userId === null ? undefined : userByIdIndexed(ctx.cloud.state, gateway.userId);
      if (!owner) throw conflict(`Gateway ${gateway.serialNumber} has no owner to send the link to`);
      const { raw } = ctx.tokens.issue('pin_reset', owner.id, RESET_TTL_MS, { serialNumber: gateway.serialNumber }, true);
      const message = ctx.outbox.send(pinResetMessage(owner, originOf(req), raw, gateway.serialNumber));
      ctx.cloud.commit();
      res.json({ data: { sent: true, to: owner.username, messageId: message.id } });
    }),
  );

  router.use(controlAccountRoutes(ctx));
  router.use(controlOutboxRoutes(ctx));
  router.use(controlFaultRoutes(ctx));
  router.use(controlPairingRoutes(ctx));
  router.use(controlClockRoutes(ctx));
  router.use(controlRuleRoutes(ctx));
  router.use(controlDeviceRoutes(ctx));
  router.use(controlGatewaySettingsRoutes(ctx));
  router.use(controlZotaRoutes(ctx));
  router.use(controlBulkRoutes(ctx));
  router.use(controlAlarmRoutes(ctx));
  router.use(controlSetAsideRoutes(ctx));
  router.use(controlFleetRoutes(ctx));
  router.use(controlStatisticsRoutes(ctx));
  router.use(controlHistoryRoutes(ctx));
  router.use(controlScenarioRoutes(ctx));
  return router;
}
