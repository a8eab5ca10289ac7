// The alarms feature's lazy chunk.
export { AlarmsPage } from './AlarmsPage';
export { NotificationsPage } from './NotificationsPage';
