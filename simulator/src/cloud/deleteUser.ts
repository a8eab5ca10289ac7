import type { SimContext } from '../context';
import type { UserRecord } from '../store/cloudState';
import { detachGateways, publishRemovals } from './removeGatewayOwner';
import { endSessions, UserEvent } from './userNotices';

/**
 * Deletes an account as an administrator would (spec 1 §4.1
 * admin_deleted_your_account): its gateways become unassigned (linked users
 * lose them), its links, tokens and OAuth2 grants go, its sessions end — all
 * in one write — then it is told and its MQTT clients are disconnected.
 */
export async function deleteUser(ctx: SimContext, user: UserRecord): Promise<void> {
  const state = ctx.cloud.state;
  const sessions = ctx.sessions.liveOf(user.id);
  const removals = detachGateways(
    ctx.product,
    state,
    state.gateways.filter((g) => g.userId === user.id),
    user.id,
  );
  state.users = state.users.filter((u) => u.id !== user.id);
  for (const other of state.users) other.parentsIds = other.parentsIds.filter((id) => id !== user.id);
  state.linkedAccounts = state.linkedAccounts.filter((l) => l.masterAccountId !== user.id && l.secondaryAccountId !== user.id);
  state.tokens = state.tokens.filter((t) => t.userId !== user.id);
  state.oauthGrants = state.oauthGrants.filter((g) => g.userId !== user.id);
  await endSessions(ctx, sessions, 'deleted', [{ userId: user.id, name: UserEvent.accountDeleted, data: { userId: user.id } }]);
  await publishRemovals(ctx, removals);
}
