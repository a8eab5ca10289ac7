/** The `{owner}` topic segment is the sdk's rule (rules/topicOwner.ts), shared with the portal. */
export { UNASSIGNED_OWNER, topicOwner as ownerSegment } from '@homeport/sdk';
