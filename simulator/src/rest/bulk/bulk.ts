import { Router, type RequestHandler } from 'express';
import {
  BulkCampaignListQuery,
  BulkContentBody,
  BulkContentListQuery,
  BulkErrorCode,
  BulkIdParam,
  BulkTaskListQuery,
  CancelBulkTasksBody,
  CreateBulkCampaignBody,
  defaultCustomerConfig,
  isAdmin,
  operationTypeOf,
  subroleOf,
  taskMatchesFilter,
  type BulkCampaignContent,
  type BulkPage,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { callerOf, requireSession } from '../shared/requireSession';
import { hasGateway } from '../../store/cloudIndex';

/** spec 3 §2: admin only; a user gets 403 000403. Runs after requireSession. */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  next(isAdmin(callerOf(res).user) ? undefined : forbidden('Admins only'));
};

/** spec 1 §6, spec 3 §1: only admin-support changes; the read-only admin reads. */
export const requireAdminWrite: RequestHandler = (_req, res, next) => {
  next(subroleOf(callerOf(res).user) === defaultCustomerConfig.constants.writeSubrole ? undefined : forbidden('Your role does not allow changes (admin-support only)'));
};

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

export function pageOf<T>(all: T[], page: number, limit: number): BulkPage<T> {
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
}

/**
 * /bom (spec 3 §7 "Bulk operations (bom)"; docs/contracts.md "Bulk
 * operations"): campaigns, contents and tasks of the durable queue
 * (cloud/bulk/). Admins only; changes need admin-support.
 */
export function bulkRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);
  const { bulk } = ctx;

  router.post(
    '/campaign/create',
    requireAdminWrite,
    handle((req, res) => {
      const { user } = callerOf(res);
      const body = readBody(req, CreateBulkCampaignBody);
      if (body.userId !== user.id) throw refuse(403, BulkErrorCode.wrongUser, 'userId must be your own', 'userId');
      if (body.devices.length === 0) throw refuse(400, BulkErrorCode.noSerials, 'no serial numbers', 'devices');
      const unknown = body.devices.find((serial) => !hasGateway(ctx.cloud.state, serial));
      if (unknown) throw refuse(404, BulkErrorCode.unknownGateway, `No gateway ${unknown}`, 'devices');
      let content: BulkCampaignContent;
      let contentId: string | null = null;
      const type = body.contentId ? (body.operation_type ?? bulk.content(body.contentId)?.content_type ?? 'inc') : operationTypeOf(body);
      if (body.contentId) {
        const stored = bulk.content(body.contentId);
        if (!stored) throw refuse(404, BulkErrorCode.unknownContent, `No content ${body.contentId}`, 'contentId');
        if (stored.content_type !== type) throw refuse(400, BulkErrorCode.contentMismatch, `Content ${body.contentId} is of type ${stored.content_type}, not ${type}`, 'contentId');
        const { _id, createdAt: _createdAt, ...data } = stored;
        content = data;
        contentId = _id;
      } else if (body.content) {
        if (body.content.content_type !== type) throw refuse(400, BulkErrorCode.contentMismatch, `The content is of type ${body.content.content_type}, not ${type}`, 'content');
        content = body.content;
      } else if (type === 'inc') {
        content = { content_name: body.operation_name, content_type: 'inc', content_params: [{ name: 'open_network', params: { zwave_wni_enabled: true }, type: 'command' }] };
      } else {
        throw refuse(400, BulkErrorCode.contentMismatch, `An operation of type ${type} needs content or contentId`, 'content');
      }
      const campaign = bulk.queue.create({
        operation_name: body.operation_name,
        operation_type: type,
        content,
        contentId,
        user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        userInitiated: body.userInitiated,
        devices: body.devices,
        retryNumber: body.campaignOptions.retryNumber,
      });
      res.status(201).json({ data: campaign });
    }),
  );

  router.get(
    '/campaign/list',
    handle((req, res) => {
      const { page, limit, searchPhrase } = readQuery(req, BulkCampaignListQuery);
      const phrase = searchPhrase?.trim().toLowerCase() ?? '';
      const all = bulk.queue.list().filter((c) => phrase === '' || c.operation_name.toLowerCase().includes(phrase));
      res.json({ data: pageOf(all, page, limit) });
    }),
  );

  const campaignOf = (raw: unknown) => {
    const id = readInput(BulkIdParam, raw, 'id');
    const campaign = bulk.queue.get(id);
    if (!campaign) throw notFound(`No bulk operation ${id}`);
    return campaign;
  };

  router.get(
    '/campaign/:id',
    handle((req, res) => {
      res.json({ data: campaignOf(req.params.id) });
    }),
  );

  const cancel = handle((req, res) => {
    const campaign = campaignOf(req.params.id);
    const answer = bulk.queue.cancelCampaign(campaign._id);
    if (!answer) throw refuse(409, BulkErrorCode.wrongState, `Bulk operation ${campaign._id} has ended (${campaign.status})`);
    res.json({ data: answer });
  });
  router.post('/campaign/remove/:id', requireAdminWrite, cancel);
  router.post('/campaign/cancelAll/:id', requireAdminWrite, cancel);

  router.delete(
    '/campaign/delete/:id',
    requireAdminWrite,
    handle((req, res) => {
      const campaign = campaignOf(req.params.id);
      if (!bulk.queue.remove(campaign._id)) throw refuse(409, BulkErrorCode.wrongState, `Bulk operation ${campaign._id} is still running; cancel it first`);
      res.json({ data: { _id: campaign._id } });
    }),
  );

  router.post(
    '/content/create',
    requireAdminWrite,
    handle((req, res) => {
      res.status(201).json({ data: bulk.addContent(readBody(req, BulkContentBody)) });
    }),
  );

  router.get(
    '/content/list',
    handle((req, res) => {
      const { type, page, limit, filterBy } = readQuery(req, BulkContentListQuery);
      res.json({ data: pageOf(bulk.listContents(type, filterBy), page, limit) });
    }),
  );

  router.delete(
    '/content/delete/:id',
    requireAdminWrite,
    handle((req, res) => {
      const id = readInput(BulkIdParam, req.params.id, 'id');
      if (!bulk.removeContent(id)) throw notFound(`No content ${id}`);
      res.json({ data: { _id: id } });
    }),
  );

  router.get(
    '/task/list/:id',
    handle((req, res) => {
      const campaign = campaignOf(req.params.id);
      const { filterBy, page, limit } = readQuery(req, BulkTaskListQuery);
      const tasks = (bulk.queue.tasksOf(campaign._id) ?? []).filter((t) => taskMatchesFilter(t, filterBy));
      res.json({ data: pageOf(tasks, page, limit) });
    }),
  );

  router.post(
    '/task/reset/:id',
    requireAdminWrite,
    handle((req, res) => {
      const id = readInput(BulkIdParam, req.params.id, 'id');
      const found = bulk.queue.task(id);
      if (!found) throw notFound(`No bulk task ${id}`);
      const status = found.task.taskOptions.status;
      if (status !== 'Failed' && status !== 'Canceled') throw refuse(409, BulkErrorCode.wrongState, `Task ${id} is ${status}; only a failed or canceled task is reset`);
      res.json({ data: bulk.queue.reset(found.campaign._id, id) });
    }),
  );

  router.post(
    '/task/resetAll/:id',
    requireAdminWrite,
    handle((req, res) => {
      const campaign = campaignOf(req.params.id);
      res.json({ data: bulk.queue.reset(campaign._id) });
    }),
  );

  router.post(
    '/task/cancelSpecific',
    requireAdminWrite,
    handle((req, res) => {
      const { taskIds } = readBody(req, CancelBulkTasksBody);
      const missing = taskIds.find((id) => !bulk.queue.task(id));
      if (missing) throw notFound(`No bulk task ${missing}`);
      res.json({ data: bulk.queue.cancelTasks(taskIds) });
    }),
  );

  return router;
}
