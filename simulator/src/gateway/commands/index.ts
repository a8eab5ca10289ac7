import { getLockStatus } from './get-lock-status';
import { getObjectListByTypeDetailed } from './get-object-list-by-type-detailed';
import { getPlatformInfo } from './get-platform-info';
import { getPrivilegedMode } from './get-privileged-mode';
import { getServicePropertyValue } from './get-service-property-value';
import { ping } from './ping';
import { setServicePropertyValue } from './set-service-property-value';
import type { CommandHandler } from './types';

/** The command catalogue the emulator answers, by name (one handler a file). */
export const commands: ReadonlyMap<string, CommandHandler> = new Map(
  [getObjectListByTypeDetailed, getServicePropertyValue, setServicePropertyValue, getPlatformInfo, getLockStatus, getPrivilegedMode, ping].map((handler) => [
    handler.name,
    handler,
  ]),
);
