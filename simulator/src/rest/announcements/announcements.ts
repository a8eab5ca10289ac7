import { Router } from 'express';
import {
  AnnouncementCampaignListQuery,
  AnnouncementErrorCode,
  AnnouncementIdParam,
  AnnouncementInformationBody,
  AnnouncementTaskListQuery,
  isSendTimeInPast,
  TemplateListQuery,
  TemplateSaveBody,
  type AnnouncementType,
  type TemplateListAnswer,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ApiError, notFound } from '../../errors/apiError';
import { requireAdmin, requireAdminWrite } from '../bulk/bulk';
import { handle } from '../shared/handle';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { callerOf, requireSession } from '../shared/requireSession';

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

/**
 * /asm (spec 3 §7 "Announcements"; docs/contracts.md "Announcements"):
 * the send calls, campaigns, contents, tasks and templates of
 * cloud/announcements/. Admins only; changes need admin-support. A refused
 * call changes nothing.
 */
export function announcementRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);
  const { announcements } = ctx;

  const send = (type: AnnouncementType) =>
    handle((req, res) => {
      const { user } = callerOf(res);
      const body = readBody(req, AnnouncementInformationBody);
      if (body.type !== type) throw refuse(400, AnnouncementErrorCode.typeMismatch, `This call sends ${type}, not ${body.type}`, 'type');
      if (isSendTimeInPast(body.sendAt, ctx.clock.now(), body.repeat)) throw refuse(400, AnnouncementErrorCode.dateInPast, 'The send time is in the past', 'sendAt');
      if (body.filter.filterType === 'Groups') {
        const unknown = body.filter.selected.find((name) => !ctx.groups.findByName(name));
        if (unknown !== undefined) throw refuse(404, AnnouncementErrorCode.unknownGroup, `No group ${unknown}`, 'filter');
      }
      const active = announcements.activeNamed(body.announcementName);
      if (active) throw refuse(409, AnnouncementErrorCode.duplicateCampaign, `Campaign ${active.announcementName} is still ${active.status}`, 'announcementName');
      const campaign = announcements.create(body, { id: user.id, firstName: user.firstName, lastName: user.lastName });
      res.status(201).json({ data: campaign });
    });
  router.post('/sendEmail', requireAdminWrite, send('email'));
  router.post('/sendPush', requireAdminWrite, send('pushMobile'));
  router.post('/sendWhatsapp', requireAdminWrite, send('whatsapp'));

  const campaignList = handle((req, res) => {
    const { page, limit, searchPhrase } = readQuery(req, AnnouncementCampaignListQuery);
    const all = announcements.list(searchPhrase);
    res.json({ data: all.slice((page - 1) * limit, page * limit), count: all.length });
  });
  router.get('/campaign/list', campaignList);
  router.get('/campaign/search', campaignList);

  const campaignOf = (raw: unknown) => {
    const id = readInput(AnnouncementIdParam, raw, 'id');
    const campaign = announcements.get(id);
    if (!campaign) throw notFound(`No announcement campaign ${id}`);
    return campaign;
  };

  router.get(
    '/campaign/get/:id',
    handle((req, res) => {
      res.json({ data: campaignOf(req.params.id) });
    }),
  );

  router.post(
    '/campaign/cancelAll/:id',
    requireAdminWrite,
    handle((req, res) => {
      const campaign = campaignOf(req.params.id);
      const answer = announcements.cancelAll(campaign._id);
      if (!answer) throw refuse(409, AnnouncementErrorCode.wrongState, `Campaign ${campaign._id} has ended (${campaign.status})`);
      res.json({ data: answer });
    }),
  );

  router.get(
    '/content/get/:id',
    handle((req, res) => {
      const id = readInput(AnnouncementIdParam, req.params.id, 'id');
      const content = announcements.content(id);
      if (!content) throw notFound(`No announcement content ${id}`);
      res.json({ data: content });
    }),
  );

  router.get(
    '/task/getTasksInCampaign/:id',
    handle((req, res) => {
      const campaign = campaignOf(req.params.id);
      const { page, limit } = readQuery(req, AnnouncementTaskListQuery);
      const tasks = announcements.tasksOf(campaign._id) ?? [];
      res.json({ data: tasks.slice((page - 1) * limit, page * limit), count: tasks.length });
    }),
  );

  // ---- templates ----

  const templateList = handle((req, res) => {
    const { limit, pageNumber, searchPhrase, sortBy, sortOrder } = readQuery(req, TemplateListQuery);
    const all = announcements.listTemplates({ searchPhrase, sortBy, sortOrder });
    const answer: TemplateListAnswer = [{ data: all.slice((pageNumber - 1) * limit, pageNumber * limit), totalCount: { count: all.length } }];
    res.json({ data: answer });
  });
  router.get('/template/all', templateList);
  router.get('/template/search', templateList);

  const templateOf = (raw: unknown) => {
    const id = readInput(AnnouncementIdParam, raw, 'id');
    const template = announcements.template(id);
    if (!template) throw notFound(`No template ${id}`);
    return template;
  };

  const templateFields = (raw: unknown, except?: string) => {
    const body = readInput(TemplateSaveBody, raw);
    const clash = announcements.templateNamed(body.name, except);
    if (clash) throw refuse(409, AnnouncementErrorCode.templateExists, `A template named ${clash.name} exists`, 'name');
    return { name: body.name, notificationType: body.notificationType, announcement_details: { title: body.title, message: body.message } };
  };

  router.post(
    '/template/create',
    requireAdminWrite,
    handle((req, res) => {
      res.status(201).json({ data: announcements.saveTemplate(templateFields(req.body)) });
    }),
  );

  router.get(
    '/template/:id',
    handle((req, res) => {
      res.json({ data: templateOf(req.params.id) });
    }),
  );

  router.put(
    '/template/:id',
    requireAdminWrite,
    handle((req, res) => {
      const template = templateOf(req.params.id);
      res.json({ data: announcements.saveTemplate(templateFields(req.body, template._id), template._id) });
    }),
  );

  router.delete(
    '/template/:id',
    requireAdminWrite,
    handle((req, res) => {
      const template = templateOf(req.params.id);
      announcements.removeTemplate(template._id);
      res.json({ data: { _id: template._id } });
    }),
  );

  return router;
}
