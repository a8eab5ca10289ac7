import type {
  Alarm,
  AlarmNotification,
  AlarmPriorityCode,
  AlarmPriorityEntry,
  AlarmRecipient,
  AlarmSpan,
  AlarmTable,
  AlarmTableRefresh,
  CreateAlarmRequest,
  EscalationTimes,
  EscalationUpdateRequest,
  NotificationGroup,
  NotificationListRequest,
  NotificationPage,
  NotifWayRequest,
  ReactRequest,
  RecipientSetRequest,
  RecipientType,
  UpdateAlarmRequest,
} from '../../wire/alarms';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** Every /alarm call of spec 2 §7 (docs/contracts.md "Alarms and notifications"), except the online/offline toggles (gatewaySettings). */
export interface AlarmEndpoints {
  /** POST /alarm/list: the gateway's alarm table. */
  list(serialNumber: string): Promise<AlarmTable>;
  /** POST /alarm/details: one alarm by its id. */
  details(id: string): Promise<Alarm>;
  /** POST /alarm/getByAlarmCode. */
  byCode(serialNumber: string, alarmCode: number): Promise<Alarm>;
  /** POST /alarm/create: 11000 when the name exists (spec 2 §8). */
  create(body: CreateAlarmRequest): Promise<Alarm>;
  /** PUT /alarm/update/{id}: name and description. */
  update(id: string, body: UpdateAlarmRequest): Promise<Alarm>;
  /** PUT /alarm/updatePriority/{id}. */
  updatePriority(id: string, alarmPriorityCode: AlarmPriorityCode): Promise<Alarm>;
  /** PUT /alarm/update/{id}/notifWay. */
  updateWays(id: string, body: NotifWayRequest): Promise<Alarm>;
  /** DELETE /alarm/delete/{id}: user alarms only. */
  remove(id: string): Promise<{ deleted: boolean }>;
  /** GET /alarm/allPriorities. */
  priorities(): Promise<AlarmPriorityEntry[]>;
  /** GET /alarm/table/refresh: errorCode 5 when every table was sent already (spec 2 §8). */
  refreshTable(serialNumber?: string): Promise<AlarmTableRefresh>;
  /** GET /alarm/escalation/getTimes. */
  escalationTimes(serialNumber: string): Promise<EscalationTimes>;
  /** PUT /alarm/escalation/update. */
  updateEscalation(body: EscalationUpdateRequest): Promise<EscalationTimes>;
  /** POST /alarm/recipients/set: 409 for a duplicate (spec 2 §8); any address is taken alike, an outside one waits for its confirmation (docs/decisions.md). */
  setRecipient(body: RecipientSetRequest): Promise<AlarmRecipient[]>;
  /** POST /alarm/recipients/list. */
  recipients(serialNumber: string, alarmCode: number): Promise<AlarmRecipient[]>;
  /** PUT /alarm/recipients/deleteById: one way of one recipient. */
  removeRecipientWay(body: { serialNumber: string; alarmCode: number; recipientId: string; typeOfNotification: RecipientType }): Promise<AlarmRecipient[]>;
  /** PUT /alarm/recipients/update: a recipient's ways. */
  updateRecipient(body: { serialNumber: string; alarmCode: number; recipientId: string; typeOfNotification: RecipientType[] }): Promise<AlarmRecipient[]>;
  /** DELETE /alarm/recipients/delete: every recipient of the alarm. */
  clearRecipients(serialNumber: string, alarmCode: number): Promise<{ deleted: number }>;
  /** POST /alarm/notification_list. */
  notifications(body: NotificationListRequest): Promise<NotificationPage>;
  /** POST /alarm/notification_group_list. */
  notificationGroups(serialNumber?: string): Promise<NotificationGroup[]>;
  /** GET /alarm/notification/get/{code}: the alarm's first page (10, newest first). */
  notificationsOf(alarmCode: number, serialNumber?: string): Promise<NotificationPage>;
  /** POST /alarm/notification/react. */
  react(body: ReactRequest): Promise<AlarmNotification>;
  /** GET /alarm/notification/getAllNotificationsNotReacted: the unread counter. */
  unreadCount(serialNumber?: string): Promise<{ count: number }>;
  /** POST /alarm/notification/filterByDateNotificationsReacted. */
  reactedBetween(body: { from: number; to: number; page?: number; limit?: number; serialNumber?: string }): Promise<NotificationPage>;
  /** GET /alarm/getAllSpans. */
  spans(serialNumber?: string): Promise<AlarmSpan[]>;
  /** POST /alarm/mediaDevice/checkState. */
  mediaDeviceState(serialNumber: string, userId: string): Promise<{ enabled: boolean }>;
  /** POST /alarm/mediaDevice/updateState. */
  setMediaDeviceState(body: { serialNumber: string; userId: string; enabled: boolean }): Promise<{ enabled: boolean }>;
}

export function alarmEndpoints(request: RequestFn): AlarmEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  const post = <T>(path: string, body: unknown) => data(request<DataEnvelope<T>>('POST', `/alarm${path}`, { body }));
  const put = <T>(path: string, body: unknown) => data(request<DataEnvelope<T>>('PUT', `/alarm${path}`, { body }));
  const get = <T>(path: string, query?: Record<string, string | undefined>) => data(request<DataEnvelope<T>>('GET', `/alarm${path}`, { query }));
  return {
    list: (serialNumber) => post('/list', { serialNumber }),
    details: (id) => post('/details', { id }),
    byCode: (serialNumber, alarmCode) => post('/getByAlarmCode', { serialNumber, alarmCode }),
    create: (body) => post('/create', body),
    update: (id, body) => put(`/update/${segment(id)}`, body),
    updatePriority: (id, alarmPriorityCode) => put(`/updatePriority/${segment(id)}`, { alarmPriorityCode }),
    updateWays: (id, body) => put(`/update/${segment(id)}/notifWay`, body),
    remove: (id) => data(request<DataEnvelope<{ deleted: boolean }>>('DELETE', `/alarm/delete/${segment(id)}`)),
    priorities: () => get('/allPriorities'),
    refreshTable: (serialNumber) => get('/table/refresh', { serialNumber }),
    escalationTimes: (serialNumber) => get('/escalation/getTimes', { serialNumber }),
    updateEscalation: (body) => put('/escalation/update', body),
    setRecipient: (body) => post('/recipients/set', body),
    recipients: (serialNumber, alarmCode) => post('/recipients/list', { serialNumber, alarmCode }),
    removeRecipientWay: (body) => put('/recipients/deleteById', body),
    updateRecipient: (body) => put('/recipients/update', body),
    clearRecipients: (serialNumber, alarmCode) => data(request<DataEnvelope<{ deleted: number }>>('DELETE', '/alarm/recipients/delete', { body: { serialNumber, alarmCode } })),
    notifications: (body) => post('/notification_list', body),
    notificationGroups: (serialNumber) => post('/notification_group_list', serialNumber === undefined ? {} : { serialNumber }),
    notificationsOf: (alarmCode, serialNumber) => get(`/notification/get/${alarmCode}`, { serialNumber }),
    react: (body) => post('/notification/react', body),
    unreadCount: (serialNumber) => get('/notification/getAllNotificationsNotReacted', { serialNumber }),
    reactedBetween: (body) => post('/notification/filterByDateNotificationsReacted', body),
    spans: (serialNumber) => get('/getAllSpans', { serialNumber }),
    mediaDeviceState: (serialNumber, userId) => post('/mediaDevice/checkState', { serialNumber, userId }),
    setMediaDeviceState: (body) => post('/mediaDevice/updateState', body),
  };
}
