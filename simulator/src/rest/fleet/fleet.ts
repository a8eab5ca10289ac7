import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  candidateRefusal,
  canCancelAllTasks,
  canCancelTask,
  canDeleteOperation,
  canRetryOperation,
  defaultCustomerConfig,
  ErrorCode,
  FleetErrorCode,
  GatewaysWithoutUserQuery,
  isAdmin,
  isListedBackup,
  LATEST_RESTORE_POINT,
  OperationIdParam,
  OperationListQuery,
  RemoveVirtualGatewayBody,
  ReplacementCreateBody,
  SerialParam,
  subroleOf,
  TaskIdParam,
  TaskListQuery,
  UNSORTED_FLOOR_ID,
  UNSORTED_ROOM_ID,
  VirtualGatewayBody,
  type CandidateRefusal,
  type GatewayRemoved,
  type GeneratedIds,
  type HardwareModel,
  type ReplacementCheck,
  type VirtualGatewayAnswer,
} from '@homeport/sdk';
import { fleetFlags } from '../../cloud/fleetFlags';
import {
  cancelAllTasks,
  cancelOneTask,
  createReplacement,
  deleteOperation,
  findOperation,
  isLive,
  liveOperationOf,
  operationsOf,
  operationView,
  removeGatewayRecord,
  retryOperation,
  taskView,
} from '../../cloud/replacement';
import { detachGateways, publishRemovals } from '../../cloud/removeGatewayOwner';
import type { SimContext } from '../../context';
import { newFactorySecrets } from '../../gateway/factorySecrets';
import { defaultScenarioStatuses } from '../../gateway/rules/scenarioStatuses';
import { UNSORTED_ROOM_NAME } from '../../seed/floors';
import type { GatewayRecord, OperationRecord, UserRecord } from '../../store/cloudState';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { pageOf, searchGateways, sortGateways } from '../shared/gatewayQuery';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { gatewayView } from '../shared/views';
import { gatewayBySerial } from '../../store/cloudIndex';

/**
 * The admin fleet calls (spec 3 §7 "Gateways (admin)"; docs/contracts.md
 * "Fleet: replacement, operations, virtual gateways"): replacement and
 * repair, the operations that carry them out, admin removal and virtual
 * gateways. Admins only; changes need the write subrole (admin-support).
 */

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

/** spec 3 §2: admin only; a user gets 403 000403. Runs after requireSession. */
const requireAdmin: RequestHandler = (_req, res, next) => {
  next(isAdmin(callerOf(res).user) ? undefined : forbidden('Admins only'));
};

/** spec 3 §1: only the admin-support subrole changes the fleet. */
function requireFleetWrite(user: UserRecord): void {
  if (subroleOf(user) !== defaultCustomerConfig.constants.writeSubrole) throw forbidden('Your role does not allow changes to the fleet (admin-support only)');
}

/** spec 3 §7 names the caller in the body: it must be the caller's own id. */
function requireOwnId(user: UserRecord, id: string, field: string): void {
  if (id !== user.id) throw refuse(403, ErrorCode.forbidden, `${field} must be your own user id`, field);
}

const gatewayOr404 = (ctx: SimContext, serial: string, field = 'sn'): GatewayRecord => {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) throw refuse(404, ErrorCode.notFound, `No gateway ${serial}`, field);
  return gateway;
};

const operationOr404 = (ctx: SimContext, id: string): OperationRecord => {
  const op = findOperation(ctx, id);
  if (!op) throw notFound(`No operation ${id}`);
  return op;
};

/** Whether a gateway is in a replacement: its flag (the events' state) or a live operation. */
const inReplacement = (ctx: SimContext, gateway: GatewayRecord) => gateway.replacementInProgress || liveOperationOf(ctx, gateway.serialNumber) !== null;

const CANDIDATE_REFUSALS: Record<CandidateRefusal, (failed: GatewayRecord, fresh: GatewayRecord) => ApiError> = {
  sameGateway: () => refuse(400, FleetErrorCode.sameGateway, 'The new gateway must not be the failed one', 'newGtwSN'),
  inProgress: (_f, fresh) => refuse(409, FleetErrorCode.inProgress, `Gateway ${fresh.serialNumber} is in a replacement already`, 'newGtwSN'),
  newOffline: (_f, fresh) => refuse(409, FleetErrorCode.newOffline, `Gateway ${fresh.serialNumber} is offline`, 'newGtwSN'),
  newAssigned: (_f, fresh) => refuse(409, FleetErrorCode.newAssigned, `Gateway ${fresh.serialNumber} has an owner`, 'newGtwSN'),
  notCompatible: (failed, fresh) => refuse(409, FleetErrorCode.notCompatible, `A ${fresh.model} cannot take the home of a ${failed.model} (cross-replace table)`, 'newGtwSN'),
};

/** /replace/gw: create and check (spec 3 §7). */
export function replaceRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);

  router.post(
    '/gw/create',
    handle(async (req, res) => {
      const { user, session } = callerOf(res);
      const flags = fleetFlags(ctx);
      if (!flags.RPL_GTW) throw refuse(403, FleetErrorCode.replacementDisabled, 'Gateway replacement is not enabled');
      requireFleetWrite(user);
      const body = readBody(req, ReplacementCreateBody);
      requireOwnId(user, body.userId, 'userId');
      // spec 3 §4, §6: an OTP authorization first when the flag is on (docs/contracts.md "OTP authorization").
      if (flags.SECURE_IMPORTANT_ROUTES_WITH_OTP && !((session.otpAuthorizedUntil ?? 0) > ctx.now())) {
        throw refuse(403, FleetErrorCode.otpRequired, 'Authorize with a one-time code first (POST /auth/otp/authorize/send, then verify)');
      }
      const failed = gatewayOr404(ctx, body.failedGtwSN, 'failedGtwSN');
      const fresh = gatewayOr404(ctx, body.newGtwSN, 'newGtwSN');
      if (failed.serialNumber === fresh.serialNumber) throw CANDIDATE_REFUSALS.sameGateway(failed, fresh);
      if (inReplacement(ctx, failed)) throw refuse(409, FleetErrorCode.inProgress, `Gateway ${failed.serialNumber} is in a replacement already`, 'failedGtwSN');
      if (failed.userId === null) throw refuse(409, FleetErrorCode.failedNotAssigned, `Gateway ${failed.serialNumber} has no owner: nothing to move`, 'failedGtwSN');
      const refusal = candidateRefusal(failed, { ...fresh, replacementInProgress: inReplacement(ctx, fresh) });
      if (refusal) throw CANDIDATE_REFUSALS[refusal](failed, fresh);
      if (body.restorePoint !== LATEST_RESTORE_POINT) {
        const backup = ctx.backups.find(body.restorePoint);
        if (!backup || backup.serialNumber !== failed.serialNumber || !isListedBackup(backup) || ctx.backups.snapshotText(backup._id) === null) {
          throw refuse(400, FleetErrorCode.restorePointUnknown, `${body.restorePoint} is not a kept backup of ${failed.serialNumber}`, 'restorePoint');
        }
      }
      const op = await createReplacement(ctx, {
        failed,
        fresh,
        restorePoint: body.restorePoint,
        automaticFactoryReset: body.automaticFactoryReset,
        kind: body.kind,
        adminId: user.id,
      });
      res.status(201).json({ data: { operation: operationView(op) } });
    }),
  );

  router.get(
    '/gw/check/:sn',
    handle((req, res) => {
      const gateway = gatewayOr404(ctx, readInput(SerialParam, req.params.sn, 'sn'));
      const live = liveOperationOf(ctx, gateway.serialNumber);
      const answer: ReplacementCheck = {
        serialNumber: gateway.serialNumber,
        inProgress: gateway.replacementInProgress || live !== null,
        operationId: live?.op._id ?? null,
        role: live?.role ?? (gateway.replacementInProgress ? (gateway.replacementOf ? 'new' : 'failed') : null),
      };
      res.json({ data: answer });
    }),
  );

  return router;
}

/** /te_operation: the operations list, one operation, its tasks, and the admin's actions on them (spec 3 §7). */
export function operationRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);

  router.get(
    '/list',
    handle((req, res) => {
      const { limit, skip, status, search } = readQuery(req, OperationListQuery);
      const needle = search?.trim().toUpperCase();
      const all = operationsOf(ctx)
        .filter((op) => status === undefined || op.status === status)
        .filter((op) => !needle || op.failedGtwSN.includes(needle) || op.newGtwSN.includes(needle))
        .sort((a, b) => b.timeOfOperationStart - a.timeOfOperationStart || b._id.localeCompare(a._id, 'en', { numeric: true }));
      res.json({ data: pageOf(all, skip, limit).map(operationView), count: all.length });
    }),
  );

  router.get(
    '/:id',
    handle((req, res) => {
      res.json({ data: operationView(operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'))) });
    }),
  );

  router.delete(
    '/:id',
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'));
      if (!canDeleteOperation(op)) throw refuse(409, FleetErrorCode.notDeletable, `Operation ${op._id} is ${op.status}; only a Completed or Failed one is deleted`);
      await deleteOperation(ctx, op);
      res.json({ data: { _id: op._id } });
    }),
  );

  router.post(
    '/:id/retry',
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'));
      if (op.givenUp || !canRetryOperation(op)) throw refuse(409, FleetErrorCode.nothingToRetry, `Operation ${op._id} has no failed task to retry`);
      await retryOperation(ctx, op);
      res.json({ data: { operation: operationView(op) } });
    }),
  );

  router.get(
    '/:id/tasks',
    handle((req, res) => {
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'));
      const { filterBy, search, page, limit } = readQuery(req, TaskListQuery);
      const needle = search?.trim().toLowerCase();
      const all = op.tasks
        .filter((t) => filterBy === 'all' || t.taskOptions.status === filterBy)
        .filter((t) => !needle || t.name.toLowerCase().includes(needle) || t.device.toLowerCase().includes(needle));
      res.json({ data: pageOf(all, (page - 1) * limit, limit).map(taskView), count: all.length });
    }),
  );

  router.post(
    '/:id/cancel',
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'));
      // The sdk's rule (the portal offers cancel all by it): not once Completed or Failed; a Failed one is deleted instead.
      if (!canCancelAllTasks(op)) throw refuse(409, FleetErrorCode.operationEnded, `Operation ${op._id} has ended (${op.status})`);
      await cancelAllTasks(ctx, op);
      res.json({ data: { operation: operationView(op) } });
    }),
  );

  router.post(
    '/:id/tasks/:taskId/cancel',
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, 'id'));
      const taskId = readInput(TaskIdParam, req.params.taskId, 'taskId');
      const task = op.tasks.find((t) => t._id === taskId);
      if (!task) throw notFound(`No task ${taskId} in operation ${op._id}`);
      if (!isLive(op) || !canCancelTask(task))
        throw refuse(409, FleetErrorCode.taskNotCancelable, `Task ${task._id} is ${task.taskOptions.status}${isLive(op) ? '' : ' in an ended operation'}`);
      await cancelOneTask(ctx, op, task);
      res.json({ data: { operation: operationView(op), task: taskView(task) } });
    }),
  );

  return router;
}

// ---- /udm: removal, unassigned gateways, hardware, virtual gateways ----

/** The seed's firmware versions (seed/gatewayRecord.ts), offered for every model. */
const FIRMWARES = ['3.2.1', '3.4.0', '3.6.2', '4.0.1'];
/** spec 3 §9: the virtual gateway model is voc200. */
const VIRTUAL_MODEL = defaultCustomerConfig.constants.virtualGatewayModel.toUpperCase();

/** GET /udm/hardware/list: the models of the fleet, their firmwares, which one is virtual. */
export const HARDWARE_LIST: HardwareModel[] = ['DOC400', 'HA101', 'HA102', 'JCO4032', 'LIV100', 'SHH600', 'SHH800', VIRTUAL_MODEL].map((hardwareModel) => ({
  hardwareModel,
  firmwareModels: [...FIRMWARES],
  virtual: hardwareModel === VIRTUAL_MODEL,
}));

/** The gateway leaves the fleet: its owner and linked users are told (gateway_removed), then homeport/admin/evt. */
async function removeFromFleet(ctx: SimContext, gateway: GatewayRecord): Promise<GatewayRemoved> {
  const formerOwner = gateway.userId;
  const removals = detachGateways(ctx.product, ctx.cloud.state, [gateway]);
  removeGatewayRecord(ctx, gateway);
  ctx.cloud.commit();
  // publishRemovals also says it on homeport/admin/evt.
  await publishRemovals(ctx, removals);
  ctx.log(`fleet: ${gateway.serialNumber} removed`);
  return { serialNumber: gateway.serialNumber, removed: true, formerOwner };
}

function generateIds(ctx: SimContext): GeneratedIds {
  const taken = new Set(ctx.cloud.state.gateways.flatMap((g) => [g.serialNumber, g.secureId.toUpperCase()]));
  for (;;) {
    const serialNumber = `VG${randomBytes(5).toString('hex').toUpperCase()}`;
    const secureId = randomBytes(12).toString('hex').toUpperCase();
    if (!taken.has(serialNumber) && !taken.has(secureId)) return { serialNumber, secureId };
  }
}

/** Mounted inside /udm (after its requireSession). */
export function udmFleetRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/device/fetchGtwWithoutUser',
    requireAdmin,
    handle((req, res) => {
      const { page, limit, orderBy, models, searchText } = readQuery(req, GatewaysWithoutUserQuery);
      const wanted = new Set(
        (models ?? '')
          .split(',')
          .map((m) => m.trim().toUpperCase())
          .filter((m) => m !== ''),
      );
      const { gateways, users } = ctx.cloud.state;
      const unassigned = searchGateways(gateways, users, searchText).filter((g) => g.userId === null && (wanted.size === 0 || wanted.has(g.model.toUpperCase())));
      // connectionStatus puts online first (the list a replacement picks from), -connectionStatus offline first.
      const order = orderBy === 'connectionStatus' ? '-connectionStatus' : orderBy === '-connectionStatus' ? 'connectionStatus' : orderBy;
      const all = sortGateways(unassigned, order);
      res.json({ data: pageOf(all, (page - 1) * limit, limit).map(gatewayView), count: all.length });
    }),
  );

  router.get(
    '/hardware/list',
    requireAdmin,
    handle((_req, res) => {
      res.json({ data: HARDWARE_LIST });
    }),
  );

  router.delete(
    '/device/:sn',
    requireAdmin,
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const gateway = gatewayOr404(ctx, readInput(SerialParam, req.params.sn, 'sn'));
      if (inReplacement(ctx, gateway)) throw refuse(409, FleetErrorCode.removeInReplacement, `Gateway ${gateway.serialNumber} is in a replacement`);
      res.json({ data: await removeFromFleet(ctx, gateway) });
    }),
  );

  const requireVirtual: RequestHandler = (_req, _res, next) => {
    next(fleetFlags(ctx).VIRTUAL_GTW ? undefined : refuse(403, FleetErrorCode.virtualDisabled, 'Virtual gateway creation is not enabled'));
  };

  router.get(
    '/admin/generate-sn-and-sid',
    requireAdmin,
    requireVirtual,
    handle((_req, res) => {
      requireFleetWrite(callerOf(res).user);
      res.json({ data: generateIds(ctx) });
    }),
  );

  router.post(
    '/device/upload/one/vg',
    requireAdmin,
    requireVirtual,
    handle(async (req, res) => {
      const { user } = callerOf(res);
      requireFleetWrite(user);
      const body = readBody(req, VirtualGatewayBody);
      requireOwnId(user, body.creatorId, 'creatorId');
      const hardware = HARDWARE_LIST.find((h) => h.hardwareModel === body.hardwareModel);
      if (!hardware?.virtual) throw refuse(400, FleetErrorCode.virtualModelUnknown, `${body.hardwareModel} is not a virtual gateway model`, 'hardwareModel');
      if (!hardware.firmwareModels.includes(body.firmwareModel)) {
        throw refuse(
          400,
          FleetErrorCode.virtualModelUnknown,
          `${body.firmwareModel} is not a firmware of ${hardware.hardwareModel} (${hardware.firmwareModels.join(', ')})`,
          'firmwareModel',
        );
      }
      const ids = body.serialNumber !== undefined && body.secureId !== undefined ? { serialNumber: body.serialNumber, secureId: body.secureId } : generateIds(ctx);
      const gateways = ctx.cloud.state.gateways;
      if (gateways.some((g) => g.serialNumber === ids.serialNumber)) throw refuse(409, FleetErrorCode.virtualIdTaken, `Serial ${ids.serialNumber} is taken`, 'serialNumber');
      if (gateways.some((g) => g.secureId.toUpperCase() === ids.secureId)) throw refuse(409, FleetErrorCode.virtualIdTaken, 'That secure id is taken', 'secureId');
      const now = ctx.now();
      const softwareId = `fw-${hardware.hardwareModel.toLowerCase()}-${body.firmwareModel}`;
      const record: GatewayRecord = {
        id: ids.serialNumber,
        serialNumber: ids.serialNumber,
        name: 'Virtual gateway',
        userId: null,
        connectionStatus: 'online',
        secureId: ids.secureId,
        type: 'VG',
        model: hardware.hardwareModel,
        operationMode: 0,
        connectionType: 'unknown',
        currentFWVersion: body.firmwareModel,
        swVersions: { ohmVersion: '4.21.3' },
        installations: [{ softwareId, history: [{ status: 'installed', ts: now }] }],
        installationSoftwareId: softwareId,
        backupRestoreInProgress: false,
        replacementInProgress: false,
        subscriptionLockMode: 0,
        isAutomaticallyBackup: false,
        region: 'S',
        state: '',
        centre: '',
      };
      await ctx.emulators.add({
        serialNumber: ids.serialNumber,
        platform: { model: hardware.hardwareModel, ohmVersion: '4.21.3', appVersion: '2.18.8', osmVersion: '1.26.1', networkType: 'unknown', ip: '10.0.0.2' },
        privilegedBy: null,
        pinLocked: false,
        factory: newFactorySecrets(),
        devices: [],
        floors: [{ floor_id: UNSORTED_FLOOR_ID, floor_name: 'Unsorted', rooms: [{ room_id: UNSORTED_ROOM_ID, room_name: UNSORTED_ROOM_NAME, devices: [] }] }],
        rules: [],
        scenarioStatuses: defaultScenarioStatuses(),
        ruleSeq: 0,
      });
      gateways.push(record);
      ctx.cloud.commit();
      ctx.log(`fleet: virtual gateway ${ids.serialNumber} created by ${user.id}`);
      const answer: VirtualGatewayAnswer = {
        imported: true,
        newlyGenerated: ids,
        creationVG: { serialNumber: ids.serialNumber, secureId: ids.secureId, model: record.model, currentFWVersion: record.currentFWVersion, creatorId: user.id, createdAt: now },
      };
      res.status(201).json({ data: answer });
    }),
  );

  router.post(
    '/device/remove/one/vg',
    requireAdmin,
    requireVirtual,
    handle(async (req, res) => {
      requireFleetWrite(callerOf(res).user);
      const { serialNumber } = readBody(req, RemoveVirtualGatewayBody);
      const gateway = gatewayOr404(ctx, serialNumber, 'serialNumber');
      if (gateway.model.toUpperCase() !== VIRTUAL_MODEL) throw refuse(409, FleetErrorCode.notVirtual, `Gateway ${serialNumber} is not virtual`, 'serialNumber');
      if (inReplacement(ctx, gateway)) throw refuse(409, FleetErrorCode.removeInReplacement, `Gateway ${serialNumber} is in a replacement`);
      res.json({ data: await removeFromFleet(ctx, gateway) });
    }),
  );

  return router;
}
