import type {
  BulkCampaign,
  BulkChangeAnswer,
  BulkContent,
  BulkContentRequest,
  BulkContentType,
  BulkPage,
  BulkTask,
  BulkTaskFilter,
  CreateBulkCampaignRequest,
} from '../../wire/bulk';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** The calls of /bom (spec 3 §7 "Bulk operations (bom)"; docs/contracts.md "Bulk operations"). Admins only. */
export interface BulkEndpoints {
  campaign: {
    /** POST /bom/campaign/create: one task per serial, queued (bom_campaign_created). */
    create(body: CreateBulkCampaignRequest): Promise<BulkCampaign>;
    /** GET /bom/campaign/list: newest first; searchPhrase searches the operation name. */
    list(query?: { page?: number; limit?: number; searchPhrase?: string }): Promise<BulkPage<BulkCampaign>>;
    /** GET /bom/campaign/{id}. */
    get(id: string): Promise<BulkCampaign>;
    /** POST /bom/campaign/remove/{id}: cancels the campaign (the log's cancel); it stays in the log as Canceled. */
    remove(id: string): Promise<BulkChangeAnswer>;
    /** DELETE /bom/campaign/delete/{id}: an ended campaign and its tasks leave the log. */
    delete(id: string): Promise<{ _id: string }>;
    /** POST /bom/campaign/cancelAll/{id}: every unfinished task and the campaign are canceled. */
    cancelAll(id: string): Promise<BulkChangeAnswer>;
  };
  content: {
    /** POST /bom/content/create. */
    create(body: BulkContentRequest): Promise<BulkContent>;
    /** GET /bom/content/list: type, limit 5, page 1, filterBy (a search in the name). */
    list(query: { type: BulkContentType; page?: number; limit?: number; filterBy?: string }): Promise<BulkPage<BulkContent>>;
    /** DELETE /bom/content/delete/{id}. */
    delete(id: string): Promise<{ _id: string }>;
  };
  task: {
    /** GET /bom/task/list/{campaignId}: filterBy All, Failed, Canceled or Successful; page; limit 20. */
    getTasksInCampaign(campaignId: string, query?: { filterBy?: BulkTaskFilter; page?: number; limit?: number }): Promise<BulkPage<BulkTask>>;
    /** POST /bom/task/reset/{taskId}: a failed or canceled task runs again from no attempts. */
    reset(taskId: string): Promise<BulkChangeAnswer>;
    /** POST /bom/task/resetAll/{campaignId}: every failed or canceled task of the campaign runs again. */
    resetAll(campaignId: string): Promise<BulkChangeAnswer>;
    /** POST /bom/task/cancelSpecific {taskIds}: the named unfinished tasks are canceled. */
    cancelSpecific(taskIds: string[]): Promise<{ changed: number; campaigns: BulkCampaign[] }>;
  };
}

export function bulkEndpoints(request: RequestFn): BulkEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    campaign: {
      create: (body) => data(request<DataEnvelope<BulkCampaign>>('POST', '/bom/campaign/create', { body })),
      list: (query = {}) => data(request<DataEnvelope<BulkPage<BulkCampaign>>>('GET', '/bom/campaign/list', { query })),
      get: (id) => data(request<DataEnvelope<BulkCampaign>>('GET', `/bom/campaign/${segment(id)}`)),
      remove: (id) => data(request<DataEnvelope<BulkChangeAnswer>>('POST', `/bom/campaign/remove/${segment(id)}`)),
      delete: (id) => data(request<DataEnvelope<{ _id: string }>>('DELETE', `/bom/campaign/delete/${segment(id)}`)),
      cancelAll: (id) => data(request<DataEnvelope<BulkChangeAnswer>>('POST', `/bom/campaign/cancelAll/${segment(id)}`)),
    },
    content: {
      create: (body) => data(request<DataEnvelope<BulkContent>>('POST', '/bom/content/create', { body })),
      list: (query) => data(request<DataEnvelope<BulkPage<BulkContent>>>('GET', '/bom/content/list', { query })),
      delete: (id) => data(request<DataEnvelope<{ _id: string }>>('DELETE', `/bom/content/delete/${segment(id)}`)),
    },
    task: {
      getTasksInCampaign: (campaignId, query = {}) => data(request<DataEnvelope<BulkPage<BulkTask>>>('GET', `/bom/task/list/${segment(campaignId)}`, { query })),
      reset: (taskId) => data(request<DataEnvelope<BulkChangeAnswer>>('POST', `/bom/task/reset/${segment(taskId)}`)),
      resetAll: (campaignId) => data(request<DataEnvelope<BulkChangeAnswer>>('POST', `/bom/task/resetAll/${segment(campaignId)}`)),
      cancelSpecific: (taskIds) => data(request<DataEnvelope<{ changed: number; campaigns: BulkCampaign[] }>>('POST', '/bom/task/cancelSpecific', { body: { taskIds } })),
    },
  };
}
