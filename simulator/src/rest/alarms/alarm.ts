import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  ALARM_PRIORITIES,
  AlarmByCodeBody,
  AlarmCodeParam,
  AlarmDetailsBody,
  AlarmErrorCode,
  AlarmIdParam,
  AlarmListBody,
  AlarmSerialQuery,
  CreateAlarmBody,
  EscalationUpdateBody,
  MAX_ALARMS_PER_GATEWAY,
  MAX_ESCALATION_SECONDS,
  MAX_RECIPIENTS_PER_ALARM,
  MediaDeviceStateBody,
  MediaDeviceUpdateBody,
  NotificationFilterCode,
  NotificationGroupListBody,
  NotificationListBody,
  NotificationScopeQuery,
  NotifWayBody,
  PRIORITY_NAMES,
  ReactBody,
  ReactedByDateBody,
  RecipientDeleteByIdBody,
  RecipientConfirmQuery,
  RecipientListBody,
  RecipientSetBody,
  RecipientUpdateBody,
  TableRefreshQuery,
  UpdateAlarmBody,
  UpdatePriorityBody,
  isAlarmNameTaken,
  type AlarmSpan,
  type EscalationTimes,
  type NotificationGroup,
  type NotificationPage,
  type RecipientConfirmation,
  type RecipientType,
} from '@homeport/sdk';
import { canReachGateway } from '../../auth/gatewayAccess';
import { alarmToWire, alarmsOf, ensureTable, notificationToWire, tableChanged, tableToWire } from '../../cloud/alarms/alarmTable';
import type { SimContext } from '../../context';
import { askConfirmation, confirmRecipient, recipientToWire } from '../../cloud/alarms/recipientConfirmations';
import type { AlarmNotificationRecord, AlarmRecipientRecord, AlarmRecord, GatewayRecord, UserRecord } from '../../store/cloudState';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { originOf, readBody, readInput, readQuery } from '../shared/readInput';
import { callerOf, requireSession } from '../shared/requireSession';
import { requireGatewayWrite } from '../shared/writeAccess';
import { gatewayBySerial } from '../../store/cloudIndex';

const nameTaken = () => new ApiError(409, AlarmErrorCode.nameTaken, 'An alarm with this name exists already', 'name');

/**
 * Alarms and notifications, every /alarm path of spec 2 §7 but the
 * online/offline toggles (alarmGateway.ts); docs/contracts.md "Alarms and
 * notifications". Reads need a gateway the caller reaches; changes are
 * writes (spec 1 §6: users of the gateway and admin-support). Every body is
 * read with the sdk's schema; a refusal changes nothing.
 */
export function alarmRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  const state = () => ctx.cloud.state;

  /** The gateway and its table (made on first use, then saved). */
  const tableOf = (gateway: GatewayRecord) => {
    const { table, created } = ensureTable(state(), gateway.serialNumber, ctx.now());
    if (created) ctx.cloud.commit();
    return table;
  };
  const readable = (req: Request, serial: string) => {
    const gateway = reachableGateway(ctx, callerOf(reqRes(req)).user, serial);
    return { gateway, table: tableOf(gateway) };
  };
  const writable = (req: Request, serial: string) => {
    const found = readable(req, serial);
    requireGatewayWrite(callerOf(reqRes(req)).user, found.gateway);
    return found;
  };
  const alarmByCode = (serial: string, code: number): AlarmRecord => {
    const alarm = state().alarms.find((a) => a.serialNumber === serial && a.alarmCode === code);
    if (!alarm) throw notFound(`No alarm ${code} on ${serial}`);
    return alarm;
  };
  /** An alarm by id, on a gateway the caller reaches (writes: may write). */
  const alarmById = (req: Request, id: string, write: boolean) => {
    const alarm = state().alarms.find((a) => a.id === id);
    if (!alarm) throw notFound(`No alarm ${id}`);
    const found = write ? writable(req, alarm.serialNumber) : readable(req, alarm.serialNumber);
    return { alarm, ...found };
  };
  const changed = (alarm: AlarmRecord, table: ReturnType<typeof tableOf>) => {
    alarm.updatedAt = ctx.now();
    tableChanged(table);
    ctx.cloud.commit();
  };

  router.post(
    '/list',
    handle((req, res) => {
      const { serialNumber } = readBody(req, AlarmListBody);
      const { table } = readable(req, serialNumber);
      res.json({ data: tableToWire(state(), table) });
    }),
  );

  router.post(
    '/details',
    handle((req, res) => {
      const { id } = readBody(req, AlarmDetailsBody);
      const { alarm, table } = alarmById(req, id, false);
      res.json({ data: alarmToWire(state(), alarm, table) });
    }),
  );

  router.post(
    '/getByAlarmCode',
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, AlarmByCodeBody);
      const { table } = readable(req, serialNumber);
      res.json({ data: alarmToWire(state(), alarmByCode(serialNumber, alarmCode), table) });
    }),
  );

  router.post(
    '/create',
    handle((req, res) => {
      const body = readBody(req, CreateAlarmBody);
      const { table } = writable(req, body.serialNumber);
      const alarms = alarmsOf(state(), body.serialNumber);
      // spec 2 §8: 11000 when the name exists.
      if (
        isAlarmNameTaken(
          alarms.map((a) => ({ _id: a.id, alarmCode: a.alarmCode, alarmName: [{ name: a.name, lang: 'en_EN', desc: '' }] })),
          body.name,
        )
      )
        throw nameTaken();
      if (alarms.length >= MAX_ALARMS_PER_GATEWAY) throw new ApiError(409, AlarmErrorCode.limitReached, `A gateway holds at most ${MAX_ALARMS_PER_GATEWAY} alarms`);
      const now = ctx.now();
      // spec 2 §9: user alarm codes are above 1000.
      const code = table.nextUserCode;
      table.nextUserCode += 1;
      const alarm: AlarmRecord = {
        id: `alarm-${body.serialNumber}-${code}`,
        serialNumber: body.serialNumber,
        alarmCode: code,
        name: body.name,
        description: body.description,
        alarmPriorityCode: body.alarmPriorityCode,
        wayOfNotify: body.wayOfNotify ?? { pushNotification: true, emailNotification: true, SMS: false, call: false },
        recipients: [],
        system: false,
        createdAt: now,
        updatedAt: now,
      };
      state().alarms.push(alarm);
      changed(alarm, table);
      res.status(201).json({ data: alarmToWire(state(), alarm, table) });
    }),
  );

  router.put(
    '/update/:id',
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, 'id');
      const body = readBody(req, UpdateAlarmBody);
      const { alarm, table } = alarmById(req, id, true);
      const others = alarmsOf(state(), alarm.serialNumber).map((a) => ({ _id: a.id, alarmCode: a.alarmCode, alarmName: [{ name: a.name, lang: 'en_EN', desc: '' }] }));
      if (isAlarmNameTaken(others, body.name, alarm.id)) throw nameTaken();
      alarm.name = body.name;
      alarm.description = body.description;
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    }),
  );

  router.put(
    '/updatePriority/:id',
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, 'id');
      const { alarmPriorityCode } = readBody(req, UpdatePriorityBody);
      const { alarm, table } = alarmById(req, id, true);
      alarm.alarmPriorityCode = alarmPriorityCode;
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    }),
  );

  router.put(
    '/update/:id/notifWay',
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, 'id');
      const { wayOfNotify } = readBody(req, NotifWayBody);
      const { alarm, table } = alarmById(req, id, true);
      alarm.wayOfNotify = { ...alarm.wayOfNotify, ...Object.fromEntries(Object.entries(wayOfNotify).filter(([, on]) => on !== undefined)) };
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    }),
  );

  router.delete(
    '/delete/:id',
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, 'id');
      const { alarm, table } = alarmById(req, id, true);
      if (alarm.system) throw new ApiError(409, AlarmErrorCode.systemAlarm, 'A gateway’s own alarm cannot be deleted');
      state().alarms = state().alarms.filter((a) => a.id !== alarm.id);
      tableChanged(table);
      ctx.cloud.commit();
      res.json({ data: { deleted: true } });
    }),
  );

  router.get(
    '/allPriorities',
    handle((_req, res) => {
      res.json({ data: ALARM_PRIORITIES.map((code) => ({ alarmPriorityCode: code, name: PRIORITY_NAMES[code] })) });
    }),
  );

  // spec 2 §4, §8: sends the newest table to the gateways; errorCode 5 when every one has it already.
  router.get(
    '/table/refresh',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { serialNumber } = readQuery(req, TableRefreshQuery);
      const gateways = serialNumber === undefined ? ownGateways(user) : [writable(req, readInput(AlarmSerialQuery, { serialNumber }).serialNumber).gateway];
      const stale = gateways.map((gateway) => ({ gateway, table: tableOf(gateway) })).filter(({ table }) => table.sentVersion < table.version);
      if (stale.length === 0) throw new ApiError(409, AlarmErrorCode.alreadySent, 'Alarm table updates already sent to gateways');
      const now = ctx.now();
      for (const { table } of stale) {
        table.sentVersion = table.version;
        table.sentAt = now;
      }
      ctx.cloud.commit();
      await Promise.all(
        stale.map(({ gateway, table }) =>
          ctx.alarms.gatewayEvent(gateway, 'alarm_table_updated', { serialNumber: gateway.serialNumber, alarmId: `${table.id}-v${table.version}` }),
        ),
      );
      res.json({ data: { sent: stale.length, serialNumbers: stale.map(({ gateway }) => gateway.serialNumber) } });
    }),
  );
  /** Without a serial: the gateways the caller owns or is linked to and may write (admins name one). */
  const ownGateways = (user: UserRecord): GatewayRecord[] => {
    const own = state().gateways.filter((g) => g.userId === user.id || user.devices.includes(g.serialNumber));
    if (own.length === 0) throw forbidden('Name the gateway (serialNumber) whose alarm table to send');
    for (const gateway of own) requireGatewayWrite(user, gateway);
    return own;
  };

  const escalationOf = (serial: string, table: ReturnType<typeof tableOf>): EscalationTimes => ({
    serialNumber: serial,
    maxEscalationTime: MAX_ESCALATION_SECONDS,
    times: ALARM_PRIORITIES.map((priority) => ({ priority, escalationTime: table.escalation[String(priority) as '0'] })),
  });

  router.get(
    '/escalation/getTimes',
    handle((req, res) => {
      const { serialNumber } = readQuery(req, AlarmSerialQuery);
      const { table } = readable(req, serialNumber);
      res.json({ data: escalationOf(serialNumber, table) });
    }),
  );

  router.put(
    '/escalation/update',
    handle((req, res) => {
      const { serialNumber, priority, escalationTime } = readBody(req, EscalationUpdateBody);
      const { table } = writable(req, serialNumber);
      table.escalation[String(priority) as '0'] = escalationTime;
      tableChanged(table);
      ctx.cloud.commit();
      res.json({ data: escalationOf(serialNumber, table) });
    }),
  );

  // ---- recipients (spec 2 §5, §8) ----

  // No answer tells whether an address is an account (docs/decisions.md "No account oracle"): push is kept for any
  // address and reaches its account if there is one; an outside address is asked once to confirm (recipientConfirmations.ts).
  const setTypes = (recipient: AlarmRecipientRecord, types: readonly RecipientType[]) => {
    recipient.emailNotification = types.includes(0);
    recipient.pushNotification = types.includes(1);
  };
  const recipientOf = (alarm: AlarmRecord, id: string) => {
    const recipient = alarm.recipients.find((r) => r.id === id);
    if (!recipient) throw notFound(`No recipient ${id}`);
    return recipient;
  };
  const recipientsOf = (alarm: AlarmRecord) => alarm.recipients.map((r) => recipientToWire(state(), alarm.serialNumber, r));

  router.post(
    '/recipients/set',
    handle((req, res) => {
      const { serialNumber, alarmCode, email, typeOfNotification } = readBody(req, RecipientSetBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const same = alarm.recipients.find((r) => r.contact.toLowerCase() === email);
      // spec 2 §5, §8: a duplicate e-mail or push recipient is refused.
      if (same && typeOfNotification.some((t) => (t === 0 ? same.emailNotification : same.pushNotification))) {
        throw new ApiError(409, AlarmErrorCode.duplicateRecipient, 'This email is already added !', 'email');
      }
      if (same) {
        setTypes(same, [...new Set([...typeOfNotification, ...(same.emailNotification ? [0 as const] : []), ...(same.pushNotification ? [1 as const] : [])])]);
      } else {
        if (alarm.recipients.length >= MAX_RECIPIENTS_PER_ALARM)
          throw new ApiError(409, AlarmErrorCode.limitReached, `An alarm has at most ${MAX_RECIPIENTS_PER_ALARM} recipients`);
        const recipient: AlarmRecipientRecord = { id: randomUUID().replace(/-/g, '').slice(0, 20), contact: email, emailNotification: false, pushNotification: false };
        setTypes(recipient, typeOfNotification);
        alarm.recipients.push(recipient);
      }
      const confirmation = askConfirmation(state(), serialNumber, email, originOf(req), ctx.now());
      if (confirmation) ctx.outbox.send(confirmation);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    }),
  );

  router.post(
    '/recipients/list',
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, RecipientListBody);
      readable(req, serialNumber);
      res.json({ data: recipientsOf(alarmByCode(serialNumber, alarmCode)) });
    }),
  );

  router.put(
    '/recipients/deleteById',
    handle((req, res) => {
      const { serialNumber, alarmCode, recipientId, typeOfNotification } = readBody(req, RecipientDeleteByIdBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const recipient = recipientOf(alarm, recipientId);
      const had = typeOfNotification === 0 ? recipient.emailNotification : recipient.pushNotification;
      if (!had) throw notFound(`Recipient ${recipientId} has no ${typeOfNotification === 0 ? 'e-mail' : 'push'} way`);
      if (typeOfNotification === 0) recipient.emailNotification = false;
      else recipient.pushNotification = false;
      if (!recipient.emailNotification && !recipient.pushNotification) alarm.recipients = alarm.recipients.filter((r) => r.id !== recipientId);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    }),
  );

  router.put(
    '/recipients/update',
    handle((req, res) => {
      const { serialNumber, alarmCode, recipientId, typeOfNotification } = readBody(req, RecipientUpdateBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const recipient = recipientOf(alarm, recipientId);
      setTypes(recipient, typeOfNotification);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    }),
  );

  router.delete(
    '/recipients/delete',
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, RecipientListBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const deleted = alarm.recipients.length;
      alarm.recipients = [];
      changed(alarm, table);
      res.json({ data: { deleted } });
    }),
  );

  // ---- notifications ----

  /** The notifications the caller sees: one gateway it reaches, or every gateway it reaches (spec 1 §6: a connected admin names its gateway). */
  const visible = (req: Request, serial: string | undefined): AlarmNotificationRecord[] => {
    const { user } = callerOf(reqRes(req));
    if (serial !== undefined) {
      const gateway = reachableGateway(ctx, user, readInput(AlarmSerialQuery, { serialNumber: serial }).serialNumber);
      return state().alarmNotifications.filter((n) => n.serialNumber === gateway.serialNumber);
    }
    const reach = new Map<string, boolean>();
    const canSee = (serialNumber: string) => {
      let seen = reach.get(serialNumber);
      if (seen === undefined) {
        const gateway = gatewayBySerial(state(), serialNumber);
        seen = gateway !== undefined && canReachGateway(user, gateway);
        reach.set(serialNumber, seen);
      }
      return seen;
    };
    return state().alarmNotifications.filter((n) => canSee(n.serialNumber));
  };
  const newestFirst = (list: AlarmNotificationRecord[]) => [...list].sort((a, b) => b.timeOfEventGeneration - a.timeOfEventGeneration || (a.id < b.id ? 1 : -1));
  const pageOf = (list: AlarmNotificationRecord[], page: number, limit: number): NotificationPage => ({
    notifications: newestFirst(list)
      .slice((page - 1) * limit, page * limit)
      .map(notificationToWire),
    total: list.length,
    page,
    limit,
  });

  router.post(
    '/notification_list',
    handle((req, res) => {
      const body = readBody(req, NotificationListBody);
      const list = visible(req, body.serialNumber).filter(
        (n) =>
          (body.alarmCode === undefined || n.alarmCode === body.alarmCode) &&
          (body.priority === undefined || n.priority === body.priority) &&
          (body.from === undefined || n.timeOfEventGeneration >= body.from) &&
          (body.to === undefined || n.timeOfEventGeneration <= body.to) &&
          (body.filterBy === NotificationFilterCode.all ||
            (body.filterBy === NotificationFilterCode.notReacted && !n.isReacted) ||
            (body.filterBy === NotificationFilterCode.reacted && n.isReacted) ||
            (body.filterBy === NotificationFilterCode.escalated && n.escalationStep > 0)),
      );
      res.json({ data: pageOf(list, body.page, body.limit) });
    }),
  );

  router.post(
    '/notification_group_list',
    handle((req, res) => {
      const { serialNumber } = readBody(req, NotificationGroupListBody);
      const groups = new Map<number, NotificationGroup>();
      for (const n of visible(req, serialNumber)) {
        const group = groups.get(n.alarmCode) ?? { alarmCode: n.alarmCode, alarmName: n.alarmName, priority: n.priority, total: 0, notReacted: 0, last: 0 };
        group.total += 1;
        if (!n.isReacted) group.notReacted += 1;
        if (n.timeOfEventGeneration >= group.last) Object.assign(group, { last: n.timeOfEventGeneration, alarmName: n.alarmName, priority: n.priority });
        groups.set(n.alarmCode, group);
      }
      res.json({ data: [...groups.values()].sort((a, b) => b.last - a.last) });
    }),
  );

  router.get(
    '/notification/get/:code',
    handle((req, res) => {
      const code = readInput(AlarmCodeParam, req.params.code, 'code');
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      res.json({
        data: pageOf(
          visible(req, serialNumber).filter((n) => n.alarmCode === code),
          1,
          10,
        ),
      });
    }),
  );

  router.get(
    '/notification/getAllNotificationsNotReacted',
    handle((req, res) => {
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      res.json({ data: { count: visible(req, serialNumber).filter((n) => !n.isReacted).length } });
    }),
  );

  router.post(
    '/notification/react',
    handle((req, res) => {
      const { user } = callerOf(res);
      const { userId, notificationId, responseMsg } = readBody(req, ReactBody);
      if (userId !== user.id) throw forbidden('You may react only as yourself');
      const record = state().alarmNotifications.find((n) => n.id === notificationId);
      if (!record) throw notFound(`No notification ${notificationId}`);
      writable(req, record.serialNumber);
      if (record.isReacted) throw new ApiError(409, AlarmErrorCode.alreadyReacted, 'This notification has a reaction already');
      res.json({ data: notificationToWire(ctx.alarms.react(record, user, responseMsg)) });
    }),
  );

  router.post(
    '/notification/filterByDateNotificationsReacted',
    handle((req, res) => {
      const { from, to, page, limit, serialNumber } = readBody(req, ReactedByDateBody);
      const list = visible(req, serialNumber).filter((n) => n.isReacted && n.timeOfEventAcknowledge !== null && n.timeOfEventAcknowledge >= from && n.timeOfEventAcknowledge <= to);
      res.json({ data: pageOf(list, page, limit) });
    }),
  );

  router.get(
    '/getAllSpans',
    handle((req, res) => {
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      const spans: AlarmSpan[] = newestFirst(visible(req, serialNumber).filter((n) => n.isReacted && n.timeOfEventAcknowledge !== null))
        .slice(0, 100)
        .map((n) => ({
          notificationId: n.id,
          serialNumber: n.serialNumber,
          alarmCode: n.alarmCode,
          alarmName: n.alarmName,
          from: n.timeOfEventGeneration,
          to: n.timeOfEventAcknowledge!,
        }));
      res.json({ data: spans });
    }),
  );

  // ---- media devices (cameras): each user for themselves ----

  const mediaId = (serial: string, userId: string) => `${serial}:${userId}`;
  router.post(
    '/mediaDevice/checkState',
    handle((req, res) => {
      const { user } = callerOf(res);
      const { serialNumber, userId } = readBody(req, MediaDeviceStateBody);
      if (userId !== user.id) throw forbidden('You may read only your own notifications');
      readable(req, serialNumber);
      const record = state().mediaDeviceNotices.find((r) => r.id === mediaId(serialNumber, userId));
      res.json({ data: { enabled: record?.enabled ?? true } });
    }),
  );

  router.post(
    '/mediaDevice/updateState',
    handle((req, res) => {
      const { user } = callerOf(res);
      const { serialNumber, userId, enabled } = readBody(req, MediaDeviceUpdateBody);
      if (userId !== user.id) throw forbidden('You may choose only your own notifications');
      writable(req, serialNumber);
      const id = mediaId(serialNumber, userId);
      state().mediaDeviceNotices = [...state().mediaDeviceNotices.filter((r) => r.id !== id), { id, serialNumber, userId, enabled }];
      ctx.cloud.commit();
      res.json({ data: { enabled } });
    }),
  );

  return router;
}

/**
 * GET or POST /alarm/recipients/confirm?token=… (open): the link sent once
 * to an outside alarm recipient (docs/decisions.md "Outside alarm recipients
 * confirm first"). The address is told of that gateway's alarms from then
 * on; opening the link again changes nothing. Mounted before alarmRoutes,
 * whose every path needs a session.
 */
export function alarmConfirmRoutes(ctx: SimContext): Router {
  const router = Router();
  const confirm = handle((req, res) => {
    const { token } = readQuery(req, RecipientConfirmQuery);
    const found = confirmRecipient(ctx.cloud.state, token, ctx.now());
    if (!found) throw new ApiError(404, AlarmErrorCode.confirmationNotFound, 'This confirmation link is not valid', 'token');
    ctx.cloud.commit();
    const answer: RecipientConfirmation = { confirmed: true };
    res.json({ data: answer });
  });
  router.get('/recipients/confirm', confirm);
  router.post('/recipients/confirm', confirm);
  return router;
}

/** The Response of a Request (Express links them), for callerOf inside helpers. */
const reqRes = (req: Request) => req.res!;
