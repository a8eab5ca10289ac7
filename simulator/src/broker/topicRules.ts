import { isAdmin, parseGatewayTopic, topics } from '@homeport/sdk';
import { canReachGateway } from '../auth/gatewayAccess';
import { ownerSegment } from '../cloud/ownerSegment';
import type { CloudStore } from '../store/cloudStore';
import type { UserRecord } from '../store/cloudState';
import { gatewayBySerial } from '../store/cloudIndex';

const hasWildcard = (level: string | undefined) => level === undefined || level.includes('+') || level.includes('#');

/**
 * The topic ACL of docs/contracts.md "MQTT". A user reaches the gateways they
 * own, are linked to or support, always under the owner's topic segment;
 * admins reach every gateway and the admin topics.
 */
export class TopicRules {
  constructor(
    private readonly cloud: CloudStore,
    private readonly product: string,
  ) {}

  private reaches(user: UserRecord, owner: string, serial: string): boolean {
    const gateway = gatewayBySerial(this.cloud.state, serial);
    return gateway !== undefined && ownerSegment(gateway) === owner && canReachGateway(user, gateway);
  }

  /** Users publish requests only; res and evt belong to the fleet, admin/evt and usr/evt to the cloud. */
  mayPublish(user: UserRecord, topic: string): boolean {
    const address = parseGatewayTopic(topic);
    return address !== null && address.kind === 'req' && address.product === this.product && this.reaches(user, address.owner, address.serial);
  }

  /** The user's own account topic (`{product}/{userId}/usr/{userId}/evt`). */
  isAccountTopicOf(userId: string, topic: string): boolean {
    return topic === topics.userEvents(this.product, userId);
  }

  maySubscribe(user: UserRecord, filter: string): boolean {
    if (this.isAccountTopicOf(user.id, filter)) return true;
    // DESIGN.md: admins reach all gateways and the admin topics, wildcards included.
    if (isAdmin(user)) return filter.startsWith(`${this.product}/`);
    const [product, owner, gtw, serial, ...rest] = filter.split('/');
    if (product !== this.product || gtw !== 'gtw' || hasWildcard(owner) || hasWildcard(serial)) return false;
    // Any topic of a gateway the user reaches, `#` included (QA with mosquitto_sub);
    // its requests are never delivered to a user (acl.ts createAuthorizeForward).
    return rest.length > 0 && this.reaches(user, owner!, serial!);
  }
}
