import { ownerSegment } from '../cloud/ownerSegment';
import type { CloudStore } from '../store/cloudStore';

/** What the fleet needs to know of a gateway from the cloud: its topics' owner and whether it is online. */
export interface GatewayDirectory {
  lookup(serial: string): { owner: string; online: boolean } | null;
}

/** The in-process directory over cloud.json; read fresh, so a PATCH or /api/__db edit applies at once. */
export function cloudDirectory(cloud: CloudStore): GatewayDirectory {
  return {
    lookup(serial) {
      const gateway = cloud.state.gateways.find((g) => g.serialNumber === serial);
      return gateway ? { owner: ownerSegment(gateway), online: gateway.connectionStatus === 'online' } : null;
    },
  };
}
