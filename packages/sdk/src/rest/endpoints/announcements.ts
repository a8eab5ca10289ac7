import type {
  AnnouncementCampaign,
  AnnouncementCampaignListRequest,
  AnnouncementCancelAnswer,
  AnnouncementContent,
  AnnouncementInformationRequest,
  AnnouncementListAnswer,
  AnnouncementTask,
  AnnouncementTaskListRequest,
  AnnouncementTemplate,
  TemplateListAnswer,
  TemplateListRequest,
  TemplateSaveRequest,
} from '../../wire/announcements';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** The calls of /asm (spec 3 §7 "Announcements"; docs/contracts.md "Announcements"). Admins only; writes need the write subrole. */
export interface AnnouncementEndpoints {
  /** POST /asm/sendEmail: an e-mail campaign (asm_campaign_created); 409 DUPLICATE_CAMPAIGN, 400 ANNOUNCEMENT_DATE_IN_PAST. */
  sendEmail(body: AnnouncementInformationRequest): Promise<AnnouncementCampaign>;
  /** POST /asm/sendPush: a mobile push campaign. */
  sendPush(body: AnnouncementInformationRequest): Promise<AnnouncementCampaign>;
  /** POST /asm/sendWhatsapp: a WhatsApp campaign. */
  sendWhatsapp(body: AnnouncementInformationRequest): Promise<AnnouncementCampaign>;
  campaign: {
    /** GET /asm/campaign/list: newest first; the answer is `{ data, count }`. */
    list(query?: AnnouncementCampaignListRequest): Promise<AnnouncementListAnswer<AnnouncementCampaign>>;
    /** GET /asm/campaign/search: the list with searchPhrase (in the announcement name). */
    search(query: AnnouncementCampaignListRequest & { searchPhrase: string }): Promise<AnnouncementListAnswer<AnnouncementCampaign>>;
    /** GET /asm/campaign/get/{id}. */
    get(id: string): Promise<AnnouncementCampaign>;
    /** POST /asm/campaign/cancelAll/{id}: pending tasks and future runs are canceled; 409 ANNOUNCEMENT_WRONG_STATE once ended. */
    cancelAll(id: string): Promise<AnnouncementCancelAnswer>;
  };
  content: {
    /** GET /asm/content/get/{id}. */
    get(id: string): Promise<AnnouncementContent>;
  };
  task: {
    /** GET /asm/task/getTasksInCampaign/{id}: page, limit 10; the answer is `{ data, count }`. */
    getTasksInCampaign(campaignId: string, query?: AnnouncementTaskListRequest): Promise<AnnouncementListAnswer<AnnouncementTask>>;
  };
  template: {
    /** GET /asm/template/all: limit, pageNumber, sortBy, sortOrder; the answer is `[{ data, totalCount: { count } }]` (templatePageOf reads it). */
    all(query?: TemplateListRequest): Promise<TemplateListAnswer>;
    /** GET /asm/template/search: the list with searchPhrase (in name, title and message). */
    search(query: TemplateListRequest & { searchPhrase: string }): Promise<TemplateListAnswer>;
    /** GET /asm/template/{id}. */
    get(id: string): Promise<AnnouncementTemplate>;
    /** POST /asm/template/create; 409 ANNOUNCEMENT_TEMPLATE_EXISTS. */
    create(body: TemplateSaveRequest): Promise<AnnouncementTemplate>;
    /** PUT /asm/template/{id}. */
    update(id: string, body: TemplateSaveRequest): Promise<AnnouncementTemplate>;
    /** DELETE /asm/template/{id}. */
    delete(id: string): Promise<{ _id: string }>;
  };
}

export function announcementEndpoints(request: RequestFn): AnnouncementEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    sendEmail: (body) => data(request<DataEnvelope<AnnouncementCampaign>>('POST', '/asm/sendEmail', { body })),
    sendPush: (body) => data(request<DataEnvelope<AnnouncementCampaign>>('POST', '/asm/sendPush', { body })),
    sendWhatsapp: (body) => data(request<DataEnvelope<AnnouncementCampaign>>('POST', '/asm/sendWhatsapp', { body })),
    campaign: {
      list: (query = {}) => request<AnnouncementListAnswer<AnnouncementCampaign>>('GET', '/asm/campaign/list', { query }),
      search: (query) => request<AnnouncementListAnswer<AnnouncementCampaign>>('GET', '/asm/campaign/search', { query }),
      get: (id) => data(request<DataEnvelope<AnnouncementCampaign>>('GET', `/asm/campaign/get/${segment(id)}`)),
      cancelAll: (id) => data(request<DataEnvelope<AnnouncementCancelAnswer>>('POST', `/asm/campaign/cancelAll/${segment(id)}`)),
    },
    content: {
      get: (id) => data(request<DataEnvelope<AnnouncementContent>>('GET', `/asm/content/get/${segment(id)}`)),
    },
    task: {
      getTasksInCampaign: (campaignId, query = {}) => request<AnnouncementListAnswer<AnnouncementTask>>('GET', `/asm/task/getTasksInCampaign/${segment(campaignId)}`, { query }),
    },
    template: {
      all: (query = {}) => data(request<DataEnvelope<TemplateListAnswer>>('GET', '/asm/template/all', { query })),
      search: (query) => data(request<DataEnvelope<TemplateListAnswer>>('GET', '/asm/template/search', { query })),
      get: (id) => data(request<DataEnvelope<AnnouncementTemplate>>('GET', `/asm/template/${segment(id)}`)),
      create: (body) => data(request<DataEnvelope<AnnouncementTemplate>>('POST', '/asm/template/create', { body })),
      update: (id, body) => data(request<DataEnvelope<AnnouncementTemplate>>('PUT', `/asm/template/${segment(id)}`, { body })),
      delete: (id) => data(request<DataEnvelope<{ _id: string }>>('DELETE', `/asm/template/${segment(id)}`)),
    },
  };
}
