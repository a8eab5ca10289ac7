import { Router } from 'express';
import {
  AdminExportTaskEvent,
  ExportTaskActionBody,
  ExportTaskEvent,
  ExportTaskIdParam,
  ExportTaskListQuery,
  mayDeleteExportTask,
  mayStartExportTask,
  mayStopExportTask,
  topics,
  UserAccessErrorCode,
} from '@homeport/sdk';
import { adminExportView, announceExport, cancelExport, exportView, runExportNow } from '../../cloud/exportTasks';
import type { SimContext } from '../../context';
import type { ExportTaskRecord } from '../../store/cloudState';
import { ApiError, notFound } from '../../errors/apiError';
import { requireAdmin, requireAdminWrite } from '../bulk/bulk';
import { checkOtpHeader, sendExportFile } from './exportFiles';
import { handle } from '../shared/handle';
import { callerOf } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';

const E = UserAccessErrorCode;

/**
 * /privacy/campaign (spec 3 §2 "Export tasks", §4, §6, §7; docs/contracts.md
 * "Export tasks (admin)"): every user's export tasks, for admins. Admins
 * read and download; start, stop and delete need the write subrole
 * (admin-support); start needs the `otp` header as well (spec 3 §6). A
 * refused call changes nothing: input and state are checked before the code
 * is spent. The session is required by the /privacy router.
 */
export function exportTaskRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireAdmin);

  const taskOr404 = (raw: unknown): ExportTaskRecord => {
    const id = readInput(ExportTaskIdParam, raw, 'id');
    const task = ctx.cloud.state.exportTasks.find((t) => t.id === id);
    if (!task) throw notFound(`No export task ${id}`);
    return task;
  };

  router.get(
    '/',
    handle((req, res) => {
      const { page, limit } = readQuery(req, ExportTaskListQuery);
      const all = [...ctx.cloud.state.exportTasks].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
      res.json({ data: all.slice((page - 1) * limit, page * limit).map((t) => adminExportView(ctx, t)), count: all.length });
    }),
  );

  router.get(
    '/:id',
    handle((req, res) => {
      res.json({ data: adminExportView(ctx, taskOr404(req.params.id)) });
    }),
  );

  router.get(
    '/:id/download',
    handle((req, res) => {
      sendExportFile(res, taskOr404(req.params.id));
    }),
  );

  router.delete(
    '/:id',
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      if (!mayDeleteExportTask(exportView(task))) throw new ApiError(409, E.exportInProgress, 'An export task in progress cannot be deleted; stop it first', 'id');
      ctx.cloud.state.exportTasks = ctx.cloud.state.exportTasks.filter((t) => t.id !== task.id);
      ctx.cloud.commit();
      await ctx.bus.publishEvent(topics.adminEvents(ctx.product), AdminExportTaskEvent.deleted, { _id: task.id });
      res.json({ data: { _id: task.id } });
    }),
  );

  router.post(
    '/:id/start',
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      readBody(req, ExportTaskActionBody);
      if (!mayStartExportTask(exportView(task))) {
        throw new ApiError(409, E.exportNotStartable, task.status === 'completed' ? 'The export task is completed' : 'The export task is in progress already', 'id');
      }
      checkOtpHeader(ctx, req, callerOf(res).user);
      runExportNow(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent.started);
      res.json({ data: adminExportView(ctx, task) });
    }),
  );

  router.post(
    '/:id/stop',
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      readBody(req, ExportTaskActionBody);
      if (!mayStopExportTask(exportView(task))) throw new ApiError(409, E.exportNotReady, 'Only a pending or in-progress export task can be stopped', 'id');
      cancelExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent.stopped);
      res.json({ data: adminExportView(ctx, task) });
    }),
  );

  return router;
}
