import { createRoutesFromChildren, matchPath, type RouteObject } from 'react-router';
import { deviceRoutes } from '../features/devices/routes';
import { gateSelectRoutes, gatewayRoutes, newGatewayRoutes, offlineRoutes } from '../features/gateway/routes';
import { homeRoutes } from '../features/home/routes';
import { sceneRoutes } from '../features/scenes/routes';
import { alarmRoutes, notificationRoutes } from '../features/alarms/routes';
import { operationRoutes } from '../features/fleet/routes';
import { bulkRoutes } from '../features/bulk/routes';
import { groupRoutes } from '../features/groups/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { historyRoutes } from '../features/history/routes';
import { announcementRoutes } from '../features/announcements/routes';
import { exportTaskRoutes } from '../features/export-tasks/routes';
import { userSettingsRoutes } from '../features/user-settings/routes';
import { netdiagRoutes } from '../features/netdiag/routes';

/**
 * Which paths inside the frame have a page in this build, read from the
 * features' own route elements (the same ones PortalRoutes mounts), so the
 * answer cannot drift from the route table. The side menu and the header
 * offer only these: a section this build does not ship is hidden rather
 * than leading to a placeholder. A new feature with pages in the frame adds
 * its routes here and in PortalRoutes (app/pageRoutes.test.tsx checks both agree).
 */
const FRAME_PAGES = [
  gateSelectRoutes,
  offlineRoutes,
  gatewayRoutes,
  newGatewayRoutes,
  deviceRoutes,
  homeRoutes,
  sceneRoutes,
  alarmRoutes,
  notificationRoutes,
  userSettingsRoutes,
  operationRoutes,
  bulkRoutes,
  groupRoutes,
  statisticsRoutes,
  announcementRoutes,
  exportTaskRoutes,
  netdiagRoutes,
  historyRoutes,
];

function pathsOf(objects: RouteObject[]): string[] {
  return objects.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

export const framePagePaths: readonly string[] = pathsOf(createRoutesFromChildren(FRAME_PAGES));

/** Whether `path` (a menu entry's, without parameters) opens a page of this build. */
export function hasPage(path: string): boolean {
  return framePagePaths.some((pattern) => matchPath(pattern, path) !== null);
}
