import { describeClient, type LoginResult } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { notifyUser, UserEvent } from '../../cloud/userNotices';
import type { UserRecord } from '../../store/cloudState';
import { userView } from '../shared/views';

/**
 * Makes a session for a verified user (login, SSO) and tells the user's other
 * sessions (`login_user`). Only the session is written (an append to the
 * sessions log, store/cloudParts.ts): the caller writes what else it changed.
 */
export async function startSession(ctx: SimContext, user: UserRecord, userAgent?: string): Promise<LoginResult> {
  // spec 2 §3 "Logged user": the client type and device model the sessions list shows.
  // The session alone is written (an append to its log); callers write what else they changed first.
  const { session, sessionId } = ctx.sessions.create(user.id, describeClient(userAgent));
  try {
    // Other sessions learn of the login by its ref; the id is in this answer only.
    await notifyUser(ctx, { userId: user.id, name: UserEvent.login, data: { userId: user.id, sessionRef: session.id } });
  } catch (error) {
    // The session is made and on disk; a lost notice must not fail the login.
    ctx.log(`auth: login_user for ${user.id} not published: ${String(error)}`);
  }
  return { sessionId, userId: user.id, user: userView(user) };
}
