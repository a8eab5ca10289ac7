import { describeClient, type LoginResult } from '@homeport/sdk';
import type { SimContext } from '../context';
import { notifyUser, UserEvent } from '../cloud/userNotices';
import type { UserRecord } from '../store/cloudState';
import { userView } from './views';

/**
 * Makes a session for a verified user (login, SSO) and tells the user's other
 * sessions (`login_user`). Anything the caller changed in memory is written
 * with the session.
 */
export async function startSession(ctx: SimContext, user: UserRecord, userAgent?: string): Promise<LoginResult> {
  const { session, sessionId } = ctx.sessions.create(user.id);
  // spec 2 §3 "Logged user": the client type and device model the sessions list shows.
  Object.assign(session, describeClient(userAgent));
  ctx.cloud.commit();
  try {
    // Other sessions learn of the login by its ref; the id is in this answer only.
    await notifyUser(ctx, { userId: user.id, name: UserEvent.login, data: { userId: user.id, sessionRef: session.id } });
  } catch (error) {
    // The session is made and on disk; a lost notice must not fail the login.
    ctx.log(`auth: login_user for ${user.id} not published: ${String(error)}`);
  }
  return { sessionId, userId: user.id, user: userView(user) };
}
