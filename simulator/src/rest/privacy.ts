import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { ExportStartBody, ExportStopBody, ExportTaskEvent, IdParam, isAdmin, OTP_HEADER, OtpHeader, UserAccessErrorCode, canStartExport } from '@homeport/sdk';
import { armExport, EXPORT_DELAY_MS, exportView } from '../cloud/exportTasks';
import { notifyUser } from '../cloud/userNotices';
import type { SimContext } from '../context';
import type { ExportTaskRecord, UserRecord } from '../store/cloudState';
import { ApiError, forbidden, notFound } from './apiError';
import { OTP_MAX_ATTEMPTS } from './authLogin';
import { reserveGuess } from './guessGate';
import { handle } from './handle';
import { callerOf, requireSession } from './requireSession';
import { readBody, readInput } from './readInput';

const E = UserAccessErrorCode;

/**
 * /privacy (spec 2 §7 "Privacy export"; docs/contracts.md "Linked accounts,
 * sessions, clients and data export"): a user's personal data export is
 * started pending, completed by the simulator clock after EXPORT_DELAY_MS
 * (a JSON file of the user's data) and downloaded. Start and stop need the
 * `otp` header: a code from POST /auth/otp/authorize/send, used once.
 */
export function privacyRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  const tasksOf = (userId: string) => ctx.cloud.state.exportTasks.filter((t) => t.userId === userId).sort((a, b) => b.createdAt - a.createdAt);

  /** The header's code against the newest live action code of the user; a wrong one counts as a guess. */
  const checkOtpHeader = (req: Request, user: UserRecord) => {
    const header = req.get(OTP_HEADER);
    if (header === undefined || header.trim() === '') throw new ApiError(401, E.otpRequired, 'This call needs the otp header (a code from /auth/otp/authorize/send)', OTP_HEADER);
    const otp = readInput(OtpHeader, header, OTP_HEADER);
    const attempt = reserveGuess(ctx, req, { kind: 'account', id: user.username.toLowerCase() });
    const newest = ctx.tokens.newestLive('action_otp', user.id);
    if (!newest) {
      attempt.release();
      throw new ApiError(400, E.wrongOtp, 'The code has expired, ask for a new one', OTP_HEADER);
    }
    if (ctx.tokens.find('action_otp', otp, user.id) !== newest) {
      newest.attempts += 1;
      if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
      attempt.failed();
      throw new ApiError(400, E.wrongOtp, 'Wrong code', OTP_HEADER);
    }
    attempt.succeeded();
    ctx.tokens.use(newest);
  };

  const ownTask = (user: UserRecord, id: string): ExportTaskRecord => {
    const task = ctx.cloud.state.exportTasks.find((t) => t.id === id);
    if (!task || task.userId !== user.id) throw notFound('No such export of yours');
    return task;
  };

  router.get(
    '/user/:id',
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      const { user } = callerOf(res);
      if (id !== user.id && !isAdmin(user)) throw forbidden('You may read only your own exports');
      res.json({ data: { userId: id, tasks: tasksOf(id).map(exportView) } });
    }),
  );

  router.post(
    '/export/start',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { userId } = readBody(req, ExportStartBody);
      if (userId !== user.id) throw forbidden('You may export only your own data');
      // Input and state first: a refused call spends no code.
      if (!canStartExport(tasksOf(user.id).map(exportView))) throw new ApiError(409, E.exportPending, 'An export of your data is pending already');
      checkOtpHeader(req, user);
      const now = ctx.now();
      const task: ExportTaskRecord = {
        id: `exp-${randomBytes(6).toString('hex')}`,
        userId,
        status: 'pending',
        createdAt: now,
        completedAt: now + EXPORT_DELAY_MS,
        fileName: null,
        content: null,
      };
      ctx.cloud.state.exportTasks.push(task);
      ctx.cloud.commit();
      armExport(ctx, task);
      await notifyUser(ctx, { userId, name: ExportTaskEvent.created, data: exportView(task) });
      res.status(201).json({ data: exportView(task) });
    }),
  );

  router.post(
    '/export/stop',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { id } = readBody(req, ExportStopBody);
      const task = ownTask(user, id);
      if (task.status !== 'pending') throw new ApiError(409, E.exportNotReady, 'Only a pending export can be stopped');
      checkOtpHeader(req, user);
      task.status = 'stopped';
      task.completedAt = null;
      ctx.cloud.commit();
      await notifyUser(ctx, { userId: user.id, name: ExportTaskEvent.stopped, data: exportView(task) });
      res.json({ data: exportView(task) });
    }),
  );

  router.get(
    '/export/download/:id',
    handle((req, res) => {
      const task = ownTask(callerOf(res).user, readInput(IdParam, req.params.id, 'id'));
      if (task.status !== 'completed' || task.content === null || task.fileName === null) throw new ApiError(409, E.exportNotReady, 'The export is not completed');
      res.set('content-type', 'application/json; charset=utf-8');
      res.set('content-disposition', `attachment; filename="${task.fileName}"`);
      res.set('cache-control', 'no-store');
      res.send(task.content);
    }),
  );

  return router;
}
