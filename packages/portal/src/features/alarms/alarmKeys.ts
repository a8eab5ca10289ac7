/** Server-state keys of alarms and notifications (TanStack Query), one factory per resource. */
export const alarmKeys = {
  /** A gateway's alarm table (POST /alarm/list). */
  table: (serial: string) => ['alarms', serial, 'table'] as const,
  /** A gateway's escalation times per priority. */
  escalation: (serial: string) => ['alarms', serial, 'escalation'] as const,
  /** Every notification read: invalidated whole by the alarm events. */
  notificationsAll: () => ['notifications'] as const,
  /** One page of notifications (the request's body). */
  notifications: (request: object) => ['notifications', 'page', request] as const,
  unread: (serial: string | null) => ['notifications', 'unread', serial] as const,
  groups: (serial: string | null) => ['notifications', 'groups', serial] as const,
  spans: (serial: string | null) => ['notifications', 'spans', serial] as const,
};
