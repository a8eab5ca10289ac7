import { Router } from 'express';
import { ExportStartBody, ExportStopBody, ExportTaskEvent, IdParam, isAdmin, UserAccessErrorCode, canStartExport, canStopExport } from '@homeport/sdk';
import { announceExport, armExport, cancelExport, exportView, newExportRecord } from '../../cloud/exportTasks';
import type { SimContext } from '../../context';
import type { ExportTaskRecord, UserRecord } from '../../store/cloudState';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { checkOtpHeader, sendExportFile } from './exportFiles';
import { handle } from '../shared/handle';
import { exportTaskRoutes } from './privacyCampaign';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput } from '../shared/readInput';

const E = UserAccessErrorCode;

/**
 * /privacy (spec 2 §7 "Privacy export"; docs/contracts.md "Linked accounts,
 * sessions, clients and data export"): a user's personal data export is
 * started pending, completed by the simulator clock after EXPORT_DELAY_MS
 * (a JSON file of the user's data) and downloaded. Start and stop need the
 * `otp` header: a code from POST /auth/otp/authorize/send, used once.
 * The stages are cloud/exportTasks.ts's; /privacy/campaign is the admins'.
 */
export function privacyRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  // The admins' export tasks (privacyCampaign.ts).
  router.use('/campaign', exportTaskRoutes(ctx));
  const tasksOf = (userId: string) => ctx.cloud.state.exportTasks.filter((t) => t.userId === userId).sort((a, b) => b.createdAt - a.createdAt);

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
      checkOtpHeader(ctx, req, user);
      const task = newExportRecord(ctx, userId);
      ctx.cloud.state.exportTasks.push(task);
      ctx.cloud.commit();
      armExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent.created);
      res.status(201).json({ data: exportView(task) });
    }),
  );

  router.post(
    '/export/stop',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { id } = readBody(req, ExportStopBody);
      const task = ownTask(user, id);
      if (!canStopExport(exportView(task))) throw new ApiError(409, E.exportNotReady, 'Only a pending or in-progress export can be stopped');
      checkOtpHeader(ctx, req, user);
      cancelExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent.stopped);
      res.json({ data: exportView(task) });
    }),
  );

  router.get(
    '/export/download/:id',
    handle((req, res) => {
      sendExportFile(res, ownTask(callerOf(res).user, readInput(IdParam, req.params.id, 'id')));
    }),
  );

  return router;
}
