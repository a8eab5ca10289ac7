import { defaultCustomerConfig, mayWriteGateway } from '@homeport/sdk';
import { ownerSegment } from '../cloud/ownerSegment';
import type { CloudStore } from '../store/cloudStore';
import { gatewayBySerial } from '../store/cloudIndex';
import { userByIdIndexed } from '../store/cloudIndex';

/** What the fleet needs to know of a gateway from the cloud: its topics' owner, whether it is online, who may change it. */
export interface GatewayDirectory {
  lookup(serial: string): { owner: string; online: boolean } | null;
  /**
   * Whether the user a request came from (its `sender`, which the broker sets
   * to the connection's user) may change this gateway (spec 1 §6: only
   * admin-support among admins).
   */
  mayWrite(userId: string, serial: string): boolean;
}

/** The in-process directory over cloud.json; read fresh, so a PATCH or /api/__db edit applies at once. */
export function cloudDirectory(cloud: CloudStore): GatewayDirectory {
  const gatewayOf = (serial: string) => gatewayBySerial(cloud.state, serial);
  return {
    lookup(serial) {
      const gateway = gatewayOf(serial);
      return gateway ? { owner: ownerSegment(gateway), online: gateway.connectionStatus === 'online' } : null;
    },
    mayWrite(userId, serial) {
      const gateway = gatewayOf(serial);
      const user = userByIdIndexed(cloud.state, userId);
      return gateway !== undefined && user !== undefined && mayWriteGateway(user, gateway, defaultCustomerConfig);
    },
  };
}
